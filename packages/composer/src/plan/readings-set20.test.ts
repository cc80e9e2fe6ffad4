/**
 * Session 17's mends from set20's defect lists (readings l1 and l1b): a job typed in the headline
 * form ("Title, Organisation"), names that are also words, a purpose or value typed as fragments with
 * their own modal, and a relationship typed as a role and how long. Asserted as the sentence a reader
 * sees, on inputs written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { askWithRelevance, noteForBio, noteForTie, noteForTieLonger, write } from './write-for-test';

const ask = askWithRelevance;

describe('a job typed as "Title, Organisation"', () => {
  it('says the title at or of the organisation, with its capitals as typed', () => {
    // (A title at an organisation is left out of the ask: decision 052.)
    expect(ask('Clinical lead, Northgate Community Health Trust')).toContain(
      'Tove Dahl at Northgate Community Health Trust?',
    );
    expect(ask('Executive Director, Fundação Horizonte (youth sport)')).toContain(
      'Tove Dahl, the executive director of Fundação Horizonte',
    );
    expect(ask('Features editor, The Harbour Review. Writes on food')).toContain('Tove Dahl at The Harbour Review');
  });

  it('says the place typed after the organisation as where it is', () => {
    expect(ask('Director, Berg Landskap, Bergen')).toContain('Tove Dahl, the director of Berg Landskap in Bergen?');
  });

  it('says what the organisation does, typed after a dash, as its focus', () => {
    expect(ask('Director, Berg Landskap, Bergen - school playgrounds')).toContain(
      'the director of Berg Landskap in Bergen, which focuses on school playgrounds',
    );
  });

  it('gives a workplace described in lower case its article', () => {
    expect(ask('owner, 4-site physio chain, Leeds')).toContain(
      'Tove Dahl, the owner of a 4-site physio chain in Leeds',
    );
  });

  it('says an event typed as a label as a sentence', () => {
    expect(ask('Ops director, Hallam Foods (12 sites). Merger planned 2027.')).toContain(
      'A merger is planned for 2027.',
    );
  });

  it('leaves a role with no workplace after the comma as it was', () => {
    expect(ask('CFO, your neighbour')).not.toContain('CFO at');
  });
});

describe('a person named with words that are also words', () => {
  it('keeps a particle of the target’s surname as a word elsewhere', () => {
    const { note } = write({
      name: 'Lucía de la Cruz',
      purpose: 'get la rueda a slot at the festival',
    });
    expect(note).toContain('get la rueda a slot');
    expect(note).not.toMatch(/\byou rueda\b/);
  });

  it('keeps a place that is also the sender’s surname', () => {
    expect(
      noteForBio({ name: 'Tove Dahl', purpose: 'ask about a pilot' }, 'I farm olives near Córdoba, Spain.'),
    ).toBeTruthy();
    const { note } = write({ name: 'Tove Dahl', purpose: 'ask about a pilot' }, undefined, {
      name: 'Ana Córdoba',
      bio: 'I run a tasting room in Córdoba, Spain.',
    });
    expect(note).toContain('in Córdoba, Spain');
    expect(note).not.toMatch(/\bin me\b/);
  });

  it('reads "to target" before its object as the verb', () => {
    const { note } = write({
      name: 'Tove Dahl',
      purpose: 'ask about a pilot',
      value_add: 'our soil maps showed the farm where to target lime, saving 20%',
    });
    expect(note).toContain('where to target lime');
  });
});

describe('a purpose or value typed as fragments', () => {
  it('talks about a noun in -ing rather than putting it after "to"', () => {
    const { toIntroducer, note } = write({ name: 'Tove Dahl', purpose: 'funding to open a second kitchen in 2026' });
    expect(toIntroducer).toContain('talk with Tove about funding to open a second kitchen in 2026');
    expect(note).not.toMatch(/to funding\b/);
  });

  it('says a piece typed with its own modal as the sender’s statement', () => {
    const { note } = write({
      name: 'whoever runs volunteering at Riverside Trust',
      purpose: 'want to volunteer, could help with the boat repairs?? can do weekends',
    });
    expect(note).toContain('I could help with the boat repairs.');
    expect(note).toContain('I can do weekends.');
    expect(note).not.toMatch(/like to can\b/);
  });

  it('says how a meeting can be, with "it"', () => {
    const { note } = write({ name: 'Tove Dahl', purpose: 'interview for my dissertation, 30 min, can be anonymous' });
    expect(note).toContain('It can be anonymous.');
  });

  it('says what shared findings could do for the reader, not the sender', () => {
    const { note } = write({
      name: 'Tove Dahl',
      purpose: 'interview for my dissertation',
      value_add: 'happy to share my results, could be useful for her team',
    });
    expect(note).toContain('That could be useful for your team.');
  });
});

describe('a relationship typed as a role and how long', () => {
  const target = { name: 'Tove Dahl', purpose: 'ask about a pilot' };
  it('says a former role, where and for how long', () => {
    expect(noteForTie(target, 'ex-supervisor, Leeds General Infirmary, 3 yrs')).toContain(
      'Jo Park was my supervisor at Leeds General Infirmary for 3 years.',
    );
    expect(noteForTie(target, 'former manager at Kesko, 2 years')).toContain(
      'Jo Park was my manager at Kesko for 2 years.',
    );
  });

  it('says a role two people share as "have been"', () => {
    expect(noteForTie(target, 'neighbour 15 odd yrs')).toContain(
      'Jo Park and I have been neighbours for 15-odd years.',
    );
  });

  it('says a role still held as "has been"', () => {
    expect(noteForTie(target, 'our accountant 8 yrs')).toContain('Jo Park has been our accountant for 8 years.');
  });
});

describe('shorthand people type', () => {
  const target = { name: 'Tove Dahl', purpose: 'ask about a pilot' };
  it('writes out a university, a venue’s capacity, and documents', () => {
    expect(noteForBio(target, 'PhD student @ uni of otago')).toContain('at the University of Otago');
    expect(noteForBio(target, 'we sell out 300 cap rooms in Leeds')).toContain('300-capacity rooms');
    expect(noteForBio(target, 'translator, legal docs mostly')).toContain('legal documents');
    expect(noteForBio(target, 'film editor, mostly docs')).toContain('docs');
  });
});

describe('a bio typed in a hurry', () => {
  const target = { name: 'Tove Dahl', purpose: 'ask about a pilot' };
  it('reads "n" between two words as "and", and the role after two activities takes its article', () => {
    expect(noteForBio(target, 'roofing n guttering contractor, 20 yrs')).toContain(
      "I'm Mira Holt, a roofing and guttering contractor",
    );
  });

  it('says the languages before the translator', () => {
    expect(noteForBio(target, 'interpreter EN/PT, 6 yrs')).toContain(
      "I'm Mira Holt, an English and Portuguese interpreter with 6 years of experience.",
    );
  });

  it('says a credentialed role typed later as what the sender also is', () => {
    expect(noteForBio(target, 'structural engineer, 12 yrs. chartered engineer, based in Perth')).toContain(
      "I'm a chartered engineer",
    );
  });
});

describe('a value or purpose typed as a label', () => {
  it('reads a hyphenated participle as an adjective, offered', () => {
    const { note } = write({
      name: 'Tove Dahl',
      purpose: 'talk about payroll',
      value_add: 'fixed-price payroll packages',
    });
    expect(note).toContain('I can offer fixed-price payroll packages.');
  });

  it('drops "intro re" from the purpose, which is what the introduction is about', () => {
    const { toIntroducer } = write({ name: 'Tove Dahl', purpose: 'intro re tax advice for the merger' });
    expect(toIntroducer).toContain('talk with Tove about tax advice for the merger');
    expect(toIntroducer).not.toMatch(/about an intro/);
  });

  it('says a past verb done to the introducer’s own as the sender’s doing', () => {
    expect(
      noteForTie({ name: 'Tove Dahl', purpose: 'ask about a pilot' }, 'client - audited his bakery chain 2019-22'),
    ).toContain('Jo Park is my client, and I audited his bakery chain from 2019 to 2022.');
  });
});

describe('what the sender typed about the target', () => {
  it('leaves the sender’s trailing hedge out of the ask', () => {
    const { toIntroducer } = write({
      name: 'whoever runs supplier onboarding at Crane Foods i think',
      purpose: 'get on their supplier list',
    });
    expect(toIntroducer).toContain('whoever runs supplier onboarding at Crane Foods?');
    expect(toIntroducer).not.toMatch(/i think/i);
    expect(ask('category buyer at Larder & Co, chilled foods I think')).not.toMatch(/I think/);
  });

  it('never tells the target their own job in the note, even from the relationship', () => {
    const { note } = write(
      { name: 'Owen Price', relevance: 'buyer at harvest lane', purpose: 'see if they would stock our jam' },
      { name: 'Beth', context: 'regular at my stall. her husband owen is a buyer at harvest lane' },
    );
    expect(note).not.toMatch(/\byou(?:'re| are) a buyer\b/i);
    expect(note).toContain('Beth is a regular at my stall.');
  });

  it('says how what is offered is made, of it', () => {
    const { note } = write({
      name: 'Owen Price',
      relevance: 'buyer at fresh acre markets',
      purpose: 'see if they would stock our jam',
      value_add: 'everything cooked fresh in small batches, can deliver weekly',
    });
    expect(note).toContain('Everything is cooked fresh in small batches.');
  });
});

describe('results and credentials typed as the value', () => {
  const founder = { name: 'Mira Holt', bio: 'Founder, Tallyroot.' };
  it('says a result with its figure as what the company did, by how much', () => {
    const { note } = write(
      { name: 'Tove Dahl', purpose: 'demo Tallyroot', value_add: 'cut stock-outs 25% at pilot stores' },
      undefined,
      founder,
    );
    expect(note).toContain('We cut stock-outs by 25% at pilot stores.');
  });

  it('says what the pilots show, of the pilots', () => {
    const { note } = write(
      { name: 'Tove Dahl', purpose: 'demo Tallyroot', value_add: 'trials show ~20% drop in waste' },
      undefined,
      founder,
    );
    expect(note).toContain('Our trials show about a 20% drop in waste.');
  });

  it('gives a round its article', () => {
    const { note } = write({ name: 'Tove Dahl', purpose: 'raise £2M seed' }, undefined, founder);
    expect(note).toMatch(/raise a £2M seed|raising a £2M seed/);
  });

  it('says a credentialed role as what the sender is, in lower case but for its name', () => {
    const { note } = write({
      name: 'Tove Dahl',
      purpose: 'ask about a job',
      value_add: 'Chartered Structural Engineer, 9 yrs',
    });
    expect(note).toContain("I'm a chartered structural engineer with 9 years of experience.");
    const gas = write({ name: 'Tove Dahl', purpose: 'ask about a job', value_add: 'certified Gas Safe engineer' });
    expect(gas.note).toContain("I'm a certified Gas Safe engineer.");
  });
});

describe('small words people leave out or put in', () => {
  const target = { name: 'Tove Dahl', purpose: 'ask about a pilot' };
  it('gives a job named after "whoever is" its article', () => {
    expect(
      write({ name: 'whoever is volunteer coordinator at Kelda Trust', purpose: 'volunteer' }).toIntroducer,
    ).toContain('whoever is the volunteer coordinator at Kelda Trust');
  });

  it('gives a season named by its year "the"', () => {
    expect(write({ name: 'Tove Dahl', purpose: 'get a stall for 2026 season' }).note).toContain('for the 2026 season');
  });

  it('says the filler "like" before an amount as "about"', () => {
    expect(noteForTieLonger(target, 'met at a conference, talked for like an hour')).toContain('for about an hour');
  });

  it('gives a role after two activities its article', () => {
    expect(noteForBio(target, 'portrait + event photographer in Leeds')).toContain(
      "I'm Mira Holt, a portrait and event photographer in Leeds.",
    );
  });
});

describe('a bio that opens "Title, Organisation"', () => {
  const target = { name: 'Tove Dahl', purpose: 'ask about a pilot' };
  it('says the job after the name, never as a fragment after it', () => {
    expect(noteForBio(target, 'Founder, Saltmarsh Ceramics')).toContain(
      "I'm Mira Holt, the founder of Saltmarsh Ceramics.",
    );
    expect(noteForBio(target, 'Partner, Ashby Clarke LLP, Bristol')).toContain(
      "I'm Mira Holt, a partner at Ashby Clarke LLP in Bristol.",
    );
    expect(noteForBio(target, 'Founder, Saltmarsh Ceramics')).not.toMatch(/\. Founder, /);
  });

  it('says a place in brackets after the organisation as where it is', () => {
    expect(noteForBio(target, 'CTO & co-founder, Fernline (Lisbon). Soil sensors for vineyards.')).toContain(
      'CTO and co-founder of Fernline in Lisbon',
    );
    expect(noteForBio(target, 'Head of Ops, Tidewater Freight (Leeds)')).toContain('at Tidewater Freight in Leeds');
  });

  it('says a player is with an ensemble', () => {
    expect(noteForBio(target, 'Violist, Aurora String Quartet (Oslo)')).toContain(
      'a violist with the Aurora String Quartet in Oslo',
    );
  });
});

describe('more of what people type in a bio or value', () => {
  const target = { name: 'Tove Dahl', purpose: 'ask about a pilot' };
  it('says a field and where as experience', () => {
    expect(noteForBio(target, 'paramedic, 6 yrs HEMS @ Thames Valley')).toContain(
      "I'm Mira Holt, a paramedic with 6 years of HEMS experience at Thames Valley.",
    );
  });

  it('says a qualification completed with when', () => {
    expect(noteForBio(target, 'physio. MSc cert done June 2024')).toContain(
      'I completed my MSc certification in June 2024',
    );
  });

  it('speaks for the band a player is in', () => {
    expect(noteForBio(target, 'drummer in the low tides, indie band from cork. 3 EPs, toured germany')).toContain(
      'We have 3 EPs.',
    );
  });

  it('says the languages with "I\'m bilingual in"', () => {
    const { note } = write({
      name: 'Tove Dahl',
      purpose: 'ask about a job',
      value_add: 'retail background, bilingual EN/DE',
    });
    expect(note).toContain("I'm also bilingual in English and German.");
  });

  it('does not take "looking at" for a workplace', () => {
    expect(noteForBio(target, 'nurse, looking at community care')).not.toContain('Community Care');
  });

  it('writes out a science shortened to "bio"', () => {
    expect(noteForTie(target, 'my marine bio tutor')).toContain('marine biology tutor');
  });
});

describe('a bio whose first words are not a role', () => {
  const target = { name: 'Tove Dahl', purpose: 'ask about a pilot' };
  it('says what the business makes after its name, not in brackets after the sender’s', () => {
    const note = noteForBio(
      target,
      'i run fennick pottery - handmade jugs, cups, plates from our shed in whitby. ~200 orders a month',
    );
    expect(note).toContain('I run Fennick Pottery. We offer handmade jugs, cups and plates from our shed in Whitby.');
    expect(note).not.toMatch(/I'm Mira Holt \(/);
  });

  it('says a team and where as the sender’s work', () => {
    expect(noteForBio(target, 'sales at Brightmoor Tiles, porcelain for housebuilders')).toContain(
      'I work in sales at Brightmoor Tiles. We offer porcelain for housebuilders.',
    );
  });

  it('gives a credential’s letters their article', () => {
    expect(noteForBio(target, 'LPC in private practice. I work with teens.')).toContain(
      "I'm Mira Holt, an LPC in private practice.",
    );
  });
});

describe('given names said as a pair', () => {
  it('greets and signs a double given name whole', () => {
    const { content } = write(
      { name: 'Tove Dahl', purpose: 'ask about a pilot' },
      { name: 'Anne Marie Dubois', context: 'my old boss' },
      { name: 'Fatima Zahra Benali', bio: 'translator' },
    );
    expect(content).toMatch(/^Hi Anne Marie,/);
    expect(content.trimEnd()).toMatch(/\nFatima Zahra$/);
  });
});
