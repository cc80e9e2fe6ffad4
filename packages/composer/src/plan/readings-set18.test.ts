/**
 * Session 15's later mends, from set17's and set18's defect lists (read at 84574b6, then opened): the
 * hard rules those readings found broken, "their" for "your" in the note, agreement with "you",
 * fragments with "since" and how goods are made, and the target's standing job no longer recited to
 * the introducer. The earlier mends are in readings-session15.test.ts. Asserted as the sentence a
 * reader sees, on inputs written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { noteForBio, noteForTie, write } from './write-for-test';

const target = { name: 'Oskar Lind', purpose: 'ask about supplying them' };
const note = (bio: string) => noteForBio(target, bio);
const tie = (context: string) => noteForTie(target, context);

// Hard rules that set17's and set18's readings (g2b, i1, i1b) found broken at this session's code.
describe('the introducer, never in the third person in a note to them, and what is only for them', () => {
  it('recognises the introducer typed without accents or with a hyphen', () => {
    const lea = write(
      {
        name: 'Paul Morel',
        relevance: 'owns a venue in Annecy, lea says they want new suppliers',
        purpose: 'get on their list',
      },
      { name: 'Léa', context: 'lea does flowers, we did 12 weddings together' },
    );
    expect(lea.toIntroducer).not.toMatch(/\blea says\b/i);
    expect(lea.toIntroducer).toContain('you mentioned');
    expect(lea.note).not.toMatch(/\blea\b/);
    const minJun = write(
      {
        name: 'Sara Lind',
        relevance: "Min-jun's former boss, runs training at Kestrel",
        purpose: 'ask about their programme',
      },
      { name: 'Kim Min-jun', context: 'we did a course together' },
    );
    expect(minJun.toIntroducer).toContain('your former boss');
    expect(minJun.toIntroducer).not.toMatch(/min-jun's/i);
  });

  it('keeps what is said for the introducer alone out of the note, and says it as the easy out', () => {
    const { toIntroducer, note: text } = write(target, {
      name: 'Prof. Jan Berg',
      context:
        'Jan and I were postdocs together at Leiden. We have not been in touch for several years, so he may need a reminder.',
    });
    expect(text).not.toMatch(/reminder|not been in touch/);
    expect(toIntroducer).toContain("I know it's been a while since we spoke");
    const posts = write(target, {
      name: 'Ana Lee',
      context:
        "We were in the same cohort in 2012 but haven't really kept in touch apart from liking each other's posts.",
    }).note;
    expect(posts).not.toMatch(/kept in touch|posts/);
    expect(
      write(target, { name: 'Dr. Katrin Vogel', context: 'We met at a workshop in 2017. Katrin may not remember me.' })
        .note,
    ).not.toContain('remember me');
  });

  it('greets a given name of two words as the request uses it', () => {
    const { toIntroducer } = write(
      {
        name: 'Dan Koh',
        relevance: 'ran a seniors programme. Wei Ling worked with him on it.',
        purpose: 'ask for advice',
      },
      { name: 'Wei Ling Tan', context: 'same cohort at NTU' },
    );
    expect(toIntroducer).toMatch(/^Hi Wei Ling,/);
    expect(write(target, { name: 'Omar Idris Khan', context: 'my old boss' }).toIntroducer).toMatch(/^Hi Omar,/);
  });

  it('says "great to meet you" only for a recent meeting, and only its first clause', () => {
    const old = write(target, {
      name: 'Ines Wolf',
      context: 'we met at a workshop in Straelen in 2017 and have emailed since',
    });
    expect(old.toIntroducer).not.toContain('great to meet you');
    const recent = write(target, {
      name: 'Ines Wolf',
      context: 'we met at the design meetup last month and have kept in touch since',
    });
    expect(recent.toIntroducer).toContain('It was great to meet you at the design meetup last month.');
  });
});

describe("set17's and set18's lists: names and acronyms", () => {
  it('leaves "Jan" a name, and writes the month only where a date is meant', () => {
    const { note: text } = write(target, {
      name: 'Prof. Jan Berg',
      context: 'Jan and I were postdocs together at Leiden',
    });
    expect(text).toContain('Jan Berg and I were postdocs');
    expect(text).not.toContain('January');
    expect(note('Baker. We open in jan.')).toContain('January');
  });

  it('writes acronyms typed in lower case in capitals, but not "/hr" after a figure', () => {
    expect(write({ ...target, value_add: 'we pay apprentices $19/hr from day one' }).note).toContain('$19/hr');
    expect(write({ ...target, value_add: '24 hr callouts, dbs checked lads' }).note).toContain('DBS-checked lads');
    expect(note('Plasterer. I have my cscs card and own tools.')).toContain('CSCS card');
  });
});

describe('what belongs to the reader\'s side, said as "your" in the note', () => {
  it('says "your" for the people and projects of the reader\'s organisation', () => {
    const she = {
      name: 'Rita Osei',
      relevance: 'founder of Ledger Circle, a network of part-time CFOs. Tom is one of her clients.',
    };
    const { note: text } = write({
      ...she,
      purpose: 'ask about joining the network as one of their Ghana-based CFOs',
      value_add: 'I bring mining sector experience, which I hear is a gap in their Accra bench',
    });
    expect(text).toContain('one of your Ghana-based CFOs');
    expect(text).toContain('a gap in your Accra bench');
    expect(
      write({
        name: 'Sam Tui',
        purpose: 'offer preseason screening',
        value_add: 'so their players could be tested at our clinic',
      }).note,
    ).toContain('so your players could be tested');
    expect(write({ ...target, value_add: "about 2000 hours of reef recordings they don't have" }).note).toContain(
      "recordings you don't have",
    );
  });

  it('keeps "their" and "them" of a group typed before them', () => {
    expect(write({ ...target, value_add: 'I know where nurses get stuck with them' }).note).toContain(
      'stuck with them',
    );
    expect(write({ ...target, value_add: 'we help 40 farmers sell their crops' }).note).toContain('their crops');
  });
});

describe('"you" and its verbs', () => {
  it('makes a verb after an adverb, and the second verb after "and", agree with "you"', () => {
    expect(
      write(
        { ...target, relevance: 'Jo now works with them on the bike strategy' },
        { name: 'Jo Park', context: 'old boss' },
      ).toIntroducer,
    ).toContain('you now work with them');
    expect(
      write(
        {
          name: 'Ana Ruiz',
          relevance: "Ravi says she's starting a new doc and hasn't locked an editor yet",
          purpose: 'ask to edit it',
        },
        {
          name: 'Ravi Shah',
          context: 'old friend',
        },
      ).note,
    ).toContain("you're starting a new doc and haven't locked an editor yet");
    // Not where "you" is the object, or another subject comes between.
    expect(
      write(
        { ...target, relevance: 'sold Jo her own house and does listings' },
        { name: 'Jo Park', context: 'old boss' },
      ).toIntroducer,
    ).not.toContain('and do listings');
  });
});

describe("set17's and set18's lists: fragments with 'since', 'done', 'I'd like a …'", () => {
  it('says how long the sender has been or run something', () => {
    expect(note('Court interpreter, certified interpreter (EN/PL) since 2014, based in Leeds.')).toContain(
      "I've been a certified interpreter (EN/PL) since 2014",
    );
    expect(note('Tax adviser in Leeds, own practice since 2017. Mostly sole traders.')).toContain(
      "I've run my own practice since 2017, mostly sole traders",
    );
    expect(note('electrician, own business 6 yrs in leeds.')).toContain(
      "I've run my own business in Leeds for 6 years",
    );
    // A business that has been going since then is not the sender's since then.
    expect(note('Baker. Family bakery since 1971, 3 shops.')).not.toContain("I've had a family bakery");
  });

  it('says a draft that is done, and a friend of a cousin, as a writer would', () => {
    expect(write({ ...target, value_add: 'full draft done, audience feedback I can share' }).note).toContain(
      'The full draft is done, and I can share audience feedback.',
    );
    expect(tie('friend of my cousin Ade, met at his birthday')).toContain('a friend of my cousin Ade');
  });

  it('reads "I\'d like a short conversation" as the conversation wanted', () => {
    const { toIntroducer, note: text } = write({
      name: 'Ana Ruiz',
      purpose: "I'd like a short conversation before we apply",
    });
    expect(toIntroducer).not.toMatch(/an I'd like/);
    expect(text).toContain('a short conversation before we apply');
  });
});

describe("set17's and set18's lists: how the goods are made, and what the sender did", () => {
  it('says how the goods are made as a sentence, and leaves "handmade X" naming the goods', () => {
    expect(write({ ...target, value_add: 'locally made, so I can visit and adjust pieces' }).note).toContain(
      "It's locally made, so I can visit and adjust pieces.",
    );
    expect(write({ ...target, value_add: 'baked same morning, delivered by 7am' }).note).toContain(
      "It's baked the same morning",
    );
    expect(write({ ...target, value_add: 'All jars labeled with farm and hive' }).note).toContain(
      'All jars are labeled with farm and hive.',
    );
    expect(note('Potter. We do handmade stoneware from our studio in Leeds.')).not.toContain("It's hand made");
    expect(write({ ...target, value_add: 'pro bono, no fee' }).note).toContain("I'd do it pro bono, at no charge.");
  });

  it('says what the sender did with the introducer with "I", and what they did next with "and"', () => {
    expect(tie('did my apprenticeship with jo, she runs maintenance now')).toContain('I did my apprenticeship with Jo');
    expect(tie('we met once at a congress in Lyon, exchanged cards')).toContain(
      'met once at a congress in Lyon and exchanged cards.',
    );
  });

  it('writes "we\'d", "Gas Safe", car makes and typos as a careful writer would', () => {
    expect(write({ ...target, value_add: 'wed bring 40 kids and 6 adults' }).note).toContain("We'd bring 40 kids");
    expect(write({ ...target, value_add: 'all lads gas safe' }).note).toContain('Gas Safe');
    expect(note('Mechanic, mostly toyota/vw.')).toContain('Toyota and VW');
    expect(write({ ...target, purpose: 'ask about a placment in her portfollio team' }).toIntroducer).toContain(
      'placement in her portfolio team',
    );
  });
});

describe('a purpose that asks and offers', () => {
  it('asks the question, then says the offer as a sentence of its own', () => {
    const { note: text } = write({
      name: 'Ana Ruiz',
      purpose: "find out if they're hiring a dietitian this year, and offer to run a free nutrition clinic",
    });
    expect(text).toContain("Are you hiring a dietitian this year? I'd also be glad to run a free nutrition clinic.");
    expect(text).not.toMatch(/, and offer to/);
  });
});

describe("the target's standing job, not recited to the introducer who knows them", () => {
  it('names the target at their organisation and goes to the purpose', () => {
    const { toIntroducer } = write({
      name: 'Dr. Ana Ruiz',
      relevance: 'Dr. Ruiz leads the soil carbon programme at Wessex Agricultural College.',
      purpose: 'ask about a summer placement',
    });
    expect(toIntroducer).toContain('Dr. Ana Ruiz at Wessex Agricultural College?');
    expect(toIntroducer).not.toMatch(/leads the soil carbon programme/);
  });

  it('keeps what is news, a reason, or what the purpose or another sentence points back to', () => {
    const news = write({
      name: 'Ana Ruiz',
      relevance: 'Ana runs the seniors clinic at Holt Health and is hiring this year.',
      purpose: 'ask about a role',
    });
    expect(news.toIntroducer).toContain('is hiring this year');
    const named = write({
      name: 'Ana Ruiz',
      relevance: 'Ana chairs the regional asthma network.',
      purpose: 'ask whether the network would consider our model',
    });
    expect(named.toIntroducer).toContain('chairs the regional asthma network');
    const back = write({
      name: 'Ana Ruiz',
      relevance: 'Ana is the director of Sakura care home. They started trialling robots last year.',
      purpose: 'ask to observe',
    });
    expect(back.toIntroducer).toContain('director of Sakura care home');
  });
});

describe('a hyphenated name typed without its accents', () => {
  it('is the introducer, named once in the note', () => {
    const text = write(target, {
      name: 'Marie-Ève Roy',
      context: 'marie-eve managed one of their cafes til june',
    }).note;
    expect(text).toContain('Marie-Ève Roy managed one of');
    expect(text).not.toMatch(/because marie-eve/i);
  });
});
