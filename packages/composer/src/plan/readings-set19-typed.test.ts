/**
 * Session 16's mends to what people type in the fields, from set19's defect lists (and set17's and
 * set18's, for sentences still broken at the session's start): bios typed as a role or a business,
 * firms typed in lower case, shorthand, counts, and what is offered. The note's relationship and the
 * reader's side are in readings-set19.test.ts. Asserted as the sentence a reader sees, on inputs
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { noteForBio, noteForTie, write } from './write-for-test';

const target = { name: 'Oskar Lind', purpose: 'ask about supplying them' };
const tie = (context: string) => noteForTie(target, context);
const bio = (typed: string) => noteForBio(target, typed);

describe('a bio typed as a role and its years, not a bracket after the name', () => {
  it('says the role with its years and what it is mostly', () => {
    expect(bio('mechanic 9 years, own garage in Soweto, mostly Ford/Mazda')).toContain(
      "I'm Mira Holt, a mechanic with 9 years of experience, mostly in Ford and Mazda.",
    );
    expect(bio('A-grade sparky 4 years, domestic rewires mostly')).toContain(
      "I'm Mira Holt, an A-grade sparky with 4 years of experience, mostly in domestic rewires.",
    );
  });

  it('reads a role in another language before its years', () => {
    expect(bio('fisioterapeuta 11 years')).toContain("I'm Mira Holt, a fisioterapeuta with 11 years of experience.");
  });

  it('says the place typed after the role as where the role is done', () => {
    expect(bio('session drummer Memphis, 12 years')).toContain(
      "I'm Mira Holt, a session drummer in Memphis with 12 years of experience.",
    );
    expect(bio('pastry chef Lyon, 8 yrs')).toContain(
      "I'm Mira Holt, a pastry chef in Lyon with 8 years of experience.",
    );
  });

  it('never puts the fragments in brackets after the name', () => {
    for (const typed of [
      'mechanic 9 years, own garage in Soweto',
      'fisioterapeuta 11 years',
      'session drummer Memphis, 12 years',
    ])
      expect(bio(typed)).not.toMatch(/I'm Mira Holt \(/);
  });
});

describe('a firm typed in lower case with an ampersand', () => {
  it('keeps the ampersand and the capitals of a firm the sender owns or runs', () => {
    expect(
      bio('own moss & marrow books in partick, glasgow. indie, 9 yrs, big poetry section, we do readings'),
    ).toContain("I'm Mira Holt, and I've owned Moss & Marrow Books in Partick, Glasgow, for 9 years. We do readings.");
    expect(bio('run hale roofing & guttering in wigan, 3 lads')).toContain('Hale Roofing & Guttering');
  });

  it('writes a firm named after "at" the same way wherever it is typed again', () => {
    const { content } = write({
      name: 'Dev Rao',
      relevance: 'buyer at linnet & crane',
      purpose: 'get some linnet & crane titles into our shop',
    });
    expect(content).toContain('Linnet & Crane titles');
    expect(content).not.toMatch(/linnet and crane/i);
  });

  it('still reads "&" between what a team does as "and"', () => {
    expect(bio('I run sales & marketing at Corvel')).toContain('sales and marketing');
  });
});

describe('shorthand set19 typed', () => {
  it('writes out "mkt", "nxt", "assoc", "insta" and a gluten-free "gf"', () => {
    const { content } = write(
      {
        name: 'Oskar Lind',
        purpose: 'get a stall at the farmers mkt nxt spring',
        value_add: 'we can do vegan + gf options',
      },
      { name: 'Jo Park', context: 'met at the traders assoc dinner' },
      { name: 'Mira Holt', bio: 'baker, 9k followers on insta' },
    );
    expect(content).toContain('farmers market next spring');
    expect(content).toContain('association');
    expect(content).toContain('Instagram');
    expect(content).toContain('gluten-free');
    expect(content).not.toMatch(/\b(?:mkt|nxt|assoc|insta|gf)\b/);
  });
});

describe('what is offered, and a guess about the target', () => {
  it('says "20+ log house restorations done" as what the sender has done', () => {
    const { content } = write({
      name: 'Oskar Lind',
      purpose: 'get on his list of joiners',
      value_add: '30+ sash window repairs done, can send photos',
    });
    expect(content).toContain("I've done 30+ sash window repairs.");
    expect(content).not.toMatch(/offer 30\+ sash window repairs done/);
  });

  it("leaves out a guess the sender marked as unsure, rather than saying it as the target's thought", () => {
    const { content } = write({
      name: 'Oskar Lind',
      relevance: 'architect at Fjell Studio, does lots of heritage work. think hes a partner now, not sure',
      purpose: 'get on his list of joiners',
    });
    expect(content).not.toMatch(/thinks he's a partner|not sure/);
    expect(content).toContain('heritage work');
  });
});

describe('counts and names set19 typed', () => {
  it('says a share of what was counted as "of them", and a record is no field of experience', () => {
    expect(bio('Cropwise texts farm prices to growers. 9,000 weekly users, 70% outside Nairobi.')).toContain(
      '9,000 weekly users, with 70% of them outside Nairobi',
    );
    const trucker = bio('owner operator out of tulsa, 1 reefer unit, 7 yrs, clean safety record, no claims');
    expect(trucker).not.toMatch(/experience in clean safety record/);
    expect(trucker).toContain('clean safety record');
  });

  it('writes the first words of a firm typed in lower case the same way where they are typed alone', () => {
    const { note } = write(
      { name: 'whoever does carrier sourcing at rio grande produce', purpose: 'get on their carrier list' },
      { name: 'Jo Park', context: 'jo dispatches for me. he used to haul for rio grande' },
    );
    expect(note).toContain('haul for Rio Grande');
  });
});

describe('what set18 and set19 typed about what is offered and who the target is', () => {
  it('keeps a participle on the sentence it describes, and no article before a plural on a route', () => {
    const { content } = write({
      name: 'Oskar Lind',
      purpose: 'ask if they would buy our oat milk',
      value_add: 'We can deliver 500 litres a week, collected separately from our main run.',
    });
    expect(content).toContain('500 litres a week, collected separately from our main run.');
    expect(content).not.toMatch(/I collected/);
    const route = write({
      name: 'Oskar Lind',
      purpose: 'talk about reefer capacity',
      value_add: 'steady return loads NL->PL',
    });
    expect(route.content).toMatch(/offer steady return loads NL to PL/);
  });

  it('says a target on a team is on it', () => {
    const { toIntroducer } = write({
      name: 'Oskar Lind',
      relevance: 'data team at the Malmö city council',
      purpose: 'compare notes on open data',
    });
    expect(toIntroducer).toContain('on the data team at');
    expect(toIntroducer).not.toMatch(/is a data team/);
  });
});

describe('set17 sentences still broken at the session start', () => {
  it('says what is the target\'s, "now" with "is", one verb for one person, and notice of weeks', () => {
    const lab = write({
      name: 'Professor Ana Lund',
      relevance: 'her lab at Uppsala University does ML for birdsong',
      purpose: 'ask about a visit',
    });
    expect(lab.toIntroducer).toContain('Her lab at Uppsala University does ML for birdsong.');
    expect(lab.toIntroducer).not.toMatch(/who is her lab/);
    const now = write({
      name: 'Ken Ito',
      relevance: "Jo's old teammate, now head of scouting at a league club",
      purpose: 'ask about trials',
    });
    expect(now.toIntroducer).toContain('Ken is now head of scouting');
    const they = write({
      name: 'Ines Moreau',
      relevance: 'Ines is development director at Verdal Homes',
      purpose: 'learn whether they are considering timber for the project',
    });
    expect(they.toIntroducer).toContain('whether Ines is considering timber');
    const notice = write({
      name: 'Ken Ito',
      purpose: 'pitch our candles',
      value_add: '500 units a month with 4 weeks notice',
    });
    expect(notice.content).toContain("4 weeks' notice");
  });
});

describe('a business typed first in a bio, with no role', () => {
  it('is a sentence about the business, not a bracket after the name', () => {
    expect(bio('2nd gen apple orchard, 40 acres, me + my mum run it')).toContain(
      "I'm Mira Holt. We're a 2nd-generation apple orchard, with 40 acres. My mum and I run it.",
    );
    expect(bio('pottery studio in Deià, hand-thrown tableware, 2 of us')).toContain(
      "I'm Mira Holt, and I run a pottery studio in Deià. We offer hand-thrown tableware.",
    );
    expect(bio('family business, 4th generation')).toContain("We're a family business, now in its 4th generation.");
  });
});

describe('a role typed with its organisation after a comma', () => {
  it('says where the role is held', () => {
    const { toIntroducer } = write({
      name: 'Ana Costa',
      relevance: 'Head of purchasing, Riverside Care Homes (9 homes, 2 in Porto)',
      purpose: 'get a trial of our mattresses',
    });
    expect(toIntroducer).toContain('head of purchasing at Riverside Care Homes');
  });
});

describe('the profile title', () => {
  it('is written out like the bio: "cofounder/ceo" is "co-founder and CEO"', () => {
    const note = noteForBio(target, 'app for dairy co-ops', { job_title: 'cofounder/ceo', company_name: 'Milkline' });
    expect(note).toContain('co-founder and CEO of Milkline');
  });
});

describe('what the sender has lined up', () => {
  it('says "got work booked" as "have work booked"', () => {
    const { content } = write({
      name: 'Oskar Lind',
      purpose: 'take on an apprentice',
      value_add: 'got work booked till june',
    });
    expect(content).toContain('have work booked');
    expect(content).not.toMatch(/\bI got work\b/);
  });
});

describe('days typed short', () => {
  it('writes out "every sat" and "a good sat", and leaves "we sat" alone', () => {
    const note = tie('jo comes to the stall every sat, we sat together at the market meeting');
    expect(note).toContain('every Saturday');
    expect(note).toContain('sat together');
  });
});
