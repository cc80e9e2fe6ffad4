/**
 * Retry does what was asked and nothing else (RUBRIC.md "Retry"): each instruction people type,
 * applied to a first draft the way the API runs it (its `style` sent back), checked on the text a
 * user would read. What the writer cannot do, or what changed nothing, comes back in `notes`.
 */
import type { GenerateResponse, RegenerateRequest } from '@introask/shared';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { checkHardRules, compose, recompose } from '../index';
import { wordCount } from '../language/text';
import { BLOCK_END, BLOCK_START } from '../markers';

const fx = FIXTURES.find((f) => f.name.startsWith('sample 3:'));
if (!fx) throw new Error('sample 3 is missing');
const { request, profile } = fx;
const first = compose(request, profile);

function retry(instructions: string, from: GenerateResponse = first): GenerateResponse {
  const r: RegenerateRequest = {
    ...request,
    previous_message: from.content,
    retry_instructions: instructions,
    style: from.style,
  };
  return recompose(r, profile);
}

const toIntroducer = (text: string) =>
  text.slice(0, text.includes(BLOCK_START) ? text.indexOf(BLOCK_START) : undefined);
const note = (text: string) =>
  text.includes(BLOCK_START) ? text.slice(text.indexOf(BLOCK_START), text.indexOf(BLOCK_END)) : '';
const introSentences = (text: string) =>
  toIntroducer(text)
    .split('\n\n')
    .slice(1)
    .join(' ')
    .split(/(?<=[.?!:])\s+/)
    .filter((s) => /\w/.test(s)).length;
/** The style fields an instruction changed. */
const changed = (r: GenerateResponse) =>
  Object.keys({ ...first.style, ...r.style }).filter(
    (k) =>
      JSON.stringify((first.style as Record<string, unknown>)[k]) !==
      JSON.stringify((r.style as Record<string, unknown>)[k]),
  );

interface Case {
  say: string;
  /** The style fields it may change. */
  changes: string[];
  check: (text: string, r: GenerateResponse) => void;
}

const formalCheck = (t: string) => {
  expect(t).toMatch(/^Dear Ruth,/);
  expect(t).not.toMatch(/\b(?:I'm|I'd|it's|don't|you'd|Here's)\b/);
};
const casualCheck = (t: string) => expect(t).toMatch(/^(?:Hey|Hi) Ruth!/);
const shorterCheck = (t: string) => expect(wordCount(t)).toBeLessThan(wordCount(first.content));
const noCalendly = (t: string) => expect(t).not.toContain('calendly.com');

const CASES: Case[] = [
  // Length
  { say: 'shorter', changes: ['length'], check: shorterCheck },
  { say: 'make it shorter', changes: ['length'], check: shorterCheck },
  { say: 'more concise', changes: ['length'], check: shorterCheck },
  {
    say: 'much shorter',
    changes: ['length', 'maxSentences'],
    check: (t) => expect(wordCount(t)).toBeLessThan(wordCount(first.content) - 20),
  },
  { say: 'longer', changes: ['length'], check: (t) => expect(wordCount(t)).toBeGreaterThan(wordCount(first.content)) },
  {
    say: 'add more detail',
    changes: ['length'],
    check: (t) => expect(wordCount(t)).toBeGreaterThan(wordCount(first.content)),
  },
  {
    say: 'make it three sentences',
    changes: ['maxSentences'],
    check: (t) => expect(introSentences(t)).toBeLessThanOrEqual(3),
  },
  { say: '2 sentences', changes: ['maxSentences'], check: (t) => expect(introSentences(t)).toBeLessThanOrEqual(2) },
  { say: 'under 85 words', changes: ['maxWords'], check: (t) => expect(wordCount(t)).toBeLessThan(85) },
  { say: 'no more than 90 words', changes: ['maxWords'], check: (t) => expect(wordCount(t)).toBeLessThanOrEqual(90) },
  // Tone
  { say: 'more formal', changes: ['tone'], check: formalCheck },
  { say: 'make it more professional', changes: ['tone'], check: formalCheck },
  { say: 'more casual', changes: ['tone'], check: casualCheck },
  { say: 'less formal', changes: ['tone'], check: casualCheck },
  {
    say: 'warmer',
    changes: ['tone'],
    check: (t) => expect(t).toMatch(/so much|so grateful|really appreciate|completely understand/i),
  },
  {
    say: 'friendlier',
    changes: ['tone'],
    check: (t) => expect(t).toMatch(/so much|so grateful|really appreciate|completely understand/i),
  },
  {
    say: 'more confident',
    changes: ['stance'],
    check: (t) => expect(toIntroducer(t)).toMatch(/I'd like an introduction|I'm asking for an introduction/),
  },
  {
    say: 'more humble',
    changes: ['stance'],
    check: (t) => expect(toIntroducer(t)).toMatch(/grateful|if you felt comfortable/i),
  },
  {
    say: 'more direct',
    changes: ['direct'],
    check: (t) => expect(toIntroducer(t)).not.toMatch(/no worries|completely fine|rather not/i),
  },
  {
    say: 'get to the point',
    changes: ['direct'],
    check: (t) => expect(toIntroducer(t)).not.toMatch(/no worries|completely fine|rather not/i),
  },
  // Less salesy: the sender's own growth figure is not pitched anywhere, in the note either.
  { say: 'less salesy', changes: ['soft'], check: (t) => expect(t).not.toContain('growing 25%') },
  // Format
  { say: 'bullet points', changes: ['format'], check: (t) => expect(t).toMatch(/^- /m) },
  { say: 'use bullets', changes: ['format'], check: (t) => expect(t).toMatch(/^- /m) },
  {
    say: 'one paragraph',
    changes: ['format'],
    check: (t) => expect(toIntroducer(t).trim().split('\n\n')).toHaveLength(2),
  },
  { say: 'no forwardable note', changes: ['note'], check: (t) => expect(t).not.toContain(BLOCK_START) },
  { say: 'remove the forwardable note', changes: ['note'], check: (t) => expect(t).not.toContain(BLOCK_END) },
  {
    say: 'add a subject line',
    changes: ['subject'],
    check: (t) => expect(t).toMatch(/^Subject: Intro to Theo Marsh\?\n\nHi Ruth,/),
  },
  // Content
  {
    say: 'remove the greeting',
    changes: ['greeting'],
    check: (t) => expect(t).not.toMatch(/^(?:Hi|Dear|Hey|Hello)\b/),
  },
  { say: 'remove the thanks', changes: ['thanks'], check: (t) => expect(t).toMatch(/--- End of note ---\n\nJordan$/) },
  { say: 'remove the calendly link', changes: ['calendly'], check: noCalendly },
  { say: 'no calendly', changes: ['calendly'], check: noCalendly },
  {
    say: 'remove the relationship',
    changes: ['relationship'],
    check: (t) => expect(t).not.toContain('co-founder at my last company'),
  },
  {
    say: "don't mention how we know each other",
    changes: ['relationship'],
    check: (t) => expect(t).not.toContain('co-founder'),
  },
  { say: 'remove my bio', changes: ['bio'], check: (t) => expect(t).not.toContain('route planning software') },
  {
    say: 'remove the last paragraph',
    changes: ['dropLast'],
    check: (t) => expect(note(t)).not.toMatch(/brief chat|open to|calendly/i),
  },
  {
    say: 'use first names only',
    changes: ['firstNamesOnly'],
    check: (t) => expect(t).not.toMatch(/Marsh|Bauer|Avery/),
  },
  {
    say: 'mention that we met at SaaStr',
    changes: ['mentions'],
    check: (t) => expect(note(t)).toContain('Ruth Bauer and I met at SaaStr.'),
  },
  {
    say: "don't mention Fernway",
    changes: ['excludes'],
    check: (t) => expect(t.replace(/https:\S+/, '')).not.toMatch(/Fernway/),
  },
  {
    say: 'drop the part about Lattice Capital',
    changes: ['excludes'],
    check: (t) => expect(t).not.toContain('Lattice Capital'),
  },
  { say: 'rephrase', changes: ['variant'], check: (t) => expect(t).not.toBe(first.content) },
  // Combinations
  {
    say: 'shorter and more formal, no Calendly',
    changes: ['length', 'tone', 'calendly'],
    check: (t) => {
      formalCheck(t);
      noCalendly(t);
      expect(wordCount(t)).toBeLessThan(wordCount(first.content));
    },
  },
  {
    say: 'remove the greeting and the thanks',
    changes: ['greeting', 'thanks'],
    check: (t) => {
      expect(t).not.toMatch(/^Hi/);
      expect(t).toMatch(/\n\nJordan$/);
    },
  },
  {
    say: 'more casual, bullet points and add a subject line',
    changes: ['tone', 'format', 'subject'],
    check: (t) => {
      expect(t).toMatch(/^Subject: /);
      expect(t).toMatch(/^- /m);
      expect(t).toContain('Hey Ruth!');
    },
  },
];

describe.each(CASES)('retry "$say"', ({ say, changes, check }) => {
  const r = retry(say);

  it('honours the instruction', () => check(r.content, r));

  it('changes nothing else', () => {
    expect(changed(r).sort()).toEqual([...changes].sort());
    expect(r.notes ?? []).toEqual([]);
  });

  it('still passes the hard rules that apply', () => {
    expect(
      checkHardRules(r.content, {
        request: { ...request, previous_message: first.content, retry_instructions: say },
        profile,
      }),
    ).toEqual([]);
  });
});

describe('retry that cannot be done, or does nothing', () => {
  it('says the built-in writer writes English, and still rephrases', () => {
    const r = retry('write it in Spanish');
    expect(r.notes).toEqual([
      '"write it in Spanish": I can\'t write in other languages yet; a model can, if one is configured.',
    ]);
    expect(r.content).not.toBe(first.content);
  });

  it("reports an instruction it does not understand in the user's words", () => {
    expect(retry('make it sparkle').notes).toEqual(['I couldn\'t apply "make it sparkle".']);
  });

  it('reports an instruction that changed nothing', () => {
    const without = retry('no calendly');
    expect(retry('remove the calendly link', without).notes).toEqual([
      '"remove the calendly link" made no difference to this message.',
    ]);
  });

  it('without instructions, writes the same facts in other words', () => {
    const r = retry('');
    expect(r.content).not.toBe(first.content);
    expect(r.notes).toBeUndefined();
  });

  it('keeps what earlier retries asked when the style comes back', () => {
    const formal = retry('more formal');
    const both = retry('no calendly', formal);
    formalCheck(both.content);
    noCalendly(both.content);
  });

  it('reads the style of edited text when no style is sent', () => {
    const r = recompose(
      {
        ...request,
        previous_message: 'Dear Ruth,\n\nCould you introduce me to Theo?\n\nJordan',
        retry_instructions: 'shorter',
      },
      profile,
    );
    expect(r.content).toMatch(/^Dear Ruth,/);
    expect(r.content).not.toContain(BLOCK_START);
  });
});
