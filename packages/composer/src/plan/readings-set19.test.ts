/**
 * Session 16's mends to the note and the message to the introducer, from set19's defect lists (read
 * at the end of session 15 as j1 and j1b, then opened): how the sender knows the introducer, said
 * without a broken sentence or a misread subject, and the reader's own side called "you" and "your".
 * What people type in the fields (bios, names, shorthand) is in readings-set19-typed.test.ts.
 * Asserted as the sentence a reader sees, on inputs written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { noteForTie, noteForTieLonger, write } from './write-for-test';

const target = { name: 'Oskar Lind', purpose: 'ask about supplying them' };
const tie = (context: string) => noteForTie(target, context);
const tieLonger = (context: string) => noteForTieLonger(target, context);

describe('who did what, in the relationship typed without a subject', () => {
  it('is the sender who did a job "with him"', () => {
    const note = tie("jo's an electrician, did a kitchen rewire w/ him last yr");
    expect(note).toContain('Jo Park is an electrician, and I did a kitchen rewire with him last year.');
    expect(note).not.toMatch(/and did a kitchen rewire/);
  });

  it('keeps "he" where a sentence about the introducer follows one about the sender', () => {
    const note = tieLonger('jo books my gigs sometimes, known him 6 yrs. he used to tour with Lowfield');
    expect(note).toContain("I've known him for 6 years");
    expect(note).toMatch(/\.\s+He used to tour with Lowfield\./);
  });

  it('says "I met" or "we swapped" rather than a bare verb', () => {
    const note = tieLonger(
      'met jo once at the regional growers conference, she was on the soil panel. swapped numbers after',
    );
    expect(note).toContain('Jo Park and I met once at the regional growers conference');
    expect(note).toMatch(/\b[Ww]e swapped numbers after\./);
    expect(note).not.toMatch(/\bare swapped\b|^Met\b/m);
  });

  it('says a role held for years as "has been"', () => {
    expect(tie('our accountant for like 8 yrs')).toContain('Jo Park has been our accountant for about 8 years.');
  });

  it('says mates from a school as the two of them, in the past', () => {
    expect(tie('batchmates in nursing school at Ateneo')).toContain(
      'Jo Park and I were batchmates in nursing school at Ateneo.',
    );
  });

  it('says where the introducer is now, after a comma, with "and is now"', () => {
    expect(tie('jo was my apprentice 2015-18, now foreman for a builder in Leeds')).toContain(
      'Jo Park was my apprentice from 2015 to 2018 and is now a foreman for a builder in Leeds.',
    );
  });

  it('keeps a "when" clause with the sentence it belongs to', () => {
    const note = tie("We've only met once, when we both judged a bake-off last spring.");
    expect(note).toMatch(/met once, when we both judged a bake-off last spring\./);
    expect(note).not.toMatch(/\.\s+When we both/);
  });

  it('says "I know Jo from …" and "in about 3 years"', () => {
    const note = tie('jo from my old job at the leisure centre, havent talked in like 3 yrs');
    expect(note).toContain('I know Jo Park from my old job at the leisure centre');
    expect(note).toContain("haven't talked in about 3 years");
    expect(note).not.toMatch(/in for about/);
  });

  it('reads a short form of the introducer\'s name as them ("Tolu" for Toluwani)', () => {
    const { note, toIntroducer } = write(target, {
      name: 'Toluwani Bakare',
      context: 'Tolu managed me for 3 years at Kestrel Bank, before I left to start my firm',
    });
    expect(note).toContain('Toluwani Bakare managed me for 3 years at Kestrel Bank');
    expect(note).not.toMatch(/because Tolu\b|I know Toluwani Bakare because/);
    expect(toIntroducer).not.toMatch(/\bTolu managed\b/);
  });
});

describe("the reader's side, in the note to them", () => {
  it('says "you" for "they" in a clause on what is offered, and keeps a count of things', () => {
    const { note } = write({
      name: 'Ruth Adler',
      relevance: 'runs the metering team at Wexford Water',
      purpose: 'compare notes on smart meters before we buy 300 of them',
      value_add: 'we can share 2 yrs of flow data from rural sites, which they dont have',
    });
    expect(note).toContain('which you don');
    expect(note).toContain('buy 300 of them');
    expect(note).not.toMatch(/300 of you|which they/);
  });

  it('says "your" for what an organisation has: its rollout, its setup, its protocols', () => {
    const { note } = write({
      name: 'Ruth Adler',
      relevance: 'clinical lead at Wexford General',
      purpose: 'ask about their switch to electronic records',
      value_add: 'happy to give workflow feedback for their new EHR rollout',
    });
    expect(note).toContain('your new EHR rollout');
  });
});

describe('the message to the introducer', () => {
  it('says one short line of what is in it for the target beside the purpose, not alone', () => {
    const { toIntroducer } = write({
      name: 'whoever does supplier onboarding at Greyfield Homes',
      purpose: 'get on there approved trades list',
      value_add: 'fully insured, can start within a week',
    });
    const paragraphs = toIntroducer.trim().split(/\n\n/);
    // Greeting, the ask with its purpose and offer, the check, the hand-over.
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs[1]).toMatch(/their approved trades list\. .*insured/);
  });
});

describe('pronouns set19 typed', () => {
  it('keeps "them" for things the reader is happy with, and puts the sender last as a subject', () => {
    const { note } = write(
      {
        name: 'Piet Kramer',
        relevance: 'went to milking robots 3 yrs ago, jo says hes happy w/ them',
        purpose: 'see his setup',
      },
      { name: 'Jo Park', context: 'our vet' },
      { name: 'Mira Holt', bio: '200 cows, me + my brother run it' },
    );
    expect(note).toContain("you're happy with them");
    expect(note).toContain('My brother and I run it');
    expect(note).not.toMatch(/happy with you|Me and my brother/);
  });
});

describe("the reader's organisation, named by its kind", () => {
  it('is "your" in the note to someone there, and stays as typed for the introducer', () => {
    const { note, toIntroducer } = write({
      name: 'Ruth Adler',
      relevance: 'programme officer at the Bellwood Foundation, which funds youth sport',
      purpose: "ask whether our club could be considered for the Foundation's next grant round",
    });
    expect(note).toContain('your next grant round');
    expect(note).not.toMatch(/Foundation's next/);
    expect(toIntroducer).toContain("Foundation's next grant round");
  });
});

describe('a purpose typed as an offer', () => {
  it('is put to the reader as the offer itself, not "I\'m hoping to offer to"', () => {
    const { note, toIntroducer } = write({
      name: 'Ruth Adler',
      relevance: 'head of coaching at Leith Harriers',
      purpose: 'offer to run their winter strength sessions',
      value_add: 'we ran them for 3 clubs last year (90 athletes) + we send a plan per athlete',
    });
    expect(note).toContain('Could I run your winter strength sessions?');
    expect(note).not.toMatch(/offer to run/);
    expect(note).toContain('(90 athletes) and we send');
    expect(toIntroducer).toContain('offer to run their winter strength sessions');
  });
});

describe("the hard-rule check and the writer agree on the sender's name", () => {
  it('reads "DaMé" as a name the message is signed with, not the honorific "Dame" (a property-test seed found it)', () => {
    const { content } = write(target, undefined, { name: 'DaMé Ba', bio: '' });
    expect(content.trim().split('\n').at(-1)).toBe('DaMé');
  });
});

describe("the reader's organisation in how the sender knows the introducer", () => {
  it('is "your club" in the note to someone there, by its full name or its first word', () => {
    const note = noteForTie(
      {
        name: 'Ruth Adler',
        relevance: 'head of medical at Harbourside Rowing Club',
        purpose: 'offer to run their screening',
      },
      'jo rows for Harbourside, I treated his shoulder in 2024',
    );
    expect(note).toContain('rows for your club');
    expect(note).not.toMatch(/for Harbourside\b/);
  });
});

describe('how the sender knows the introducer, without a run-on', () => {
  it('says a third thing about the introducer as a sentence of its own', () => {
    const note = tie(
      'my client, rehabbed a knee with us last year. plays for the 2nd grade side. knows everyone there',
    );
    expect(note).toContain('Jo Park is my client and rehabbed a knee with us last year.');
    expect(note).not.toMatch(/ and [^.]+ and [^.]+ and /);
  });

  it('says "until" for "til"', () => {
    expect(tie('jo was my coach til 2022')).toContain('until 2022');
  });
});
