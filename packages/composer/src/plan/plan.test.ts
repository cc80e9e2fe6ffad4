/**
 * What people type that the writer once got wrong (found in review and in blind readings): each
 * case asserts the sentence a reader would see.
 */
import type { GenerateRequest } from '@introask/shared';
import { describe, expect, it } from 'vitest';
import { compose, recompose } from '../index';
import { profile, write } from './write-for-test';

describe('the note speaks to the target', () => {
  it('turns her into you or your by what follows it', () => {
    expect(
      write({ name: 'Amara Nwosu', relevance: 'she runs the robotics lab', purpose: 'shadow her for a week' }).note,
    ).toContain('shadow you for a week');
    expect(
      write({ name: 'Amara Nwosu', relevance: 'she runs the robotics lab', purpose: 'ask her about her lab' }).note,
    ).toContain('ask you about your lab');
  });

  it('keeps a wish a wish, and what the introducer said as theirs', () => {
    const { toIntroducer } = write(
      {
        name: 'Lucinda Ray',
        relevance: 'senior programmer at Hot Docs. Beth says she might be open to a chat',
        purpose: 'would love 15 min of her thoughts',
      },
      { name: 'Beth Moore', context: 'friend' },
    );
    expect(toIntroducer).toContain('I would love 15 minutes of her thoughts.');
    expect(toIntroducer).toContain('You mentioned she might be open to a chat.');
    expect(toIntroducer).not.toContain('Since you mentioned');
  });

  it('joins a meeting and what it is about, and keeps "they" and "their" together', () => {
    const chat = write({ name: 'Raj Mehta', purpose: 'informational chat, how he made the jump to VP' });
    expect(chat.toIntroducer).toContain('an informational chat about how he made the jump to VP.');
    const pilot = write({
      name: 'Pauline Oduya',
      value_add: 'we weigh everything so they get tonnage numbers for their report',
    });
    expect(pilot.note).toContain('so you get tonnage numbers for your report');
  });

  it('asks a typed question as a question', () => {
    const { note, toIntroducer } = write({
      name: 'Gus Petrakis',
      relevance: 'he runs an angel syndicate',
      purpose: 'would he be open to investing?',
    });
    expect(note).toContain('Would you be open to investing?');
    expect(toIntroducer).toContain('ask Gus whether he would be open to investing.');
  });
});

describe('names', () => {
  it('keeps a name that is also a word in lower case where it is a word', () => {
    const { content } = write(
      { name: 'Dana Whitfield', purpose: 'learn how they will scale support' },
      { name: 'will barnes', context: 'we worked together' },
    );
    expect(content).toContain('Hi Will,');
    expect(content).toContain('will scale support');
  });

  it('reads "Dana from Stripe" as a person, and an aside in brackets as an aside', () => {
    expect(write({ name: 'Dana from Stripe', purpose: 'ask about payments' }).content).toMatch(
      /introduc\w+ me to Dana\b/,
    );
    const aside = write({ name: 'Sarah (not sure of last name)', purpose: 'ask about payments' });
    expect(aside.content).not.toContain('not sure of last name');
    expect(aside.note).toContain('Hi Sarah,');
  });

  it("writes the introducer as the sender's own relation", () => {
    expect(write({ name: 'Dana Whitfield' }, { name: 'Ray Dutta', context: 'foreman at Kestle' }).note).toContain(
      'Ray Dutta is my foreman at Kestle',
    );
  });
});

describe('the sender', () => {
  it('goes on in the first person when the bio was typed in the third', () => {
    const { note } = write({ name: 'Dana Whitfield' }, undefined, {
      name: 'Nora Quinn',
      bio: 'Nora runs ops at a startup. She previously led support at Acme.',
    });
    expect(note).toContain('I run ops at a startup and previously led support at Acme.');
    expect(note).not.toMatch(/Nora runs|She previously/);
  });

  it('keeps a clause in the value a clause', () => {
    const { content } = write({ name: 'Dana Whitfield', value_add: 'our sell-through is 3x category avg' });
    expect(content).toContain('Our sell-through is 3x category average.');
    expect(content).not.toContain('offer our sell-through');
  });
});

describe('retry', () => {
  const request: GenerateRequest = {
    introducer: { name: 'Sam Lee', context: 'my old boss' },
    target: { name: 'Priya Kumar', purpose: "talk about Plaid's hiring" },
    meta: { include_calendly: false },
  };
  const first = compose(request, profile);
  const retry = (instructions: string) =>
    recompose(
      { ...request, previous_message: first.content, retry_instructions: instructions, style: first.style },
      profile,
    );

  it('keeps the ask when asked to leave out a word the ask needs, and says so', () => {
    const r = retry("don't mention Plaid");
    expect(r.content).toContain("talk with you about Plaid's hiring");
    expect(r.notes).toEqual(['I couldn\'t leave out "Plaid": it is part of the ask or of who you are.']);
  });

  it('reads a mention that names a language as a mention', () => {
    const r = retry('mention that I spent 5 years in Japanese manufacturing');
    expect(r.content).toContain('I spent 5 years in Japanese manufacturing.');
    expect(r.notes).toBeUndefined();
  });
});
