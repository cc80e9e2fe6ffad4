/**
 * Session 20's mends of what the frames did with typed shapes (set24 read as its recipient, and the
 * readings' quotes): relevance, purpose and offer said as sentences, names typed in lower case, the
 * organisation the ask just named, the greeting. Asserted as the sentence a reader sees, on inputs
 * written for these tests. Second-language English is in readings-learner.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { mendAndGerund, mendRoleArticle, mendSince } from '../language/agreement';
import { mendLearnerEnglish } from '../language/learner';
import { unbracket } from './sane';
import { write } from './write-for-test';

describe('set24 q07, read as its recipient', () => {
  const ron = {
    name: 'Ron Haverford',
    relevance: 'superintendent, millbrook unified',
    purpose: '15 min to walk him thru our k-12 program',
  };

  it('keeps the workplace typed in lower case after the title, capitalised', () => {
    expect(write(ron).toIntroducer).toContain('Ron Haverford at Millbrook Unified');
  });

  it('asks for the minutes typed, not "a 15-minute to walk him through"', () => {
    const { toIntroducer, note } = write(ron);
    expect(toIntroducer).toContain('15 minutes to walk him through our K-12 program');
    expect(note).toContain('15 minutes to walk you through our K-12 program');
    expect(toIntroducer + note).not.toMatch(/\d+-minute to\b/);
  });
});

describe('set24 q15, read as its recipient', () => {
  const kwame = {
    name: 'Kwame Mensah',
    relevance: 'his 2023 study on trust in mobile money in Ghana',
    purpose: 'would like to ask about his methods (diary study?)',
  };

  it('says the target’s work as what the sender is interested in, not as what the target is', () => {
    const { toIntroducer } = write(kwame);
    expect(toIntroducer).not.toMatch(/who is his/);
    expect(toIntroducer).toContain("I'm interested in his 2023 study on trust in mobile money in Ghana.");
    expect(write({ ...kwame, name: 'Anna Berg', relevance: 'her work on low-resource ASR' }).toIntroducer).toContain(
      "I'm interested in her work on low-resource ASR.",
    );
  });

  it('ends the sentence after a bracket that holds a question', () => {
    const { toIntroducer } = write({ ...kwame, value_add: 'I have a similar dataset from Norwegian bank users' });
    expect(toIntroducer).toContain('(diary study?). I have a similar dataset');
  });
});

describe('a bio’s years and second verb, as written (set12 c18, set13 d21)', () => {
  const noteOf = (bio: string) =>
    write({ name: 'Dana Wu', purpose: 'ask about analyst roles on her team' }, undefined, { name: 'Maria Santos', bio })
      .note;

  it('keeps years typed with their own preposition where they are', () => {
    expect(noteOf('Master plumber with 20 years in the trade.')).toContain(
      'a master plumber with 20 years in the trade',
    );
    const teacher = noteOf('High school math teacher in Quezon City for 6 yrs.');
    expect(teacher).toContain('a high school math teacher in Quezon City for 6 years');
    expect(teacher).not.toMatch(/for with|with in/);
  });

  it('gives a second verb in "-ing" its "I\'m"', () => {
    expect(noteOf('Finished the Google Data Analytics certificate this year and building a portfolio.')).toContain(
      "certificate this year and I'm building a portfolio",
    );
    expect(mendAndGerund('I run a crew building timber frames and doing renovations.')).toBe(
      'I run a crew building timber frames and doing renovations.',
    );
  });
});

describe('second-language English in the fields, mended (set24 q01, q14, q26, q28)', () => {
  it('says a length of time with "for", a country with "the", a verb after "discuss" in "-ing"', () => {
    expect(mendLearnerEnglish('Data analyst since 5 years at Brenntek')).toBe('Data analyst for 5 years at Brenntek');
    expect(mendLearnerEnglish('we can do the pilot for free during 6 months')).toBe(
      'we can do the pilot free for 6 months',
    );
    expect(mendLearnerEnglish('Discuss to become our distributor in Netherlands')).toBe(
      'Discuss becoming our distributor in the Netherlands',
    );
    expect(mendLearnerEnglish('Now we are entering to US market.')).toBe('Now we are entering the US market.');
    expect(mendLearnerEnglish('We are 8 people. We look for pilot cities.')).toBe(
      "We're a team of 8. We're looking for pilot cities.",
    );
    expect(mendLearnerEnglish('used in 4 French cities with 12 000 users')).toBe(
      'used in 4 French cities with 12,000 users',
    );
  });

  it('leaves fluent English as it is', () => {
    for (const fluent of [
      'I would like to find out what they look for in a team.',
      'We charge in US dollars.',
      'We have been here since 2019.',
      'The pilot ran during the summer.',
    ])
      expect(mendLearnerEnglish(fluent), fluent).toBe(fluent);
  });

  it('says a bio sentence that starts with "now" and its own subject as typed, not "I\'m now I want"', () => {
    const { note } = write({ name: 'Anja Mertens', purpose: 'ask about open roles on her team' }, undefined, {
      name: 'Katrin Vogelsang',
      bio: 'Data analyst at Brenntek. Now I want to change into the renewable energy sector.',
    });
    expect(note).toContain('Now I want to change into the renewable energy sector.');
    expect(note).not.toContain("I'm now I");
  });

  it('keeps a count that has its own verb as typed, not "We have 60 hospitals … are using them"', () => {
    const { note } = write({ name: 'Linda Park', purpose: 'ask about a pilot at one of her hospitals' }, undefined, {
      name: 'Kenji Watanabe',
      bio: 'Hoshino Robotics makes robots for hospital logistics. 60 hospitals in Japan are using them.',
    });
    expect(note).toContain('60 hospitals in Japan are using them.');
    expect(note).not.toMatch(/have 60 hospitals/);
  });

  it('says a role typed first as what the sender is, "based in" and "board chair" too', () => {
    const noteOf = (bio: string) =>
      write({ name: 'Ana Ruiz', purpose: 'ask whether she would join our board' }, undefined, {
        name: 'Rosa Delgado',
        bio,
      }).note;
    expect(noteOf('Board chair of Casa Puente, an immigrant legal aid nonprofit in El Paso.')).toContain(
      "I'm Rosa Delgado, the board chair of Casa Puente",
    );
    expect(noteOf('Freelance journalist based in Milan. I write about food.')).toContain(
      "I'm Rosa Delgado, a freelance journalist based in Milan.",
    );
  });
});

describe('set24’s relationships and roles, as the readers quoted them', () => {
  it('says what the introducer was to the sender, not "I know X because my PhD supervisor …"', () => {
    const { note } = write(
      { name: 'Anne Dubois', purpose: 'propose a comparative paper' },
      {
        name: 'Prof. Elina Saarinen',
        context: 'My PhD supervisor (2017–2022).',
      },
    );
    expect(note).toContain('Professor Elina Saarinen was my PhD supervisor from 2017 to 2022.');
    expect(note).not.toContain('because my');
  });

  it('keeps a subject named between commas whole ("Fiona’s charity, Riverside Carers, has been …")', () => {
    const { note } = write(
      { name: 'Tom Hale', purpose: 'offer grant-writing support' },
      {
        name: 'Fiona Blackwood',
        context: "Fiona's charity, Riverside Carers, has been my client since 2021.",
      },
    );
    expect(note).toContain("Fiona Blackwood's charity, Riverside Carers, has been my client since 2021.");
  });

  it('says where a person lives with "and", not ", which lives"', () => {
    const { toIntroducer } = write({
      name: 'Gloria Benavides',
      relevance: 'retired CFO of Sun Valley Credit Union, lives in El Paso.',
      purpose: 'ask if she would join our board',
    });
    expect(toIntroducer).toContain('Sun Valley Credit Union and lives in El Paso');
  });

  it('gives an owner "the", and a name "has been … since"', () => {
    expect(mendRoleArticle('He is owner of Koster Kas Techniek')).toBe('He is the owner of Koster Kas Techniek');
    expect(mendSince('Jan is our customer since 2020, he bought our lights')).toBe(
      'Jan has been our customer since 2020, he bought our lights',
    );
  });
});

describe('set24 q05, read as its recipient', () => {
  const grace = {
    name: 'Grace Achieng',
    relevance: 'CSR manager at Safiri Telecom. Safiri funds digital skills programmes in East Africa.',
    purpose: 'Ask whether Safiri could sponsor laptops for our next cohort (starts in February)',
  };

  it('says what the organisation does as a sentence of its own, by its name', () => {
    const { toIntroducer } = write(grace);
    expect(toIntroducer).toContain('Safiri funds digital skills programmes in East Africa.');
    expect(toIntroducer).not.toMatch(/who is safiri/i);
  });

  it('says a bracket on what the thing does as prose, in the purpose too', () => {
    const { toIntroducer, note } = write(grace);
    expect(toIntroducer).toContain('our next cohort, which starts in February.');
    expect(note).toContain('our next cohort, which starts in February?');
    // (Anything else in the purpose's brackets stays as typed: it is the ask's substance.)
    expect(unbracket('rent your studio space in August (3 evenings a week)', { leaveOut: false })).toBe(
      'rent your studio space in August (3 evenings a week)',
    );
  });
});

describe('names typed in lower case, written as names', () => {
  it('writes an event with a name in it, and the word a name ends with, with capitals', () => {
    expect(
      write({ name: 'whoever books food vendors for eastside lights fest', purpose: 'get a spot' }).toIntroducer,
    ).toContain('for Eastside Lights Fest');
    expect(
      write({
        name: 'Morag Fraser',
        relevance: 'runs the drone program at Glasgow City council',
        purpose: 'ask about work',
      }).toIntroducer,
    ).toContain('Glasgow City Council');
  });

  it('leaves a place before a common noun, and a conference with no name, as typed', () => {
    const { toIntroducer } = write({
      name: 'Helen Tautahi',
      relevance: 'charge nurse manager at the Auckland hospital where you work; met her at the annual conference',
      purpose: 'ask about openings',
    });
    expect(toIntroducer).toContain('the Auckland hospital');
    expect(toIntroducer).not.toContain('Annual Conference');
  });
});

describe('a target known by what they own or run', () => {
  it('keeps where they work in the ask when the sentence about their job is left out as a recital', () => {
    const { toIntroducer } = write({
      name: 'Ron Haverford',
      relevance: 'runs Harbourside Animal Clinic',
      purpose: 'a short call',
    });
    expect(toIntroducer).toContain('Ron Haverford at Harbourside Animal Clinic');
  });

  it('writes the firm typed in lower case after "owns" as its name', () => {
    const { toIntroducer } = write({
      name: 'Isabel Cárdenas',
      relevance: 'vet, owns harbourside animal clinic and takes on apprentice vet nurses',
      purpose: 'ask about the apprenticeship',
    });
    expect(toIntroducer).toContain('Harbourside Animal Clinic');
  });
});

describe('the offer said with its verb, and beside the ask', () => {
  const offerNote = (value_add: string) => write({ name: 'Ron Haverford', purpose: 'a short call', value_add }).note;

  it('runs what is run and shares what is shared, in the note', () => {
    expect(offerNote('free 60 day pilot for 2 schools')).toContain(
      "I'd be glad to run a free 60-day pilot for 2 schools.",
    );
    expect(offerNote('loading zone data from 40 downtown blocks')).toContain(
      "I'd be glad to share loading zone data from 40 downtown blocks.",
    );
  });

  it('keeps "I can offer" for a record or anything else, never "run" before a figure', () => {
    const record = offerNote('31-year bridge inspection and design review');
    expect(record).not.toContain('glad to run a 31-year');
    expect(offerNote('exclusive distribution for Benelux')).not.toMatch(/glad to (?:run|share)/);
  });

  it('says one short sentence of what is in it for the target beside the ask, not as a line alone', () => {
    const { toIntroducer } = write({
      name: 'Paul Henning',
      relevance: 'director of education at the Carver Science Museum',
      purpose: 'explore a partnership for field trips and maybe a teacher workshop on the new earth science standards',
      value_add: "We'd bring all our 6th graders and I'd help pilot new lesson materials",
    });
    const paragraphs = toIntroducer.split('\n\n');
    expect(paragraphs.find((p) => p.includes('explore a partnership'))).toContain("We'd bring all our 6th graders");
  });
});

describe('the organisation the ask just named', () => {
  it('is "They" in the next sentence, not its name again, with verbs that agree', () => {
    const ask = (relevance: string) =>
      write({ name: 'Sunniva Halvorsen', relevance, purpose: 'ask about the opening' }).toIntroducer;
    expect(ask('creative director at Fjordlight Games. Fjordlight Games is staffing up for a new RPG')).toMatch(
      /at Fjordlight Games\? They're staffing up for a new RPG\./,
    );
    expect(ask('head of partnerships at Pwani Tiles. Pwani Tiles has funded school water projects')).toContain(
      "They've funded school water projects.",
    );
    expect(
      ask('clinical lead at Articulus Medical. Articulus Medical is running a trial of its new knee implant'),
    ).toContain("They're running a trial of their new knee implant.");
    expect(ask('head of quality at Velotaur. Velotaur makes drivetrains and has an opening')).toContain(
      'They make drivetrains and have an opening.',
    );
  });
});

describe('the sender’s name and what they are doing', () => {
  it('is one sentence, not two short "I\'m"s (set24 q29)', () => {
    const { note } = write({ name: 'Tunde Bello', purpose: 'ask about warehouse jobs' }, undefined, {
      name: 'Femi',
      bio: "I'm looking for work in logistics and have forklift licence.",
    });
    expect(note).toContain("I'm Femi, and I'm looking for work in logistics and have a forklift licence.");
  });
});

describe('an introducer typed with "Prof." or "Sir"', () => {
  it('is greeted "Dear", as the reference writers greet them (set24 q06)', () => {
    const target = { name: 'Anne Dubois', purpose: 'propose a comparative paper' };
    expect(write(target, { name: 'Prof. Elina Saarinen', context: 'my PhD supervisor' }).content).toMatch(
      /^Dear Elina,/,
    );
    expect(write(target, { name: 'Sir Malcolm Pryce', context: 'chaired our board' }).content).toMatch(
      /^Dear Malcolm,/,
    );
    expect(write(target, { name: 'Dr. Emily Hart', context: 'my manager' }).content).toMatch(/^Hi Emily,/);
  });
});

describe('what the quality check found on the seen sets (quality.ts, 766 messages)', () => {
  it('says the words that ended the ask by their head noun in the next sentence, not again in full', () => {
    const { toIntroducer } = write({
      name: 'Dr. Morag Sinclair',
      relevance:
        "clinical lead for the Scottish Government's community link worker programme, which is being expanded next year",
      purpose: 'ask whether our practice could be a pilot site',
    });
    expect(toIntroducer).toContain('The programme is being expanded next year.');
    expect(toIntroducer).not.toMatch(/programme\? The Scottish Government/);
  });

  it('leaves no comma behind where "to be honest" went (set14 f11, set21 m15)', () => {
    const { note } = write(
      { name: 'Claire Dubois', purpose: 'ask about the exhibition' },
      {
        name: 'Ernesto Ruiz',
        context: 'Ernesto bought several of my pieces in 2023, but to be honest I have only met him twice.',
      },
    );
    expect(note).toContain('in 2023, but I have only met him twice.');
    expect(note).not.toMatch(/\s,/);
  });

  it('speaks to the introducer as "you" where the purpose names them (set21 m05, set10 w05)', () => {
    const { toIntroducer } = write(
      {
        name: 'Sneha Kulkarni',
        purpose: "quick chat about the product analyst role + referral if Arjun's comfortable",
      },
      { name: 'Arjun Mehta', context: 'my manager at Trellis' },
    );
    expect(toIntroducer).toContain("if you're comfortable");
    expect(toIntroducer).not.toContain("if Arjun's comfortable");
  });
});
