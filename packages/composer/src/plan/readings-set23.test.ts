/**
 * Session 19's mends from reading ten set23 messages as their recipient: an offer typed as a statement
 * of its own, "I'm" said twice at the start of the note, and a title the role beside it says again.
 * Asserted as the sentence a reader sees, on inputs written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { mendAgreement } from '../language/agreement';
import { expandShorthand } from '../language/text';
import { unbracket } from './sane';
import { askWithRelevance, noteForBio, noteForTie, write } from './write-for-test';

const target = (value_add: string) => ({
  name: 'Tove Dahl',
  relevance: 'Operations director at Brightwell Schools',
  purpose: 'show her our attendance tool',
  value_add,
});

describe('an offer typed as a statement with its own verb', () => {
  it('is said as the statement, not after "I can offer"', () => {
    const { content } = write(target('schools on Rollcall cut absence reporting time ~70%'));
    expect(content).toContain('Schools on Rollcall cut absence reporting time by about 70%.');
    expect(content).not.toMatch(/offer schools on Rollcall/);
    expect(write(target('first district to sign gets the setup free')).content).toContain(
      'The first district to sign gets the setup free.',
    );
  });

  it('joins a statement after what is offered with ", and"', () => {
    expect(
      write(target('fewer paper registers for them and teachers get the list before first period')).content,
    ).toContain('I can offer fewer paper registers for them, and teachers get the list before first period.');
  });

  it('gives a first word shared by what follows no article of its own, and "first" its "the"', () => {
    expect(write(target('cedar and spruce tops')).note).toContain('I can offer cedar and spruce tops.');
    expect(write(target('first free audit in the district')).note).toContain('I can offer the first free audit');
  });

  it('still offers a thing a participle describes', () => {
    const note = write(target('findings shared with the whole network')).note;
    expect(note).toContain('I can offer findings shared with the whole network.');
    expect(write(target('a corpus of 2M annotated messages')).note).toContain(
      'I can offer a corpus of 2M annotated messages.',
    );
  });
});

describe('the note’s first sentence', () => {
  const to = { name: 'Tove Dahl', purpose: 'ask about a pilot' };
  it('puts a role typed after "I\'m" beside the name, with one "I\'m"', () => {
    const note = noteForBio(to, "I'm co-founder and CEO of Panen, an app for rice farmers in West Java.");
    expect(note).toContain("I'm Mira Holt, co-founder and CEO of Panen, an app for rice farmers in West Java.");
    expect(note.match(/I'm/g)).toHaveLength(1);
    expect(noteForBio(to, "I'm a stonemason with twenty years' experience.")).toContain(
      "I'm Mira Holt, a stonemason with twenty years' experience.",
    );
  });

  it('keeps a second "I\'m" that says no role', () => {
    const young = noteForBio(to, "I'm 19 and just finished level 2 plumbing.");
    expect(young).toMatch(/I'm 19\b/);
    expect(young).not.toContain('Mira Holt, 19');
  });
});

describe('a title the role says again', () => {
  it('is left off the name beside the role, and kept in the greeting', () => {
    const { toIntroducer, note } = write({
      name: 'Prof. Hannah Ellery',
      relevance: 'Professor of neonatal medicine at UCL',
      purpose: 'ask whether she would advise on our study protocol',
    });
    expect(toIntroducer).toContain('Professor Hannah Ellery at UCL');
    expect(toIntroducer).not.toContain('Professor Hannah Ellery, a professor');
    expect(write({ name: 'Prof. Hannah Ellery', relevance: 'Professor of neonatal medicine' }).toIntroducer).toContain(
      'Hannah Ellery, a professor of neonatal medicine',
    );
    expect(note).toContain('Dear Professor Ellery,');
  });

  it('stays where the role says something else', () => {
    expect(
      write({ name: 'Dr. Lena Fischer', relevance: 'Head of research at Corvane', purpose: 'ask about a pilot' })
        .toIntroducer,
    ).toContain('Dr. Lena Fischer');
  });
});

describe('a subject and its verb typed without agreement', () => {
  it('gets the one word it lacks, in each field', () => {
    expect(
      noteForTie({ name: 'Tove Dahl', purpose: 'ask about a pilot' }, 'we was together in design school'),
    ).toContain('Jo Park and I were together in design school');
    expect(askWithRelevance('head of CSR at Karoo Bank, they launching a solar loan')).toMatch(
      /(?:is|They're) launching a solar loan/,
    );
    expect(write(target('we done 140 installs in Soweto already')).note).toContain("We've done 140 installs in Soweto");
    expect(
      noteForTie({ name: 'Tove Dahl', purpose: 'ask about a pilot' }, 'my cousin, he know the export people'),
    ).toContain('knows the export people');
  });

  it('leaves fluent sentences as typed', () => {
    expect(mendAgreement('Chloé interned with us in 2019 and I was her mentor.')).toBe(
      'Chloé interned with us in 2019 and I was her mentor.',
    );
    expect(mendAgreement('She set up the unit, and we bring our own crowd.')).toBe(
      'She set up the unit, and we bring our own crowd.',
    );
    expect(mendAgreement('ask what he would do if he were starting again')).toBe(
      'ask what he would do if he were starting again',
    );
  });
});

describe('a role, a comma and the workplace', () => {
  it('is said with "at" and the place in brackets with "in"', () => {
    expect(askWithRelevance('head chef, Havbris (Bergen)')).toContain('Tove Dahl at Havbris in Bergen');
  });

  it('leaves what the person does after the comma alone', () => {
    expect(askWithRelevance('vet, owns maple hollow animal clinic')).not.toContain('at an owns');
  });
});

describe('a parenthesis typed about people and places', () => {
  it('is said as prose where that is plain', () => {
    expect(unbracket('Hiroko was my teacher during my apprenticeship in Mashiko (2016-2019).')).toBe(
      'Hiroko was my teacher during my apprenticeship in Mashiko from 2016 to 2019.',
    );
    expect(unbracket('She is the CPO at Wirepay (Berlin).')).toBe('She is the CPO at Wirepay in Berlin.');
    expect(unbracket('the superintendent at Maple Hollow USD (MI)?')).toBe(
      'the superintendent at Maple Hollow USD in MI?',
    );
    expect(unbracket('a fresh foods buyer for Harvest & Co Grocers (9 stores)?')).toBe(
      'a fresh foods buyer for Harvest & Co Grocers, which has 9 stores?',
    );
    expect(unbracket('His lab built the Hanoi Spoken Corpus (~300 hrs of speech), the only one.')).toBe(
      'His lab built the Hanoi Spoken Corpus, with about 300 hours of speech, the only one.',
    );
    expect(unbracket("Greg Amato's restaurant (Amato's) was one of our first customers.")).toBe(
      "Greg Amato's restaurant, Amato's, was one of our first customers.",
    );
  });

  it('is left out otherwise, leaving the sentence whole', () => {
    expect(unbracket('Ciaran is a patient of mine (ACL rehab) and plays with you.')).toBe(
      'Ciaran is a patient of mine and plays with you.',
    );
    expect(unbracket('I was laid off in October (whole team cut).')).toBe('I was laid off in October.');
    expect(unbracket("I'm Melissa Tan (about 140 clients).")).toBe("I'm Melissa Tan.");
  });

  it('keeps money, a reference, a name with a nickname, and figures alone', () => {
    expect(unbracket('We raised a seed round (led by Furrow, $4.1M).')).toContain('(led by Furrow, $4.1M)');
    expect(unbracket('the SRE role on his team (job ID 48213).')).toContain('(job ID 48213)');
    expect(unbracket("I'm Margaret (Peggy) O'Rourke.")).toBe("I'm Margaret (Peggy) O'Rourke.");
    expect(unbracket('My daughter Zoe (11) wants to play.')).toBe('My daughter Zoe (11) wants to play.');
    expect(unbracket('FDA 510(k) cleared.')).toBe('FDA 510(k) cleared.');
  });

  it('stays in the purpose and the offer, where it carries the ask', () => {
    const { toIntroducer } = write({
      name: 'Tove Dahl',
      relevance: 'Head of procurement at Brightwell (Leeds)',
      purpose: 'interview her for 45 min for my dissertation - supplier audits',
    });
    expect(toIntroducer).toContain('at Brightwell in Leeds');
    expect(toIntroducer).toContain('for my dissertation (supplier audits)');
  });
});

describe('a title typed in quotes and capitals', () => {
  it('is written with its capitals where it is typed again in lower case', () => {
    const { content } = write(
      {
        name: 'Tove Dahl',
        relevance: 'bizdev at Tidewater Games',
        purpose: 'pitch lantern post for a publishing deal',
      },
      undefined,
      { name: 'Mira Holt', bio: "indie game dev in Seoul. our game 'Lantern Post' has 40k wishlists" },
    );
    expect(content).toContain('pitch Lantern Post for a publishing deal');
    expect(content).not.toContain('lantern post');
  });
});

describe('the offer, in the message to the introducer', () => {
  it('is made in the note only, where the target reads it', () => {
    const { toIntroducer, note } = write(target('a free 30-day trial for two schools'));
    expect(note).toContain("I'd be glad to run a free 30-day trial for two schools.");
    expect(toIntroducer).not.toMatch(/I'd offer|I can offer/);
  });
});

describe('where the sender was before', () => {
  const to = { name: 'Tove Dahl', purpose: 'ask about a pilot' };
  it('is said "at" a firm and "in" a line of work', () => {
    expect(noteForBio(to, 'ex-Paywise. now building khata credit')).toContain('I was at Paywise.');
    expect(noteForBio(to, 'prev Big 4 audit. now run a 6-person practice')).toContain('I worked in Big 4 audit.');
  });
});

describe("the review's cases: what the mends must leave alone or say right", () => {
  it('leaves hyphenated verbs, the subjunctive and "IT" alone, and gives an unknown "-ing" its "is"', () => {
    expect(mendAgreement('chef, she part-owns a bar in Leeds')).toBe('chef, she part-owns a bar in Leeds');
    expect(mendAgreement('he double-checked our first audit')).toBe('he double-checked our first audit');
    expect(mendAgreement('ask that she review our deck')).toBe('ask that she review our deck');
    expect(mendAgreement('she runs HR and IT run by 3 people')).toBe('she runs HR and IT run by 3 people');
    expect(mendAgreement('we bring our own crowd')).toBe('we bring our own crowd');
    expect(mendAgreement('VP at Kova, she onboarding new suppliers')).toBe(
      "VP at Kova, she's onboarding new suppliers",
    );
  });

  it('reads a two-digit end year in the right century, and how long with "for"', () => {
    expect(unbracket('we worked together at Lloyds (1998-05).')).toBe(
      'we worked together at Lloyds from 1998 to 2005.',
    );
    expect(unbracket('Jo was my manager at Google (5 years).')).toBe('Jo was my manager at Google for 5 years.');
    expect(unbracket('a nurse at Leeds General (12 years) and a mother.')).toBe(
      'a nurse at Leeds General for 12 years and a mother.',
    );
  });

  it('keeps other spaces before punctuation, and a name after a preposition without commas', () => {
    expect(unbracket('works in .NET (mostly fintech).')).toBe('works in .NET.');
    expect(unbracket('we met at (Web Summit) in 2019.')).toBe('we met at Web Summit in 2019.');
    expect(unbracket('a GP (MD) in Leeds.')).not.toContain('in MD');
  });

  it('gives what the workplace is one article, and keeps "a" before a single thing offered', () => {
    expect(askWithRelevance('CTO at Kova, an AI startup')).toContain('Kova, an AI startup');
    expect(askWithRelevance('CTO at Kova, an AI startup')).not.toContain('an an');
    expect(write(target('pilot and training')).note).toContain("I'd be glad to run a pilot and training.");
  });

  it('joins only a role to the name, not how the sender feels', () => {
    const note = noteForBio({ name: 'Tove Dahl', purpose: 'ask about a pilot' }, "I'm a bit nervous about asking.");
    expect(note).not.toContain('Mira Holt, a bit nervous');
  });
});

describe('a slash between two words', () => {
  it('is said with "and", or with a comma before another "and"', () => {
    expect(askWithRelevance('runs the hybrid/EV course at Volt Motors')).toContain('hybrid and EV course');
    expect(
      noteForBio({ name: 'Tove Dahl', purpose: 'ask about a pilot' }, 'agent, placing UK/US and translation rights'),
    ).toContain('UK, US and translation rights');
  });

  it('stays in "A/B", "24/7", "and/or", a rate and codes in brackets', () => {
    for (const typed of ['an A/B test', '24/7 support', 'and/or', '12k downloads/ep', 'interpreter (EN/PL)'])
      expect(expandShorthand(typed)).toContain('/');
  });
});
