/**
 * Session 23: the sender's own introduction, as the proofreadings of fresh requests found it said
 * wrong (an organisation's figures, honorifics, degrees, foreign titles, shorthand), asserted as the
 * sentence a reader sees, on inputs written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { buyer, noteForBio, write } from './write-for-test';

describe("an organisation's figures", () => {
  it('are said with "we" when the sender runs, manages or coordinates it', () => {
    const coop = noteForBio(buyer, 'I manage a coffee cooperative in Huila. 52 small growers, 300 hectares.');
    expect(coop).toContain('We have 52 small growers');
    expect(coop).not.toMatch(/I have 52/);
    const charity = noteForBio(
      buyer,
      'I coordinate Open Shelf, a small charity in Bristol running food pantries. 3 pantries, 90 families a week',
    );
    expect(charity).toContain('We have 3 pantries');
  });

  it('are said with "we" after a founder typed as the first piece', () => {
    const note = noteForBio(buyer, 'founder of Kvasnice, craft brewery near Olomouc, 6 employees, 2,400 hl per year');
    expect(note).toContain("We're a craft brewery near Olomouc.");
    expect(note).not.toMatch(/I have 6 employees|We do craft/);
  });

  it("stay the sender's own for an owner-operator", () => {
    const note = noteForBio(buyer, 'owner operator out of El Paso, 7 yrs, 3 reefer units');
    expect(note).not.toMatch(/We have 3 reefer units/);
  });

  it('include the standing the organisation holds ("We\'re certified …")', () => {
    const note = noteForBio(buyer, 'I manage a mango cooperative in Sinaloa. certified for export to Canada');
    expect(note).toContain("We're certified for export to Canada");
  });
});

describe('a state since a point in time', () => {
  it('is in the perfect ("I\'ve been licensed in Peru since 2011")', () => {
    const note = noteForBio(buyer, "I'm an architect. I'm licensed in Peru since 2011.");
    expect(note).toContain("I've been licensed in Peru since 2011");
  });
});

describe("the sender's own name", () => {
  it('is said without the honorific they typed before it', () => {
    const { note } = write(buyer, undefined, { name: 'Dr. Amara Okafor', bio: 'paediatrician in Enugu' });
    expect(note).toContain("I'm Amara Okafor");
    expect(note).not.toContain("I'm Dr.");
  });
});

describe("a title typed in the sender's own language", () => {
  it('is said in English ("managing director", "founder", "the director of")', () => {
    const md = write(buyer, undefined, {
      name: 'Lukas Brandstätter',
      job_title: 'Geschäftsführer',
      company_name: 'Brandstätter Holzbau GmbH',
      bio: 'Family company in Tirol. We build timber frame houses.',
    }).note;
    expect(md).toContain('managing director at Brandstätter Holzbau GmbH');
    expect(noteForBio(buyer, 'fondatrice of a cosmetic brand in Lyon, 4 people')).toContain(
      'founder of a cosmetic brand in Lyon',
    );
    expect(noteForBio(buyer, 'Directora de Fundación Semillas. We are a small charity in Medellín.')).toContain(
      'director of Fundación Semillas',
    );
  });
});

describe('figures typed after what the business is', () => {
  it('are said with "with … and …", each thing with its article', () => {
    expect(
      noteForBio(buyer, "we're a 3-store bike shop in the Lake District, 11 staff, rental fleet of 90 e-bikes"),
    ).toContain("We're a 3-store bike shop in the Lake District, with 11 staff and a rental fleet of 90 e-bikes.");
  });

  it('are not hung on what the business makes ("route software …, with 12 people")', () => {
    expect(
      noteForBio(buyer, 'we make route software for small courier companies, 12 ppl, 45 customers in PT + ES'),
    ).not.toMatch(/companies, with 12 people/);
  });
});

describe('shorthand in a bio', () => {
  it('says a degree typed as a piece of its own as held, with where it is from', () => {
    expect(noteForBio(buyer, 'nurse. MSc Public Health, University of Leeds')).toContain(
      'I have an MSc in public health from the University of Leeds.',
    );
    expect(noteForBio(buyer, 'Postdoc at KAIST. PhD from Kyoto University.')).toContain('a PhD from Kyoto University');
  });

  it('expands "engr", "civil eng", "Based Oslo" and a bare "for 4"', () => {
    expect(noteForBio(buyer, 'backend engr, 6yrs, python, currently at Paystack')).toMatch(/backend engineer/);
    expect(noteForBio(buyer, 'civil eng, 9 yrs, roads')).toContain('a civil engineer');
    expect(noteForBio(buyer, '3rd year civil eng student')).toContain('civil engineering student');
    expect(noteForBio(buyer, 'Led a 600-person ops division. Based Oslo.')).toContain('based in Oslo');
    expect(noteForBio(buyer, 'ran pastry at Maison Roux in Melbourne for 4, want to open my own bakery')).toContain(
      'for 4 years',
    );
  });
});

describe('session 23: the proofreading of bios', () => {
  it('says an adjective before a role as what the sender is ("an experienced HR professional")', () => {
    const note = noteForBio(buyer, 'Experienced HR professional. 10+ yrs in talent acquisition');
    expect(note).toContain('an experienced HR professional');
    expect(note).not.toContain('I experienced');
  });

  it('says a post held between two years as over, and a dotted degree as held', () => {
    const note = noteForBio(buyer, 'Lawyer. LL.M. (Cambridge). Partner at Wiersholm (2015-2023).');
    expect(note).toContain('I was a partner at Wiersholm from 2015 to 2023');
    expect(note).toContain('I have an LL.M');
  });

  it('says several earlier workplaces as places, "Previously" with no role said first', () => {
    expect(noteForBio(buyer, '12 yrs supply chain. Ex-DHL, ex-Zalando')).toContain(
      'Previously, I was at DHL and Zalando.',
    );
  });

  it('says "Directeur commercial" as a sales director', () => {
    const note = write(buyer, undefined, {
      name: 'Luc Martin',
      job_title: 'Directeur commercial',
      company_name: 'Vinexpo Conseil',
      bio: 'We advise wine estates on export.',
    }).note;
    expect(note).toContain('sales director at Vinexpo Conseil');
  });
});

describe('session 23: the proofreading of job seekers and founders', () => {
  it('says a degree from a school typed by its name, and a thesis as written', () => {
    expect(noteForBio(buyer, 'Data scientist. MSc ETH Zurich')).toContain('I have an MSc from ETH Zurich.');
    const thesis = noteForBio(buyer, 'Data scientist, thesis on protein folding');
    expect(thesis).toMatch(/My thesis (?:is|was) on protein folding\./);
    expect(thesis).not.toContain('specialising in thesis');
  });

  it('says a family word once ("David is my uncle"), and "an A$1.5M seed"', () => {
    expect(write(buyer, { name: 'Uncle David', context: 'my uncle' }).note).toContain('David is my uncle.');
    expect(write({ ...buyer, purpose: 'raise a A$1.5M seed round' }).content).not.toContain('a A$');
  });
});
