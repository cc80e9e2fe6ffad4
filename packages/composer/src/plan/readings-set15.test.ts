/**
 * Session 14's mends, from set15's first reading (q0, at 6ee867e; set15 is seen from here on): the
 * sender's opening sentence in the note, offers that "I can offer" broke, acronyms said as words, and
 * the stock phrasings set15's reader marked, and what reading set14's messages as their recipient found.
 * The later mends (the review's edges, set16) are in readings-set16.test.ts. Each asserted as the
 * sentence a reader sees, on inputs written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { noteForBio, write, writeLonger } from './write-for-test';

const target = {
  name: 'Oskar Lind',
  relevance: 'runs procurement at Nordlys Foods',
  purpose: 'ask about supplying them',
};
const note = (bio: string, extra: Record<string, string> = {}) => noteForBio(target, bio, extra);

describe('set15: the sender introduced in one sentence', () => {
  it('folds "I am an architect specialising in …" after the name, as a role with its participle', () => {
    const text = note('I am an architect specialising in timber schools. I have designed four primary schools.');
    expect(text).toContain("I'm Mira Holt, an architect specialising in timber schools.");
    expect(text).not.toContain('I am an architect');
  });

  it('keeps "I am a nurse and have worked …" a sentence of its own: it has a verb of its own', () => {
    const text = note('I am a nurse and have worked in three countries.');
    expect(text).not.toContain("I'm Mira Holt, a nurse and have worked");
    expect(text).toContain('have worked in three countries');
  });

  it('reads a vicar, a chaplain and a dean as roles', () => {
    expect(note("I am the vicar of St Anne's, a small parish church in Wolverhampton.")).toContain(
      "I'm Mira Holt, the vicar of St Anne's, a small parish church in Wolverhampton.",
    );
  });

  it('says how long the sender has been what they are with the role, not "I\'ve been doing this"', () => {
    const text = note('Urban planner, City of Sherbrooke — 11 years. Currently leading our winter cycling plan.');
    expect(text).toContain("I'm Mira Holt, and I've been an urban planner at the City of Sherbrooke for 11 years.");
    expect(text).not.toContain('doing this');
  });

  it('joins "I run …" to the name with "and", not two short sentences', () => {
    const text = note('I manage a cold storage warehouse at Tema Port. We handle about 1,200 tonnes a month.');
    expect(text).toContain("I'm Mira Holt, and I manage a cold storage warehouse at Tema Port.");
    const tenure = note('I have been head chef at Tasca do Largo in Lisbon for eight years.');
    expect(tenure).toContain("I'm Mira Holt, and I've been head chef at Tasca do Largo in Lisbon for eight years.");
  });

  it('says what the organisation does after its name, not the name twice', () => {
    const text = note('Filo Verde makes knitwear from recycled wool. 3 yrs old, in 45 boutiques', {
      job_title: 'Founder',
      company_name: 'Filo Verde',
    });
    expect(text).toContain('Filo Verde, which makes knitwear from recycled wool.');
    expect(text).toContain("We're 3 years old, in 45 boutiques");
    expect(text).not.toMatch(/Filo Verde\. Filo Verde|years in old/);
  });

  it('keeps a relative clause with the organisation it follows', () => {
    const text = note('Chief Executive of Harbourside Housing Association, which manages 4,200 homes across Bristol.');
    expect(text).toContain(
      "I'm Mira Holt, chief executive of Harbourside Housing Association, which manages 4,200 homes across Bristol.",
    );
    expect(text).not.toContain('. Which');
  });

  it('speaks for what the sender heads: "We have 42 reading clubs", "We\'re funded by …", and keeps "approx."', () => {
    const text = note(
      'Programme director, Ubuntu Reading Circles; 42 reading clubs in Soweto; approx. 1,100 children weekly; funded mostly by small local donors',
    );
    expect(text).toContain('We have 42 reading clubs in Soweto.');
    expect(text).toContain("We're funded mostly by small local donors.");
    expect(text).toContain('about 1,100 children weekly');
    expect(text).not.toMatch(/I have 42|I funded|about\./);
  });

  it('still ends a sentence after "tbh."', () => {
    const { note: text } = write(target, {
      name: 'Grace Lim',
      context: 'same bootcamp cohort, lost touch tbh. shes at harbormill now',
    });
    expect(text).not.toMatch(/touch\s*,\s*she/);
  });
});

describe('set15: offers "I can offer" broke', () => {
  const offer = (value_add: string) => write({ ...target, value_add });

  it('says "Happy to share …" as "I\'d be happy to share …", and a plural after a dash as what it is', () => {
    const { note: text } = offer('Happy to share data from our pilot - counts from 14 sensors over two winters');
    expect(text).toContain("I'd be happy to share data from our pilot: counts from 14 sensors over two winters.");
    expect(text).not.toMatch(/I can offer happy|I can count/);
  });

  it('says "No charge for the briefing" as what it costs', () => {
    expect(offer('No charge for the briefing').note).toContain("There'd be no charge for the briefing.");
  });

  it('says "free from sept" as when the sender is free', () => {
    const { note: text } = offer('free from sept, done lime work on 3 listed buildings');
    expect(text).toContain("I'm free from September.");
    expect(text).not.toContain('I can offer a free');
  });

  it('gives a singular thing typed first with a capital its article, and a material none', () => {
    expect(offer('Full training kit in Marathi and English').note).toContain(
      'I can offer a full training kit in Marathi and English.',
    );
    expect(offer('traceable wool, full supply chain data per garment').note).toContain(
      'I can offer traceable wool and full supply chain data per garment.',
    );
    expect(offer('West African + Middle Eastern menus nobody else does').note).not.toContain('a west African');
  });
});

describe('set15: acronyms said as words', () => {
  it('writes "a NICU position" and "a FEMA course", and still "an MBA" and "an NHS trust"', () => {
    const text = note(
      'I am looking for a NICU position. I met Ben at a FEMA course. I have an MBA. I work at an NHS trust.',
    );
    expect(text).toContain('a NICU position');
    expect(text).toContain('a FEMA course');
    expect(text).toContain('an MBA');
    expect(text).toContain('an NHS trust');
    expect(text).not.toMatch(/an NICU|an FEMA/);
  });
});

describe('set15: the stock phrasings its reader marked', () => {
  it('never asks with "I wonder if you\'d", "Would you feel comfortable" or "Would you mind introducing"', () => {
    for (const name of [
      'Ana Ruiz',
      'Ben Okafor',
      'Carla Diaz',
      'Dev Patel',
      'Eva Stone',
      'Femi Ade',
      'Gus Hale',
      'Hana Mori',
    ]) {
      const { content } = write({ ...target, name });
      expect(content).not.toMatch(
        /I wonder if you'd|Would you feel comfortable|Would you mind introducing|in the coming weeks/,
      );
    }
  });
});

describe('set15: who the target is, said right after the ask', () => {
  it('says the reason beside the ask, then the purpose', () => {
    const { toIntroducer } = write({
      name: 'Kaisa Niemi',
      relevance: 'She is the property director for the municipality of Umeå, which is building three new schools.',
      purpose: 'I would like to present our timber school work before the design competitions open.',
      value_add: 'Our schools came in 12% under the cost benchmark.',
    });
    // (Set16's readers marked the reason as a sentence of its own a template: now a clause on the ask.)
    expect(toIntroducer).toMatch(
      /introduce me to Kaisa Niemi, who is the property director for the municipality of Umeå, which is building three new schools[?.] I'd like to present our timber school work/,
    );
    // (One short sentence of what is in it for the target follows the purpose, not a lone paragraph:
    // set19's readers marked such lines as isolated.)
    expect(toIntroducer).toMatch(/competitions open\. Our schools came in 12% under the cost benchmark\.\n\n/);
  });

  it('names the organisation once when the reason says the target is there, and keeps it when not', () => {
    const once = write({
      name: 'Farah Ismail',
      relevance: 'general counsel at Meridian Marine, which is expanding into Vietnam',
      purpose: 'offer a short briefing on employment rules in Vietnam',
    }).toIntroducer;
    expect(once.match(/Meridian Marine/g)?.length).toBe(1);
    const kept = write({
      name: 'Sophie Laurent',
      relevance: 'buyer at Maison Verlaine. Maison Verlaine is opening a sustainable brands floor.',
      purpose: 'pitch our knitwear for the new floor',
    }).toIntroducer;
    expect(kept).toMatch(/Sophie Laurent(?:, a buyer)? at Maison Verlaine/);
  });

  it('keeps a long reason as a paragraph of its own', () => {
    const { toIntroducer } = write({
      name: 'Anneliese Vogt',
      relevance:
        'Anneliese is an operating partner at Greystoke Equity, which owns several food and drink businesses across the north of England and is now looking for finance directors for two of them. She also sits on the board of the regional chamber of commerce.',
      purpose: 'be considered for one of the CFO roles',
    });
    const [opening] = toIntroducer.split('\n\n').slice(1);
    expect(opening).not.toContain('operating partner');
  });
});

describe('set15: names of people, places and organisations', () => {
  it('names an introducer with a hyphenated first name in the note, and keeps its capitals', () => {
    const { note: text } = write(target, {
      name: 'Professor Anne-Marie Lefèvre',
      context: 'Anne-Marie examined my doctoral thesis in 2019, and we have kept in touch since.',
    });
    expect(text).toContain('Professor Anne-Marie Lefèvre examined my doctoral thesis in 2019');
    expect(text).not.toMatch(/anne-Marie|I know Professor/);
    const korean = write(target, { name: 'Park Ji-woo', context: 'Ji-woo and I shared an office at KAIST' }).note;
    expect(korean).toContain('Park Ji-woo and I shared an office at KAIST');
  });

  it('does not take a particle such as "Al" for the name of the target or the introducer', () => {
    const { note: text } = write(
      { ...target, name: 'Salim Al-Harthy' },
      { name: 'Khalid Al-Busaidi', context: "a colleague of my brother's" },
    );
    expect(text).not.toMatch(/you-/);
  });

  it('keeps the capital of a place or organisation whose name starts a piece of the bio', () => {
    expect(note('Chair – Portobello Community Garden group – 60 members, all volunteers.')).toContain(
      "I'm Mira Holt, chair of the Portobello Community Garden group.",
    );
    expect(
      write(target, undefined, {
        name: 'Rosa Diaz',
        bio: 'Saguaro County Office of Emergency Management - 9 yrs. Lead our heat response.',
        job_title: 'Emergency Management Coordinator',
      }).note,
    ).toContain('at the Saguaro County Office of Emergency Management');
  });

  it('writes a company typed with capitals as typed', () => {
    const text = note('85 trucks, mostly PL–DE routes', {
      job_title: 'Fleet Manager',
      company_name: 'Trans-Vistula Sp. z o.o.',
    });
    expect(text).toContain('Trans-Vistula Sp. z o.o.');
  });
});

describe('set15: how the sender knows the introducer', () => {
  it('makes the sender the subject of "sat next to him at …"', () => {
    const { note: text } = write(target, {
      name: 'Ben Takahashi',
      context: "sat next to him at a FEMA course in Emmitsburg last spring, we've traded a few emails since",
    });
    expect(text).toContain('I sat next to Ben Takahashi at a FEMA course in Emmitsburg last spring.');
  });

  it('says "his company ships … with us" as typed, and "working together since 2019" as gone on since', () => {
    const { note: text } = writeLonger(target, {
      name: 'Jens Albrecht',
      context: 'client - his company ships auto parts with us, working together since 2019',
    });
    expect(text).toContain('His company ships auto parts with us.');
    expect(text).toMatch(/(?:Jens and I|We) have been working together since 2019\./);
    expect(text).not.toMatch(/We're his|are working together since/);
  });
});

describe('set15: titles, purposes and shorthand', () => {
  it('greets "Frau Heike Schneider" and "Canon Michael Harte" by first name, and signs without "Revd"', () => {
    expect(write(target, { name: 'Frau Heike Schneider', context: 'my son’s teacher' }).content).toMatch(/^Hi Heike,/);
    expect(write(target, { name: 'Canon Michael Harte', context: 'our Area Dean' }).content).toMatch(/^Hi Michael,/);
    const signed = write(target, undefined, { name: 'Revd Deborah Okafor', bio: 'vicar of St Anne’s' }).content;
    expect(signed.trim().endsWith('Deborah')).toBe(true);
  });

  it('says "run homework club" with its article', () => {
    expect(note('volunteer. run homework club for refugee kids in Leipzig')).toContain(
      'I run a homework club for refugee kids in Leipzig.',
    );
    expect(note('I lead business development at Datapolis.')).not.toContain('a business');
  });

  it('reads "pls ask if …" as the ask, "get on his call list" as a list, and a deadline as a sentence', () => {
    expect(write({ ...target, purpose: 'pls ask if we can hire a court sat mornings' }).toIntroducer).toContain(
      "I'd like to ask if we can hire a court",
    );
    const list = write({ ...target, purpose: 'want to get on his call list for sessions' });
    expect(list.toIntroducer).toContain("I'd like to get on his call list for sessions.");
    expect(list.content).not.toMatch(/for on his|open to on/);
    const deadline = write({ ...target, purpose: 'ask what they look for b4 i apply, deadline is march' });
    expect(deadline.toIntroducer).toContain('before I apply. The deadline is in March.');
    expect(write({ ...target, purpose: 'pls intro, want to pitch our linen rental' }).content).not.toContain(
      'about an intro',
    );
  });

  it('reads "frm", "gaz n me were" and "hasn\'t spoke much since"', () => {
    expect(writeLonger({ ...target, purpose: 'learn what licences we need frm KEBS' }).toIntroducer).toContain(
      'from KEBS',
    );
    const { note: text } = writeLonger(target, {
      name: 'Gaz',
      context: 'gaz n me were on the minster scaffold job and hasnt spoke much since',
    });
    expect(text).toContain("Gaz and I were on the minster scaffold job and haven't spoken much since.");
    const split = writeLonger(target, {
      name: 'Gaz',
      context: 'gaz n me were on a job 2021, hasnt spoke much since',
    }).note;
    expect(split).toMatch(/haven't spoken much since/);
    expect(split).not.toMatch(/Gaz hasn't|spoke much/);
  });
});

describe('set15: "their" in the note is the reader\'s', () => {
  it('says "your pineapple exports" and "your B-BBEE scorecard" in the note to the target', () => {
    const { note: text } = write({
      name: 'Abena Owusu',
      relevance: 'head of export logistics at a pineapple producer',
      purpose: 'offer our cold storage and trucking for their pineapple exports',
      value_add: 'We report quarterly with results per child, useful for their B-BBEE scorecard',
    });
    expect(text).toContain('for your pineapple exports');
    expect(text).toContain('useful for your B-BBEE scorecard');
  });
});

describe("set15: a physio's bio", () => {
  it('says "ACL rehab is our thing" as typed and "own clinic … since 2020" with "I\'ve had"', () => {
    const text = note(
      'physio - msk + sports rehab - own clinic in cardiff since 2020, 2 physios + me. ACL rehab is our thing',
    );
    expect(text).toContain('ACL rehab is our thing.');
    expect(text).toContain("I've had my own clinic in Cardiff since 2020, with 2 physios and me.");
    expect(text).not.toMatch(/does our thing|Own clinic/);
  });
});

describe("set14's recipient reading: tense and place", () => {
  it('says a relationship that is over in the past, without "former" twice', () => {
    const flat = write(target, { name: 'Tunde Bello', context: 'my flatmate at Unilag back in the day' }).note;
    expect(flat).toContain('Tunde Bello was my flatmate at Unilag back in the day.');
    const boss = write(target, { name: 'Thomas Kern', context: 'my former boss at the consulting firm 2012-16' }).note;
    expect(boss).toContain('Thomas Kern was my boss at the consulting firm from 2012 to 2016');
  });

  it('says "based stuttgart" with "in", leaves "Lisbon-based" alone, and "(mpesa based …)" out', () => {
    expect(note('sap consultant, based stuttgart')).toContain('based in Stuttgart');
    expect(note('VP of Engineering at Tessaly, a Lisbon-based company')).toContain('a Lisbon-based company');
    // (What was typed in brackets is left out, not read as where the sender is based: sane.ts unbracket.)
    const chama = note('I built offline mode for a chama app (mpesa based group savings)');
    expect(chama).toContain('I built offline mode for a chama app.');
    expect(chama).not.toMatch(/based in/i);
  });
});

describe("set14, read again: people's 'their', the bar, 'nth of' and 'based poznan'", () => {
  it('keeps "their family" of the students in the note, and still says "some of your overflow"', () => {
    const students = write({
      name: 'Ana Ruiz',
      relevance: 'head of widening participation at Northvale Conservatoire',
      purpose:
        'ask if they would run an audition workshop for our Year 12s - most would be the first in their family to apply',
    }).note;
    expect(students).toContain('first in their family');
    const overflow = write({
      name: 'Ana Ruiz',
      relevance: 'head of outsourcing at Lumen Bio',
      purpose: 'an intro call about taking on some of their assay overflow',
    }).note;
    expect(overflow).toContain('some of your assay overflow');
  });

  it('says "called to the Ontario bar" as what was done to the sender, "nth of" as "north of", "based poznan" with "in"', () => {
    expect(note('Associate at Harlow LLP. Called to the Ontario bar in 2019.')).toContain(
      'I was called to the Ontario bar in 2019.',
    );
    expect(note('grain and sheep farmer, 2800ha nth of dubbo')).toContain('north of');
    expect(note('own 14 trucks, mostly reefers. based poznan')).toMatch(/based in Poznan/i);
  });
});

describe('set15: what the relevance says of the sender goes into the note', () => {
  it('says "Our lease runs out in December …" in the note before the purpose, and nothing of the target\'s job', () => {
    const { note: text } = write({
      name: 'whoever manages community growing leases at the City Council',
      relevance: 'Our lease runs out in December and nobody seems sure how renewals work',
      purpose: 'find out how to renew for another 5 years',
    });
    expect(text).toMatch(
      /Our lease runs out in December and nobody seems sure how renewals work\. I.{0,20}find out how to renew/,
    );
    const job = write({
      ...target,
      relevance: 'runs procurement at Nordlys Foods. Our oats won a national award.',
    }).note;
    expect(job).not.toContain('runs procurement');
  });
});
