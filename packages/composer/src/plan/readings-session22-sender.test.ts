/**
 * Session 22: the sender as the note introduces them, from bios typed short (set26's messages read in
 * full, and four proofreadings of fresh requests; bench/RESULTS.md, session 22), asserted as the
 * sentence a reader sees, on inputs written for these tests. What else the session mended is in
 * readings-session22.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { unlabel } from '../language/labels';
import { noteForBio, noteForTie, write } from './write-for-test';

describe('labels typed in a bio', () => {
  it('say the team and the round as sentences (l03)', () => {
    expect(unlabel('Team: 14, ex-Paystack and Interswitch', 'bio')).toBe(
      "We're a team of 14, ex-Paystack and Interswitch",
    );
    expect(unlabel('Raising: $1.2M pre-seed extension', 'bio')).toBe("We're raising a $1.2M pre-seed extension");
    expect(unlabel('Raising: $2M to expand into Ghana', 'bio')).toBe("We're raising $2M to expand into Ghana");
    // (A label kept in someone else's field, and a team with no count, are left alone.)
    expect(unlabel('Team: ex-Google', 'bio')).toBe('ex-Google');
    expect(unlabel('Raising: $2M', 'other')).toBe('Raising: $2M');
  });

  it('keeps a bare growth rate in a list as growth (l03)', () => {
    const note = noteForBio(
      { name: 'Halima Danjuma', purpose: 'pitch our seed round' },
      'Traction: 18,400 active merchants, ₦2.1bn processed last month, 9% MoM.',
      { job_title: 'Founder', company_name: 'Kasuwa Pay' },
    );
    expect(note).toMatch(/growing 9% month-over-month/);
    expect(note).not.toMatch(/and 9% month-over-month/);
  });
});

describe('a bio typed in a hurry (l16)', () => {
  it('says what the sender is building, with its article', () => {
    const note = noteForBio({ name: 'Kenji Ross', purpose: 'chat re: seed round' }, 'building tiny ai infra co, 2 ppl');
    expect(note).toContain("I'm building a tiny AI infrastructure company");
    expect(note).toContain('about our seed round');
    // (What is built in the plural takes none; a firm's own name keeps its "co".)
    expect(noteForBio({ name: 'Kenji Ross', purpose: 'ask about hiring' }, 'building tiny ai tools')).toContain(
      "I'm building tiny AI tools",
    );
  });
});

describe("the sender's bio, typed in pieces (session 22's proofreading)", () => {
  const target = { name: 'Kenji Ross', purpose: 'ask about hiring' };

  it('says a town typed as a sentence of its own with the role', () => {
    expect(noteForBio(target, 'backend dev, 3 yrs, Rust + Kafka; Malmö')).toContain(
      'a backend developer in Malmö with 3 years of experience in Rust and Kafka.',
    );
    expect(noteForBio(target, 'backend dev, 3 yrs, Rust + Kafka; Malmö')).not.toContain('Malmö.');
  });

  it('says "Sr." as senior, before the role', () => {
    expect(noteForBio(target, 'sr. engineer at Shopify')).toContain('a senior engineer at Shopify');
    expect(noteForBio(target, 'Sr. SRE, 9 yrs')).toContain('a senior SRE with 9 years of experience');
  });

  it("says a firm's figures with their verbs", () => {
    const founder = (bio: string, company_name: string) =>
      noteForBio(target, bio, { job_title: 'Founder', company_name });
    expect(founder('Verdea: compostable packaging from avocado pits; $180k revenue 2024', 'Verdea')).toContain(
      'We did $180k in revenue in 2024.',
    );
    expect(founder('Ledgerly: accounting automation for SMBs. ₹1.2 Cr ARR', 'Ledgerly')).toContain(
      "We're at ₹1.2 Cr ARR.",
    );
    expect(founder('crop insurance pricing. 18k farmers covered via 2 insurers', 'Mkulima Data')).toContain(
      "We've covered 18k farmers via 2 insurers.",
    );
    expect(
      noteForBio(target, 'NGO in Porto, housing for refugees; 120 families housed since 2020', {
        job_title: 'Program Manager',
        company_name: 'Casa Aberta',
      }),
    ).toMatch(/We provide housing for refugees\. We've housed 120 families since 2020\./);
  });
});

describe("a founder's figures (session 22's proofreading)", () => {
  it('counts the team, joins a money figure with "and", and does not read a hyphenated thing as a verb', () => {
    const note = noteForBio(
      { name: 'Kenji Ross', purpose: 'ask about hiring' },
      'Kitchensync - back-of-house scheduling for restaurants. Traction: 320 restaurants, $22k MRR, 9% m/m. Team: 4 (2 eng)',
      { job_title: 'Founder', company_name: 'Kitchensync' },
    );
    expect(note).toContain('We have 320 restaurants and $22k MRR.');
    expect(note).toContain("We're growing 9% month over month.");
    expect(note).toContain("We're a team of 4, with 2 engineers.");
    expect(
      noteForBio(
        { name: 'Kenji Ross', purpose: 'ask about hiring' },
        'SolarGrid GH - pay-as-you-go solar for small shops',
        {
          job_title: 'Founder',
          company_name: 'SolarGrid GH',
        },
      ),
    ).not.toMatch(/I pay-as-you-go/);
  });
});

describe("capitals typed, and more bios typed short (session 22's second proofreading)", () => {
  const target = { name: 'Kenji Ross', purpose: 'ask about hiring' };

  it('keeps the capitals of a team and a firm named after the role or a dash', () => {
    expect(
      write({
        name: 'Raj Venkataraman',
        relevance: "senior eng on King County Metro's transit data team",
        purpose: 'ask about it',
      }).toIntroducer,
    ).toContain("on King County Metro's transit data team");
    expect(
      write({
        name: 'Simon Hartley',
        relevance: 'Head of CSR at Aviva UK',
        purpose: 'volunteering partnership - Aviva staff as mentors',
      }).note,
    ).toContain('(Aviva staff as mentors)');
  });

  it('says a veteran, a feeling, a farm, a certification and everything made by hand', () => {
    expect(noteForBio(target, 'Army vet (88M). Tired of being away from home.')).toMatch(
      /army veteran.*I'm tired of being away from home\./i,
    );
    expect(noteForBio(target, 'corn/soy 1,200 acres')).toContain('I farm 1,200 acres of corn and soy');
    expect(noteForBio(target, 'auto mechanic ASE certified, 12 yrs')).toContain('ASE-certified auto mechanic');
    expect(noteForBio(target, 'I have ACCA part qualified')).toContain("I'm ACCA part-qualified");
    expect(noteForBio(target, 'jam maker. All is handmade.')).toContain('Everything is handmade.');
    expect(
      write({ name: 'Derrick Lam', relevance: 'VP ops at ServicePro', purpose: 'ask about a pilot' }).content,
    ).not.toMatch(/VP ops/);
  });
});

describe("a bio's small words (session 22's first proofreading, again)", () => {
  const target = { name: 'Kenji Ross', purpose: 'ask about hiring' };
  it('gives a startup its article, keeps a firm\'s name and a web address as typed, and says "using it"', () => {
    expect(noteForBio(target, 'cofounder of agro startup in Goiás. 60 farms using')).toMatch(
      /co-founder of an agro startup in Goiás.*60 farms using it\./,
    );
    expect(noteForBio(target, 'Owner of Sæla bakery in Reykjavík')).toContain('owner of Sæla bakery');
    expect(noteForBio(target, 'product designer. portfolio: benokafor.design')).toContain(
      'My portfolio is at benokafor.design.',
    );
    expect(noteForBio(target, 'indie game dev. solo.')).toContain('I work solo');
  });
  it('says a school named by its letters with "at"', () => {
    expect(noteForTie(target, 'we study together in USP, agronomy')).toContain('together at USP');
  });
});

describe("a role typed in the title and again in the bio (session 22's third proofreading)", () => {
  const target = { name: 'Kenji Ross', purpose: 'ask about hiring' };
  it('is said once, with what the bio adds', () => {
    expect(noteForBio(target, 'Freelance brand designer in Dubai.', { job_title: 'Brand Designer' })).toContain(
      "I'm Mira Holt, a freelance brand designer in Dubai.",
    );
    expect(
      noteForBio(target, 'Postdoc in computational neuroscience. 6 papers, 3 first-author.', {
        job_title: 'Postdoctoral Researcher',
        company_name: 'University of Edinburgh',
      }),
    ).toMatch(
      /postdoctoral researcher at the University of Edinburgh, working in computational neuroscience\..*6 papers, with 3 as first author/,
    );
  });
  it('says where the sender was before, and for how long', () => {
    expect(
      noteForBio(target, 'ex-Google, 6 yrs PM. now building stackwise. 18 paying customers', {
        job_title: 'founder',
        company_name: 'stackwise',
      }),
    ).toContain('I was a PM at Google for 6 years.');
  });
});

describe("students and job seekers typed short (session 22's third proofreading)", () => {
  const target = { name: 'Kenji Ross', purpose: 'ask about hiring' };
  it('says the year of a degree as a student, and a first role as theirs', () => {
    expect(noteForBio(target, '3rd yr PhD, Stanford CS')).toContain('a 3rd-year PhD student');
    expect(noteForBio(target, '2nd yr PhD linguistics at Edinburgh')).not.toContain('PhD student linguistics');
    expect(noteForBio(target, 'CS new grad. looking for first full time role')).toContain(
      'looking for my first full time role',
    );
  });
  it("says the reader's miles and style as theirs", () => {
    const { note } = write({
      name: 'Sarah Kim',
      purpose: 'ask about backhaul',
      value_add: 'could cut their empty miles',
    });
    expect(note).toContain('your empty miles');
  });
});

describe("words in capitals, and lines of business (session 22's third proofreading)", () => {
  it('says a shouted verb in lower case, keeps acronyms, and keeps fintech a line of business', () => {
    const note = noteForBio(
      { name: 'Kenji Ross', purpose: 'ask about hiring' },
      'risk analyst, looking for a senior role in fintech. Our venues have been ASKING for it. 68% went on to study STEM',
      { job_title: 'Founder', company_name: 'Tillcraft' },
    );
    expect(note).toContain('in fintech');
    expect(note).not.toMatch(/ASKING|Fintech/);
    expect(
      noteForBio({ name: 'Kenji Ross', purpose: 'ask about hiring' }, 'I teach STEM and run the HVAC shop'),
    ).toMatch(/STEM.*HVAC/);
  });
});

describe("a title the bio says again in full (session 22's fourth proofreading)", () => {
  it('is not said before the bio says it', () => {
    const note = noteForBio(
      { name: 'Giulia Ferraro', purpose: 'ask whether she could supply us directly' },
      'I have been head chef at Trattoria Vela in Melbourne for seven years.',
      { job_title: 'Head Chef', company_name: 'Trattoria Vela' },
    );
    expect(note).toContain("I'm Mira Holt, and I've been head chef at Trattoria Vela in Melbourne for seven years.");
  });
});
