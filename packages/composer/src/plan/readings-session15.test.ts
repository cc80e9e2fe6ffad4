/**
 * Session 15's first mends, from set16's and set15's defect lists: names typed in lower case and names
 * the writer itself broke, fragments typed in a bio or an offer, how the sender knows the introducer,
 * weak ties, the offer said twice, the reason about the target as a clause. The mends from set17's
 * and set18's lists are in readings-set18.test.ts. bench/RESULTS.md, session 15, has the readings.
 * Asserted as the sentence a reader sees, on inputs written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { noteForBio, noteForTie, noteForTieLonger, write, writeLonger } from './write-for-test';

const target = { name: 'Oskar Lind', purpose: 'ask about supplying them' };
const note = (bio: string) => noteForBio(target, bio);
const tie = (context: string) => noteForTie(target, context);
const tieLonger = (context: string) => noteForTieLonger(target, context);

describe('names typed in lower case, and names typed right', () => {
  it('keeps "the" in lower case inside a name typed with its capitals', () => {
    expect(tie('Jo supervised my thesis at the University of the West Indies in 2018.')).toContain(
      'at the University of the West Indies in 2018',
    );
    expect(tie('Jo was my manager at the Bank of the Ozarks.')).toContain('the Bank of the Ozarks');
    // Typed in lower case, the name after "of the" still gets its capital.
    expect(tie('Jo supervised my thesis at the University of the witwatersrand.')).toContain(
      'the University of the Witwatersrand',
    );
  });

  it('writes institutions typed in lower case with their capitals', () => {
    expect(
      writeLonger({ ...target, relevance: 'grants officer at the pellow river foundation' }).toIntroducer,
    ).toContain('the Pellow River Foundation');
    expect(tieLonger('we studied together, she is at the ministry of health now')).toContain('the Ministry of Health');
    expect(writeLonger({ ...target, relevance: 'buyer for marsh & co grocers, 12 stores' }).toIntroducer).toContain(
      'Marsh & Co Grocers',
    );
    expect(note('I run a bakery in leeds (little oven bakery).')).toContain('a bakery in Leeds, Little Oven Bakery.');
  });

  it('leaves everyday phrases that end like an institution as typed', () => {
    expect(tie('we sit on the local community foundation board together')).toContain('the local community foundation');
    expect(tie('we both got grants from the same foundation')).toContain('the same foundation');
  });

  it('writes an acronym typed in lower case in capitals, and leaves a compound of everyday words alone', () => {
    expect(writeLonger({ ...target, purpose: 'get funding to scale our sms appointment reminders' }).note).toContain(
      'our SMS appointment reminders',
    );
    expect(note('Physio. I have my own gps vests for the squad.')).toContain('GPS vests');
    expect(tieLonger('our kids are in the same class, we chat at drop-off most days')).toContain('at drop-off');
  });

  it('reads "works" after a person\'s name as the verb, not part of a firm\'s name', () => {
    expect(write(target, { name: 'Jess Kowal', context: 'jess works in HR at the college' }).note).toMatch(
      /Jess(?: Kowal)? works in HR/,
    );
  });

  it('reads a title typed after a slash before the business as the owner "of" it', () => {
    expect(note('chef/owner trattoria belli, 30 covers')).toContain('owner of Trattoria Belli');
  });
});

describe('how the sender knows the introducer, typed as a list', () => {
  it('says where and when two people worked together as a sentence', () => {
    expect(tie('old coworker, zara vigo 2012-15')).toContain(
      'Jo Park and I worked together at Zara Vigo from 2012 to 2015.',
    );
    expect(tie('ex-colleague, Leeds housing dept 2016-2019')).toContain(
      'Jo Park and I worked together at the Leeds housing department from 2016 to 2019.',
    );
  });

  it('puts what the introducer is, typed after a comma, beside their name', () => {
    expect(tie("jo's one of my patients, retired dentist")).toContain(
      'Jo Park, a retired dentist, is one of my patients.',
    );
    // A place, or when, is not what they are.
    expect(tie('my neighbour, Leeds')).not.toContain('Jo Park, Leeds,');
    expect(tie('my client, knee surgery last year')).not.toMatch(/Jo Park, an? knee/);
  });
});

describe('counts typed as fragments, said as sentences', () => {
  const offer = (value_add: string) => write({ ...target, value_add }).note;

  it('gives a count and what the sender did to it a subject and a verb', () => {
    expect(note('Freelance photographer. 200+ weddings shot, mostly outdoors.')).not.toContain('weddings shot');
    expect(note('Roofer in Hull. 300 roofs fitted since 2015.')).toContain("I've fitted 300 roofs since 2015.");
    expect(note('Founder of Tallow Soap. 12,000 bars sold so far.')).toContain("We've sold 12,000 bars so far.");
    expect(note('Builder. 6 extensions completed last year.')).toContain('I completed 6 extensions last year.');
    // What others did ("hires approved"), and what those counted did ("teams signed up"), stay as typed.
    expect(note('Hiring manager at Lumo. 8 hires approved this year.')).not.toContain("I've approved");
    expect(note('Coach. 22 teams signed up.')).toContain('22 teams signed up.');
  });

  it('says what a count lets the sender do, and how the sender stands', () => {
    expect(offer('3 vans so can cover the whole county')).toContain('I have 3 vans, so I can cover the whole county.');
    expect(offer('120 members so good reach')).toContain('I have 120 members, which gives me good reach.');
    expect(note('Electrician in Derby. fully qualified + insured.')).toContain("I'm fully qualified and insured.");
  });

  it('joins a clause typed after a count, and writes years "of" experience', () => {
    expect(offer('300 clinics already using it, no-show rate dropped from 20% to 9%')).toContain(
      'I have 300 clinics already using it, and the no-show rate dropped from 20% to 9%.',
    );
    expect(offer('6 yrs site experience, can start monday')).toContain('6 years of site experience');
    expect(offer('6 yrs site experience, can start monday')).not.toContain('6-year');
  });
});

describe('more of what hurried users type', () => {
  it("says a product standing of the product, and a wish after the note's question as its own sentence", () => {
    expect(note('Founder of Ossicle. We make hearing-test kits. FDA cleared, in use at 5 clinics.')).toContain(
      "It's FDA cleared and in use at 5 clinics.",
    );
    const { note: text } = write({
      name: 'Ana Ruiz',
      purpose: 'ask about a trial shift?? want to learn pastry properly',
    });
    expect(text).not.toMatch(/\?\s+and\b/);
    expect(text).toContain("Could I ask you about a trial shift? I'd love to learn pastry properly.");
  });

  it('says how the sender feels about doing something with "I\'d be"', () => {
    expect(write({ ...target, value_add: 'can do evenings, happy to start on a trial basis' }).note).toContain(
      "I'd be happy to start on a trial basis.",
    );
  });

  it('keeps a sentence typed with its own verb as typed, not "does" or after a dash', () => {
    const text = note('Nurse in Bristol. Most of my patients are over 80.');
    expect(text).toContain('Most of my patients are over 80.');
    expect(text).not.toMatch(/does over|— most/);
  });

  it('makes an organisation one ("has", not "have"), and "there sites" theirs', () => {
    const { toIntroducer } = write({
      name: 'Clara Hoff',
      relevance: 'programme lead at Rotwald Festival. they have a jazz strand every year',
      purpose: 'ask about the jazz strand',
    });
    expect(toIntroducer).toMatch(/(?:Rotwald Festival has|They have) a jazz strand every year/);
    expect(toIntroducer).not.toContain('Rotwald Festival have');
    expect(write({ ...target, relevance: 'runs 4 gyms. there websites are pretty old' }).toIntroducer).toMatch(
      /their websites are pretty old/i,
    );
  });

  it('keeps a participle about the thing just named with it ("done through WhatsApp")', () => {
    expect(note('Co-founder of Seedline: crop insurance for smallholders, done through SMS.')).not.toContain(
      'I have done',
    );
  });
});

describe("set15's list, read again at this session's code", () => {
  it('writes a club\'s letters in capitals and keeps a department after "director of" in lower case', () => {
    const { toIntroducer } = write({
      name: 'Rhys Evans',
      relevance: 'director of rugby @ pontcanna rfc, no physio for the junior section rn',
      purpose: 'offer pitchside cover',
    });
    expect(toIntroducer).toContain('Pontcanna RFC');
    expect(toIntroducer).toContain('director of rugby');
    expect(toIntroducer).toContain("and there's no physio for the junior section right now");
    // A list of terms keeps its commas.
    expect(write({ ...target, value_add: 'trade pricing, no minimum on the first order' }).note).not.toContain(
      "there's no minimum",
    );
  });

  it('joins where the introducer is now, and what they do, to the sentence about them', () => {
    expect(tie('jo did her MSc with me in 2019, now a planner at Arup')).toContain(
      'in 2019 and is now a planner at Arup.',
    );
    expect(tie("jo's my cousin, on the board of the food bank")).toContain(
      'my cousin and is on the board of the food bank.',
    );
    expect(tie("jo's a client, plays for the 2nd XV")).toContain('a client and plays for the 2nd XV.');
  });

  it('says a standing with its body, research "on" a topic, and what a tradesperson owns', () => {
    const text = note('Electrician, 10 yrs. NICEIC approved, Bristol. own van and tools. research on heat pumps');
    expect(text).toContain("I'm NICEIC approved");
    expect(note('Plumber. Water Safe registered, leeds.')).toContain("I'm Water Safe registered and based in Leeds.");
    expect(note('Plumber in Hull. own van and tools.')).toContain('I have my own van and tools.');
    expect(note('Lecturer in Leeds. research on urban heat (9 papers).')).toContain(
      'My research is on urban heat, with 9 papers.',
    );
    // A business typed in lower case after "own" is not a thing owned.
    expect(note('own tern and thistle, a small bakery in Leith')).not.toContain('I have my own tern');
  });

  it('gives the kids their teacher, and reads "pref" after "time" as preferably', () => {
    expect(tie('jo is my kids teacher at the primary school')).toContain("my kids' teacher");
    expect(write({ ...target, purpose: 'ask about a role, part time pref' }).toIntroducer).toContain(
      'part time preferably',
    );
  });
});

describe('an introducer met once, or long ago', () => {
  const once = (target: { name: string; purpose: string }) =>
    write(
      target,
      { name: 'Ines Wolf', context: 'we met once at a housing conference in Vienna last spring' },
      {
        name: 'Mira Holt',
        bio: 'Housing officer at Leeds City Council. I run the empty homes programme.',
      },
    );

  it('says they have met only once, with the easy out, and keeps the meeting in the note', () => {
    const { toIntroducer, note: text } = once({ name: 'Dr. Ann Berg', purpose: 'ask about her vacancy study' });
    expect(toIntroducer).toContain("I know we've only met once, so if you'd rather not, I completely understand.");
    expect(text).toContain('met once at a housing conference in Vienna');
    expect(text).not.toContain('only met once');
  });

  it('ends the check at its question mark, not at the point of "Dr."', () => {
    const { toIntroducer } = once({ name: 'Dr. Ann Berg', purpose: 'ask about her vacancy study' });
    expect(toIntroducer).toMatch(/Dr\. Berg[^?]*\? I know we've only met once/);
    expect(toIntroducer).not.toMatch(/Dr\. I know/);
  });

  it('reminds the introducer who the sender is, without the name they already know', () => {
    const { toIntroducer } = once({ name: 'Dr. Ann Berg', purpose: 'ask about her vacancy study' });
    expect(toIntroducer).toContain("I'm a housing officer at Leeds City Council.");
    // Not to an introducer the sender knows well.
    const close = write(
      { name: 'Dr. Ann Berg', purpose: 'ask about her vacancy study' },
      { name: 'Ines Wolf', context: 'my manager for 5 years' },
      { name: 'Mira Holt', bio: 'Housing officer at Leeds City Council.' },
    ).toIntroducer;
    expect(close).not.toContain("I'm a housing officer");
  });
});

describe('the offer and the purpose, said twice in other words', () => {
  it('says the offer to the introducer in other words than the note', () => {
    const { toIntroducer, note: text } = write({
      ...target,
      value_add: 'free 60-day pilot, can share results from 3 other sites',
    });
    expect(text).toContain("I'd be glad to run a free 60-day pilot.");
    // ("I'd offer …" to the introducer, who is not the one to take it, was quoted in 86% of the readings
    // that had it: the offer is in the note only.)
    expect(toIntroducer).not.toMatch(/I'd offer|I can offer|glad to run/);
    const glad = write({ ...target, value_add: 'happy to share our yield data' });
    expect(glad.toIntroducer).toMatch(/(?:I|We)'d be glad to share our yield data\./);
    expect(glad.note).toMatch(/(?:I|We)'d be happy to share our yield data\./);
  });

  it('never says the purpose in the note as the message to the introducer did', () => {
    for (let i = 0; i < 12; i++) {
      const { toIntroducer, note: text } = write({
        name: `Ana Ruiz${'x'.repeat(i)}`,
        purpose: 'compare notes on cold-chain pilots',
      });
      const said = /I'd like to compare notes[^.]*\./.exec(toIntroducer)?.[0];
      if (said) expect(text).not.toContain(said.replace(/with \w+/, 'with you'));
    }
  });
});

describe('who the target is, said on the ask', () => {
  it('keeps an appositive inside the clause, and reads a verb the tagger took for a noun', () => {
    expect(
      write({
        name: 'Anna Berg',
        relevance: 'Anna owns Tove, a plant shop in Malmö.',
        purpose: 'ask about stocking our pots',
      }).toIntroducer,
    ).toContain('Anna Berg, who owns Tove, a plant shop in Malmö?');
    expect(
      write({
        name: 'Yaw Mensah',
        relevance: 'Yaw programmes the new autumn season at the Kiln Theatre.',
        purpose: 'pitch our play',
      }).toIntroducer,
    ).toContain('Yaw Mensah, who programmes the new autumn season at the Kiln Theatre?');
    // Not one with a verb after its appositive.
    expect(
      write({
        name: 'Olu Bada',
        relevance: 'Olu is a buyer for Pell & Co, a merchant with 8 shops and lists a lot of cider.',
        purpose: 'send samples',
      }).toIntroducer,
    ).not.toContain('who is a buyer for Pell & Co, a merchant');
  });

  it('writes a purpose typed with a capital in lower case, unless it is a name', () => {
    expect(write({ ...target, purpose: "Volunteer our clinic's team at their screening days" }).toIntroducer).toContain(
      "I'd like to volunteer our clinic's team",
    );
  });
});
