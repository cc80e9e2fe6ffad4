/**
 * What the proofreader and the blind readers of session 9 flagged (bench/RESULTS.md: readings y0-y1b on
 * set7, z0-z1b on set8): hurried fragments said as sentences, the note's question and what the
 * introducer said, whose fact it is (the organisation's or the person's), and what the introducer
 * already knows. Each asserted as the sentence a reader now sees. Names are in readings-names.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { write, writeLonger } from './write-for-test';

describe('hurried fragments said as sentences', () => {
  it('gives a demo rather than "I\'d like to demo of"', () => {
    const { toIntroducer, note } = write({
      name: 'Omar Haddad',
      relevance: 'ops director at Cedarline Clinics',
      purpose: 'demo of our rota planner',
    });
    expect(toIntroducer).toContain("I'd like to give Omar a demo of our rota planner.");
    expect(note).toContain('a demo of our rota planner');
    expect(note).not.toMatch(/like to demo of/);
  });

  it("says a role target's size and state of things as the organisation's", () => {
    const { toIntroducer } = write({
      name: 'whoever runs finance at bluewater foods',
      relevance: '~300 staff, invoicing still on spreadsheets',
      purpose: 'ask about their month-end close',
    });
    expect(toIntroducer).toContain('Bluewater Foods has about 300 staff');
    expect(toIntroducer).toMatch(/[Ii]nvoicing is still on spreadsheets\./);
    expect(toIntroducer).not.toContain('That person is about 300');
  });

  it('says a value typed as a clause in the past as it was typed, not after "I can offer"', () => {
    const { note } = write(
      {
        name: 'Lena Fischer',
        relevance: 'head of HR at Brandt Metall',
        purpose: 'show her our scheduling tool',
        value_add: '3 foundries in the region went live in a month — overtime went from 12% to 4%',
      },
      undefined,
    );
    expect(note).toContain('3 foundries in the region went live in a month.');
    expect(note).toContain('Overtime went from 12% to 4%.');
    expect(note).not.toContain('I can offer 3 foundries');
  });

  it("says what the sender pays now as the sender's state, not as a second wish", () => {
    const { toIntroducer } = write({
      name: 'Rhys Morgan',
      relevance: 'trade counter manager at Valleys Timber',
      purpose: 'open a trade account w/ better pricing on sheet materials, paying full retail atm',
    });
    expect(toIntroducer).toContain('open a trade account with better pricing on sheet materials.');
    expect(toIntroducer).toContain("I'm paying full retail at the moment.");
    expect(toIntroducer).not.toMatch(/like to pay full retail/);
  });

  it('writes out common shorthand and a range of months', () => {
    const { note } = write({ name: 'Ada Obi', purpose: 'ask about a summer placement' }, undefined, {
      name: 'Kofi Mensah',
      bio: 'biz owner, me + 2 guys. 4 client cos signed. free Jun-Aug',
    });
    // ("me + 2 guys" after the role is left out, as any fragment a sentence cannot carry: sender.ts afterRole.)
    expect(note).not.toMatch(/\+|—/);
    expect(note).toContain('4 client companies');
    expect(note).toContain('June to August');
  });

  it('keeps a department after "of" in lower case with the title, and a workplace abroad after "at"', () => {
    const { toIntroducer } = write({
      name: 'Ines Duarte',
      relevance: 'Head of Customer Experience at Solmar Hotels in Faro, and opened two hotels this year',
      purpose: 'ask about guest feedback tools',
    });
    expect(toIntroducer).toContain('head of customer experience');
    expect(toIntroducer).toContain('opened two hotels this year');
    const { note } = write({ name: 'Ines Duarte', purpose: 'ask about internships' }, undefined, {
      name: 'Tiago Sousa',
      bio: '2nd-year architecture student, Universidade do Porto.',
    });
    expect(note).toContain('a 2nd-year architecture student at Universidade do Porto.');
  });

  it('does not read "till" as part of an organisation typed in lower case', () => {
    const { note } = write(
      { name: 'Ada Obi', purpose: 'ask about a role' },
      {
        name: 'Ben Cole',
        context: 'he was my team lead at greyform labs till 2022',
      },
    );
    expect(note).toContain('Greyform Labs till 2022');
  });
});

describe('a hurried bio and relationship, read whole', () => {
  it('reads the role before its years, and the field the experience is in', () => {
    const { note } = write({ name: 'Ada Obi', purpose: 'ask about freelance work' }, undefined, {
      name: 'Lou Marin',
      bio: 'sound designer 9 yrs, mostly games + trailers',
    });
    expect(note).toContain("I'm Lou Marin, a sound designer with 9 years of experience, mostly in games and trailers.");
  });

  it('says "Jess and I" and keeps who did what apart', () => {
    const { note } = write(
      { name: 'Ada Obi', purpose: 'ask about freelance work' },
      {
        name: 'tom',
        context: 'tom & i were runners on the same film in 2019, hes a line producer at brightmoor now',
      },
    );
    expect(note).toContain('Tom and I were runners on the same film in 2019.');
    expect(note).not.toMatch(/in 2019 and is a/);
  });

  it('gives a length of time its "for"', () => {
    const { note } = write(
      { name: 'Ada Obi', purpose: 'ask about a role' },
      {
        name: 'Ben Cole',
        context: 'Ben has run the Corner Deli about 6 years and buys my bread',
      },
    );
    expect(note).toContain('for about 6 years');
  });
});

describe('the note asks its question directly', () => {
  it('asks "Are you …, and would you …?" rather than "Could I ask whether you …"', () => {
    const { note } = write({
      name: 'Maya Cohen',
      relevance: 'head of data at Orbitline',
      purpose: 'ask whether she is hiring engineers, and whether she would consider someone part-time',
    });
    expect(note).toContain('Are you hiring engineers, and would you consider someone part-time?');
    expect(note).not.toContain('Could I ask whether');
    // The question is the call to action: no stock request for a call after it.
    expect(note).not.toMatch(/short call|brief chat|time to talk/);
  });

  // Session 13: a short subject and its modal are turned round ("Could I ask whether our farm could
  // join" was marked awkward by both set12 readers); what is not such a clause keeps "Could I ask whether".
  it('asks a clause about the organisation directly, and keeps "Could I ask whether" for the rest', () => {
    const { note } = write({
      name: 'Maya Cohen',
      relevance: 'head of data at Orbitline',
      purpose: 'ask whether Orbitline would sponsor our meetup',
    });
    expect(note).toContain('Would Orbitline sponsor our meetup?');
    const { note: before } = write({
      name: 'Maya Cohen',
      relevance: 'head of data at Orbitline',
      purpose: 'ask whether my background would fit the role before I apply',
    });
    expect(before).toContain('Could I ask whether my background would fit the role before I apply?');
  });

  it('says what the sender is doing now as a state, not as help offered', () => {
    const { note } = write({
      name: 'Maya Cohen',
      purpose: 'ask about machinist roles',
      value_add: 'doing an evening German course now',
    });
    expect(note).toContain("I'm doing an evening German course now.");
  });
});

describe('a bio typed as a profile headline, and short sentences about the sender', () => {
  it('reads "Title | Skill | Skill | Ex-Company | Open to work" as sentences', () => {
    const { note } = write({ name: 'Ada Obi', purpose: 'ask about the data team' }, undefined, {
      name: 'Wei Lun Tan',
      bio: 'Data Engineer | Stream Processing | Kafka | Snowflake | Ex-Grab | Open to work',
    });
    expect(note).toContain("I'm Wei Lun Tan, a data engineer.");
    expect(note).toContain('I was at Grab');
    expect(note).toContain('I work with stream processing, Kafka and Snowflake.');
    expect(note).toContain("I'm open to new roles.");
  });

  it('leaves a bio with a sentence between its bars as typed', () => {
    const { note } = write({ name: 'Ada Obi', purpose: 'ask about the data team' }, undefined, {
      name: 'Wei Lun Tan',
      bio: 'Helping clinics spend less time on paperwork | Ex-NHS ward clerk | Leeds',
    });
    expect(note).not.toContain('I work with');
    expect(note).not.toContain('previously at');
  });

  it('joins two short sentences about the sender, two at a time', () => {
    const { note } = write({ name: 'Ada Obi', purpose: 'ask about apprenticeships' }, undefined, {
      name: 'Kai Lowe',
      bio: "I'm 18. I just finished my electrical level 2. I'm looking for an apprenticeship. I can start in June.",
    });
    expect(note).toContain("I'm 18 and just finished my electrical level 2.");
    expect(note).toContain("I'm looking for an apprenticeship and can start in June.");
  });

  it('keeps an activity after "at" in lower case, and writes a place after "across" as a name', () => {
    const { note } = write({ name: 'Ada Obi', purpose: 'ask about cheese' }, undefined, {
      name: 'Kai Lowe',
      bio: 'dairy farmer. looking at diversifying into cheese. we sell across leeds and harrogate',
    });
    expect(note).toContain('looking at diversifying into cheese');
    expect(note).toContain('across Leeds and Harrogate');
  });
});

describe('whose fact it is: the organisation or the person', () => {
  it("says what happened to a role target's organisation as the organisation's", () => {
    const { toIntroducer } = write({
      name: 'whoever runs IT at Halden Logistics',
      relevance: 'got hit by ransomware in March',
      purpose: 'ask about their backup setup',
    });
    expect(toIntroducer).toContain('Halden Logistics got hit by ransomware in March.');
    expect(toIntroducer).not.toContain('That person got hit');
  });

  it('keeps what the person in the role does as theirs', () => {
    const { toIntroducer } = write({
      name: 'whoever buys produce at Greenway Markets',
      relevance: 'decides on all new suppliers',
      purpose: 'ask about supplying them',
    });
    expect(toIntroducer).not.toContain('Greenway Markets decides');
  });

  it("says a named person's organisation is the one expanding", () => {
    const { toIntroducer } = write({
      name: 'Youssef Amrani',
      relevance: 'design director at Souqline, expanding to the Gulf next year',
      purpose: 'ask about design roles',
    });
    expect(toIntroducer).toMatch(/(?:Souqline is|They're) expanding to the Gulf next year/);
    expect(toIntroducer).not.toContain('Youssef is expanding');
  });

  it('gives "director of" a named organisation its "the", and keeps the organisation\'s capitals', () => {
    const { toIntroducer } = write({
      name: 'Leila Rahimi',
      relevance: 'Medical Director of Sunrise Clinics. She started their telehealth program in 2021 and still runs it.',
      purpose: 'ask about telehealth',
    });
    expect(toIntroducer).toContain('medical director of Sunrise Clinics');
    expect(toIntroducer).not.toContain('sunrise clinics');
  });

  it('says "your first investment" in the note where "their" can only be the reader\'s', () => {
    const { note } = write({
      name: 'Inge Berg',
      relevance: 'partner at Fjordline Ventures',
      purpose: 'pitch our seed round',
      value_add: "We'd be their first enzymatic recycling investment",
    });
    expect(note).toContain("We'd be your first enzymatic recycling investment.");
  });
});

describe('offers and second purposes said as the sender would', () => {
  const target = (value_add: string, purpose = 'pitch our seed round') => ({
    name: 'Inge Berg',
    relevance: 'partner at Fjordline Ventures',
    purpose,
    value_add,
  });

  it('splits "… and happy to …" and says what the sender has done with "have"', () => {
    expect(write(target('never told the story publicly and happy to share real numbers')).note).toContain(
      "I've never told the story publicly. I'd be happy to share real numbers.",
    );
    expect(write(target('got my own van and a full licence')).note).toContain(
      "I've got my own van and a full licence.",
    );
    expect(write(target('Round is 60% committed')).note).toContain('Our round is 60% committed.');
  });

  it('says a second purpose in -ing as what the sender is doing, and hopes once', () => {
    const doc = write({
      name: 'Claire Dubois',
      relevance: 'commissioning editor at Southern Light TV',
      purpose: 'pitch my feature doc, looking for a broadcast commission',
    });
    expect(doc.toIntroducer).toContain("I'm looking for a broadcast commission.");
    expect(doc.toIntroducer).not.toContain("I'd also like to look for");
    const hope = write({
      name: 'Raj Iyer',
      relevance: 'EM at Zentrix',
      purpose: "hoping he'd consider me for the SRE role",
    });
    expect(hope.toIntroducer.match(/hoping/g)?.length).toBe(1);
  });
});

describe('a bio with no role to hang its fragments on', () => {
  const note = (bio: string) =>
    write({ name: 'Ada Obi', purpose: 'ask about internships' }, undefined, { name: 'Lin Ho', bio }).note;

  it('says a retirement as a sentence, and a year of study as a student', () => {
    expect(note('retired after 30 years as a teacher with the county')).toContain(
      "I'm Lin Ho, and I retired after 30 years as a teacher with the county.",
    );
    expect(note('2nd yr biology at University of leeds, looking for lab work')).toContain(
      "I'm Lin Ho, a 2nd-year biology student at the University of Leeds.",
    );
  });

  it('writes "data eng" after "in" as the field, and before a role as the engineer', () => {
    expect(note('looking for an internship in ML or data eng')).toContain('in ML or data engineering');
    expect(note('senior data eng at Kestrel')).toContain('senior data engineer at Kestrel');
  });
});

describe('what the introducer said, and how they met', () => {
  it('says what the introducer told the sender as "You mentioned", not as a reason to ask them', () => {
    const { toIntroducer } = write(
      {
        name: 'Helen Price',
        relevance: 'Alison tells me she set up the Stroud seed library and it still runs',
        purpose: 'ask how she started it',
      },
      { name: 'Alison Reed', context: 'we sing in the same choir' },
    );
    expect(toIntroducer).toContain('You mentioned she set up the Stroud seed library and it still runs.');
    expect(toIntroducer).not.toMatch(/Since you tell me/);
  });

  it('asks "Could I shadow …?" directly, and does not greet a mentorship as a meeting', () => {
    const shadow = write({
      name: 'Dr. Ruth Amos',
      relevance: 'GP at Hillside Surgery',
      purpose: 'ask whether I could shadow at the surgery for a week',
    });
    expect(shadow.note).toContain('Could I shadow at the surgery for a week?');
    const { toIntroducer } = write(
      { name: 'Michael Chen', purpose: 'ask for advice on the licensing exam' },
      { name: 'Priya Nair', context: 'we met through the newcomer mentorship program' },
    );
    expect(toIntroducer).not.toContain('It was great to meet you through');
  });
});

describe('typos, days, dates and platforms as written', () => {
  it('corrects common misspellings and writes days, dates and platforms out', () => {
    const { note } = write({ name: 'Ada Obi', purpose: 'ask about the autum programme' }, undefined, {
      name: 'rj nolan',
      bio: 'indepedent bookkeeper, xero certified. youth club on wed nights. grant due 31 jan',
    });
    expect(note).toContain('independent bookkeeper');
    expect(note).toContain('Xero');
    expect(note).toContain('Wednesday nights');
    expect(note).toContain('31 January');
    expect(note).toContain('autumn');
    expect(note).toContain("I'm RJ Nolan");
    expect(note).not.toMatch(/\bST\b/);
  });

  it("says a retirement in the past, and a size as the reader's own in the note", () => {
    const { note } = write(
      {
        name: 'Pete Alvarez',
        relevance: 'CEO of CareBridge Home Health',
        purpose: 'give him a demo',
        value_add: 'agencies their size cut overtime by 18% on our tool',
      },
      undefined,
      { name: 'Marcus Hale', bio: 'retired in May, working on my PMP now' },
    );
    expect(note).toContain('I retired in May');
    expect(note).toContain('Agencies your size');
  });
});

describe('why the note reached the reader', () => {
  it('tells the reader what the introducer said about them, as "you"', () => {
    const { note } = write(
      {
        name: 'Wanjiru Kamau',
        relevance: 'Head of Analytics at Pesaflow. Tunde mentioned that she is building a new fraud team.',
        purpose: 'ask whether she is hiring analysts',
      },
      { name: 'Tunde Bakare', context: 'he managed me at Crestline' },
    );
    expect(note).toContain('Tunde mentioned that you are building a new fraud team.');
    expect(note).not.toMatch(/\bshe\b/);
  });

  it('does not repeat what a friend said in confidence', () => {
    const { note } = write(
      {
        name: 'Lena Park',
        relevance: "staff engineer at Ferrous. Maya says she's been thinking about leaving",
        purpose: 'ask whether she would join us',
      },
      { name: 'Maya Ruiz', context: 'we studied together' },
    );
    expect(note).not.toContain('Maya mentioned');
    expect(note).not.toContain('leaving');
  });
});

describe('hurried bios and relationships of small businesses', () => {
  it('reads "own business 4 yrs" as running one, and a firm after "run" as a name', () => {
    const { note } = write({ name: 'Ada Obi', purpose: 'ask about subcontracting' }, undefined, {
      name: 'Brodie Ng',
      bio: 'electrician, own business 6 yrs. i run sparkwell electrics - mostly rewires, plates, boards from our yard in lara',
    });
    expect(note).toContain("I've run my own business for 6 years");
    expect(note).toContain('Sparkwell Electrics');
    expect(note).toContain('in Lara');
    expect(note).not.toMatch(/\bIt boards\b|owned business/);
  });

  it('says how long two people have been neighbours, and what the introducer did, joined', () => {
    const neighbours = write(
      { name: 'Ada Obi', purpose: 'ask about work' },
      {
        name: 'Sharon Pike',
        context: 'neighbour ~5 yrs, she does the books for a builder',
      },
    ).note;
    expect(neighbours).toContain('Sharon Pike and I have been neighbours for about 5 years.');
    const photographer = write(
      { name: 'Ada Obi', purpose: 'ask about the feature' },
      {
        name: 'Diego Ruiz',
        context: 'diego is a food photographer, shot our menu last yr',
      },
    ).note;
    expect(photographer).toContain('is a food photographer and shot our menu last year.');
  });
});

describe("a founder's product and a purpose typed as a bare verb", () => {
  it("says what a founder's company makes, and shows it to a buyer rather than selling at them", () => {
    const { note, toIntroducer } = write(
      { name: 'the head of procurement at Nordvik Steel', purpose: 'sell our crane inspection service' },
      undefined,
      { name: 'Lars Berg', bio: 'cofounder of Liftcheck. sensors that spot crane wear early' },
    );
    expect(note).toContain('We make sensors that spot crane wear early.');
    expect(note).toContain("I'd love to show you our crane inspection service.");
    expect(toIntroducer).toContain('offer them our crane inspection service');
  });

  it('reads "request access to …" and "recruit …" as what the sender wants to do', () => {
    const { toIntroducer } = write({ name: 'Grace Achieng', purpose: 'request access to the trauma registry data' });
    expect(toIntroducer).toContain("I'd like to request access to the trauma registry data.");
    expect(toIntroducer).not.toContain('about request');
  });
});

describe('what the introducer already knows, and the only ask', () => {
  it('does not tell the introducer that the target is their colleague or stockist', () => {
    const { toIntroducer } = write(
      {
        name: 'Dr. Femi Adebayo',
        relevance: 'network planner at a DNO, your colleague, knows the queue inside out',
        purpose: 'ask for an interview',
      },
      { name: 'Nadia Karim', context: 'old friend from uni' },
    );
    expect(toIntroducer).not.toContain('your colleague');
    expect(toIntroducer).toContain('knows the queue inside out');
  });

  it('says a purpose typed after its context without "also", and "we lost touch" as the two of them', () => {
    const { toIntroducer } = writeLonger({
      name: 'Coach Reyes',
      relevance: 'runs the U12 girls team at Eastfield FC',
      purpose: 'my son Leo really wants to play but we missed tryouts. ask if he could come to a practice',
    });
    expect(toIntroducer).toContain("I'd like to ask if he could come to a practice.");
    expect(toIntroducer).not.toContain("I'd also like");
    const { note } = writeLonger(
      { name: 'Ada Obi', purpose: 'ask about work' },
      {
        name: 'Laura Bianchi',
        context: 'same MA program at Middlebury, lost touch for a few years, reconnected at the ATA conference',
      },
    );
    expect(note).toContain('Laura Bianchi and I were in the same MA program at Middlebury');
    expect(note).toMatch(/[Ww]e lost touch for a few years/);
    expect(note).not.toContain('I lost touch');
  });
});

describe('a relationship typed with a capital at its start', () => {
  it('writes "Met at BIO-Europe" mid-sentence in lower case', () => {
    const { note } = write(
      { name: 'Ada Obi', purpose: 'ask about the lab' },
      {
        name: 'Dr. Yerlan Abenov',
        context: 'Met at BIO-Europe 2023, kept in touch',
      },
    );
    expect(note).toContain('Dr. Yerlan Abenov and I met at BIO-Europe 2023.');
  });
});

describe("results, the reader's own, and what the sender did for the introducer", () => {
  const target = (value_add: string) => ({
    name: 'Inge Berg',
    relevance: 'partner at Fjordline Ventures',
    purpose: 'pitch our seed round',
    value_add,
  });

  it("says a result with its own verb as typed, and a past result as the sender's", () => {
    expect(write(target('our pilot in Łódź cut average wait times from 40 to 15 minutes')).note).toContain(
      'Our pilot in Łódź cut average wait times from 40 to 15 minutes.',
    );
    expect(write(target('cut month-end close from 9 days to 4')).note).toContain(
      'I cut month-end close from 9 days to 4.',
    );
  });

  it('says "your" for what can only be the reader\'s, after a quantity or a name', () => {
    expect(write(target('it fits their East and West Africa focus')).note).toContain('your East and West Africa focus');
    expect(write(target('lots of their guests ask for vegan options')).note).toContain(
      'Lots of your guests ask for vegan options.',
    );
  });

  it('joins who the introducer is with what they do, and names them in what the sender did for them', () => {
    const neighbour = write(
      { name: 'Ada Obi', purpose: 'ask about rooms' },
      {
        name: 'Pétur Jónsson',
        context: 'neighbour, lives in the flat above the bakery',
      },
    ).note;
    expect(neighbour).toContain('Pétur Jónsson is my neighbour and lives in the flat above the bakery.');
    const novels = write(
      { name: 'Ada Obi', purpose: 'ask about translation work' },
      {
        name: 'Giorgio Bellandi',
        context: 'translated two of his novels',
      },
    ).note;
    expect(novels).toContain("I translated two of Giorgio Bellandi's novels.");
    expect(novels).not.toContain('Giorgio Bellandi and I translated');
  });
});

describe('more shorthand from hurried bios', () => {
  it('writes "mom" after a share, a lone "w" and "for like 3 years" out, and a company\'s growth with "we"', () => {
    const { note } = write({ name: 'Ada Obi', purpose: 'ask about seed funding' }, undefined, {
      name: 'Omar Said',
      bio: 'founder of Rivo. growing 14% mom, 100+ interviews w gulf users. built apps for like 3 years',
    });
    expect(note).toContain("We're growing 14% month-over-month");
    expect(note).toContain('interviews with gulf users');
    expect(note).toContain('for about 3 years');
    expect(note).not.toMatch(/\bmom\b|\bw\b|like 3/);
  });
});

describe('what the introducer already knows about the target', () => {
  it("does not recite the target's job when the organisation is named and a reason follows", () => {
    const { toIntroducer } = write({
      name: 'Wanjiru Kamau',
      relevance: 'Head of Analytics at Pesaflow in Nairobi. Sam mentioned that she is building a new credit risk team.',
      purpose: 'ask whether she is hiring analysts',
    });
    expect(toIntroducer).toContain('Wanjiru Kamau at Pesaflow');
    expect(toIntroducer).toContain('You mentioned that she is building a new credit risk team.');
    expect(toIntroducer).not.toMatch(/Wanjiru is head of analytics/i);
  });
});

describe('a count typed as who the target is, and a slot to speak in', () => {
  it('says "Denise has 40 apartment buildings", not "Denise is 40 apt buildings"', () => {
    const { toIntroducer } = write({
      name: 'Denise Carter',
      relevance: '40 apt buildings around the lake',
      purpose: 'ask about managing her properties',
    });
    expect(toIntroducer).toMatch(/Denise(?: Carter, who)? has 40 apartment buildings around the lake[.?]/);
    expect(toIntroducer).not.toMatch(/Denise Carter, 40|Denise is 40/);
  });

  it('reads "speak slot at RS 2026" as getting a speaking slot', () => {
    const { toIntroducer } = write({
      name: 'Dana Lee',
      relevance: 'programme chair of RS 2026',
      purpose: 'speak slot at RS 2026',
    });
    expect(toIntroducer).toContain("I'd like to get a speaking slot at RS 2026.");
  });
});

describe('arrows and hours', () => {
  it('writes "9 days -> 2" as "9 days to 2", and "1 hr" as an hour, not HR', () => {
    const { note } = write({
      name: 'Inge Berg',
      relevance: 'partner at Fjordline Ventures',
      purpose: 'pitch our seed round',
      value_add: 'cut month-end close from 9 days -> 2, reports in under 1 hr',
    });
    expect(note).toContain('from 9 days to 2');
    expect(note).toContain('under 1 hour');
    expect(note).not.toMatch(/->|1 HR/);
  });
});
