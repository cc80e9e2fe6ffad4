/**
 * Session 15's mends, each a class of sentence the readers marked: first from set16's and set15's
 * defect lists (names typed in lower case, names the writer itself broke, fragments typed in a bio or
 * an offer, weak ties, the offer said twice), then from set17's and set18's (read at 84574b6 and
 * opened after: hard rules, "their" for "your", agreement with "you", fragments with "since").
 * bench/RESULTS.md, session 15, has the readings. Asserted as the sentence a reader sees, on inputs
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { write } from './write-for-test';

const target = { name: 'Oskar Lind', purpose: 'ask about supplying them' };
const note = (bio: string) => write(target, undefined, { name: 'Mira Holt', bio }).note;
const tie = (context: string) => write(target, { name: 'Jo Park', context }).note;

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
    expect(write({ ...target, relevance: 'grants officer at the pellow river foundation' }).toIntroducer).toContain(
      'the Pellow River Foundation',
    );
    expect(tie('we studied together, she is at the ministry of health now')).toContain('the Ministry of Health');
    expect(write({ ...target, relevance: 'buyer for marsh & co grocers, 12 stores' }).toIntroducer).toContain(
      'Marsh & Co Grocers',
    );
    expect(note('I run a bakery in leeds (little oven bakery).')).toContain('(Little Oven Bakery)');
  });

  it('leaves everyday phrases that end like an institution as typed', () => {
    expect(tie('we sit on the local community foundation board together')).toContain('the local community foundation');
    expect(tie('we both got grants from the same foundation')).toContain('the same foundation');
  });

  it('writes an acronym typed in lower case in capitals, and leaves a compound of everyday words alone', () => {
    expect(write({ ...target, purpose: 'get funding to scale our sms appointment reminders' }).note).toContain(
      'our SMS appointment reminders',
    );
    expect(note('Physio. I have my own gps vests for the squad.')).toContain('GPS vests');
    expect(tie('our kids are in the same class, we chat at drop-off most days')).toContain('at drop-off');
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
    expect(toIntroducer).toContain('Rotwald Festival has a jazz strand every year');
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
      'My research is on urban heat (9 papers).',
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
    expect(text).toContain('I can offer a free 60-day pilot.');
    expect(toIntroducer).toContain("I'd offer a free 60-day pilot.");
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
    expect(note('Mechanic, mostly toyota/vw.')).toContain('Toyota/VW');
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
