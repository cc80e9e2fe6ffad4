/**
 * Session 11's mends (bench/RESULTS.md, "Session 11"): classes of defect the readers of set9 named,
 * mended where they arise rather than for one request. Standings and describing participles after
 * "I", "only know him" with an adverb first, the article that agrees with its word, and countries,
 * continents and regions typed in lower case. Each asserted as the sentence a reader sees, on inputs
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { agreeArticles } from './sane';
import { write } from './write-for-test';

const target = {
  name: 'Maeve Doyle',
  relevance: 'facilities manager at Corrib Clinics',
  purpose: 'bid on the cleaning contract',
};

describe('a participle typed first is not a verb with "I" before it', () => {
  it('says standings with "I\'m", in the value and in the bio', () => {
    const { note } = write(
      { ...target, value_add: 'bonded & insured, bilingual crew' },
      { name: 'Cathal', context: 'my cousin' },
      { name: 'Rosa Ibarra', bio: 'own a cleaning company. insured and bonded' },
    );
    expect(note).toContain("I'm bonded and insured.");
    expect(note).toContain("I'm insured and bonded.");
    expect(note).not.toMatch(/\bI (?:insured|bonded)\b/);
  });

  it('says "sworn translator" as what the sender is, and "fixed monthly fee" as what they offer', () => {
    const translator = write({ ...target, value_add: 'sworn translator so filings are accepted in court' }).note;
    expect(translator).toContain("I'm a sworn translator");
    const fee = write({ ...target, value_add: 'we do payroll for 30 firms, fixed monthly fee' }).note;
    expect(fee).toContain('a fixed monthly fee');
    expect(fee).not.toMatch(/\bI fixed|I'm a fixed/);
  });
});

describe('how the sender knows the introducer, typed without "I"', () => {
  it('reads "only know him through the Discord" with the sender as the subject, and names the introducer in the note', () => {
    const { note } = write(target, { name: 'Lars Berg', context: 'only know him thru the freediving discord' });
    expect(note).toContain('I only know Lars Berg through the freediving Discord');
    expect(note).not.toMatch(/Lars Berg only know/);
  });
});

describe('the article agrees with its word', () => {
  it('writes "an expected goals model" and "a user", and leaves names and figures alone', () => {
    expect(agreeArticles('I built a expected goals model for a user study.')).toBe(
      'I built an expected goals model for a user study.',
    );
    expect(agreeArticles('We closed our Series A in May and I run FP&A.')).toBe(
      'We closed our Series A in May and I run FP&A.',
    );
    expect(agreeArticles('An pilot with a 8-week trial.')).toBe('A pilot with a 8-week trial.');
  });
});

describe('countries, continents and regions typed in lower case', () => {
  it('writes them with their capitals', () => {
    const { note } = write(
      { ...target, relevance: 'leads agritech seed deals in east africa' },
      { name: 'Cathal', context: 'my cousin' },
      { name: 'Kai Reid', bio: 'solo dev. 11k users, mostly europe and japan' },
    );
    expect(note).toMatch(/Europe and Japan/);
  });
});

describe('a month typed in lower case', () => {
  it('is a month only as a whole word: "marüba" is not "Marchüba"', () => {
    const { toIntroducer } = write({ ...target, purpose: 'talk about 0 marüba, ideally in early mar' });
    expect(toIntroducer).toContain('marüba');
    expect(toIntroducer).toContain('early March');
  });
});

describe('what is said of the target’s organisation, and who said it', () => {
  it('keeps the organisation before a clause about it, and says who said it to the introducer as "as you mentioned"', () => {
    const { toIntroducer } = write(
      {
        name: 'Anneliese Vogt',
        relevance:
          'Operating partner at Greystoke Equity, which owns several food businesses and is hiring two CFOs, according to Malcolm.',
        purpose: 'be considered for one of the CFO roles',
      },
      { name: 'Malcolm Pryce', context: 'chaired my board for four years' },
    );
    expect(toIntroducer).toContain('an operating partner at Greystoke Equity, which owns several food businesses');
    expect(toIntroducer).toContain('two CFOs, as you mentioned.');
    expect(toIntroducer).not.toMatch(/partner, which|according to you|I know Anneliese is/);
  });
});

describe('a bio that opens with "I am a …"', () => {
  it('says what the sender is after their name, once', () => {
    const { note } = write(target, undefined, {
      name: 'Adaeze Bello',
      bio: 'I am a nurse practitioner with nine years in rural emergency care. I moved to BC last spring.',
    });
    expect(note).toContain("I'm Adaeze Bello, a nurse practitioner with nine years in rural emergency care.");
    expect(note).not.toMatch(/I'm Adaeze Bello\. I am/);
  });

  it('keeps "the" for a role there is one of', () => {
    const { note } = write(target, undefined, {
      name: 'Thandiwe Mokoena',
      bio: "I'm the artistic director of Ubuntu Stage, a youth theatre in Soweto.",
    });
    expect(note).toContain("I'm Thandiwe Mokoena, the artistic director of Ubuntu Stage");
  });
});

describe('what the session 11 review found, kept as it should be', () => {
  it('leaves "series a", "plan a or plan b" and "a NASA engineer" alone', () => {
    expect(agreeArticles('We are raising our series a in March, plan a or plan b.')).toBe(
      'We are raising our series a in March, plan a or plan b.',
    );
    expect(agreeArticles('I was a NASA engineer and took a U-turn.')).toBe('I was a NASA engineer and took a U-turn.');
  });

  it('keeps "I am a …" as typed when what follows is no role, or a clause', () => {
    const obsessed = write(target, undefined, {
      name: 'Alex Rivera',
      bio: 'I am a little obsessed with supply chains.',
    });
    expect(obsessed.note).not.toContain('Alex Rivera, a little');
    const clause = write(target, undefined, {
      name: 'Alex Rivera',
      bio: 'I am a nurse practitioner and have worked in urgent care.',
    });
    expect(clause.note).not.toContain('Alex Rivera, a nurse practitioner and have');
  });

  it('reads "fixed onboarding churn" as a verb and "dedicated account manager" as an offer', () => {
    expect(write({ ...target, value_add: 'fixed onboarding churn at Monzo last year' }).note).toContain(
      'I fixed onboarding churn at Monzo last year.',
    );
    expect(write({ ...target, value_add: 'dedicated account manager for every client' }).note).toContain(
      'I can offer a dedicated account manager',
    );
  });

  it('keeps "who" with the person, "chile" a pepper, and "and" in a firm in lower case', () => {
    const who = write({ ...target, relevance: 'head of ops at Corrib Clinics, who knows every supplier in Galway' });
    expect(who.toIntroducer).toContain('head of ops, who knows every supplier');
    expect(write({ ...target, purpose: 'pitch our green chile salsa' }).toIntroducer).toContain('green chile salsa');
    expect(
      write({ ...target, name: 'bill hartley', relevance: 'owns hartley and sons roofing' }).toIntroducer,
    ).toContain('Hartley and Sons Roofing');
  });

  it('says a source typed first with what it said, and standings before "and …" apart', () => {
    expect(
      write(
        { ...target, relevance: 'according to Cathal, she is hiring a cleaner' },
        { name: 'Cathal', context: 'my cousin' },
      ).toIntroducer,
    ).toContain("She's hiring a cleaner, as you mentioned.");
    expect(write({ ...target, value_add: 'certified, and happy to share our playbook' }).note).toContain(
      "I'm certified.",
    );
  });
});

describe('what a reader of set11 saw, mended where it arises', () => {
  it('keeps out what follows a request for discretion in the same sentence', () => {
    const { content } = write(target, {
      name: 'Elif Sahin',
      context: 'elif was my manager at garanti. pls keep it quiet that im looking, paylane doesnt know yet',
    });
    expect(content).not.toMatch(/doesn['’]?t know yet|keep it quiet/i);
    expect(content).toContain('was my manager at Garanti');
  });

  it('reads "pls intro, want to pitch …" as the pitch, and "set up a … internship pipeline" as a verb', () => {
    const pitch = write({ ...target, purpose: 'pls intro, want to pitch our linen rental' }).toIntroducer;
    expect(pitch).toContain('pitch our linen rental');
    expect(pitch).not.toMatch(/please intro|pls intro/i);
    const pipeline = write({ ...target, purpose: 'set up a paid internship pipeline' }).toIntroducer;
    expect(pipeline).toContain("I'd like to set up a paid internship pipeline");
  });
});
