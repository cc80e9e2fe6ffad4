/**
 * Session 13's first round of mends (bench/RESULTS.md, "Session 13"), found in the two set12 readings
 * of session 12 (m1, m1b), which are seen: the message to the introducer left out what is in it for
 * the target (both readers, in 23-26 of 30 messages), a role beside a name had no article, and some
 * forty kinds of sentence broke (participles after a comma, weak ties typed as asides, measures, …);
 * then the edges of those rules a helper's review found. The second round, from set13's readings, is
 * in readings-set13.test.ts. Each asserted as the sentence a reader sees, on inputs written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { write, writeLonger } from './write-for-test';

describe('the message to the introducer says what is in it for the target', () => {
  it('carries the offer beside the reason, as the note does', () => {
    const { toIntroducer, note } = write({
      name: 'Olga Brandt',
      relevance: 'runs the seed bank at the Botanic Garden in Aarhus',
      purpose: 'ask if they would store our heirloom rye',
      value_add: 'We have kept 14 local rye varieties alive since 1990.',
    });
    expect(toIntroducer).toContain('We have kept 14 local rye varieties alive since 1990.');
    expect(note).toContain('We have kept 14 local rye varieties alive since 1990.');
  });
});

describe('a role beside a name reads with its article', () => {
  it('writes "a partner", "the head of …" and "an orthopaedic surgeon"', () => {
    // (A role at an organisation is left out of the ask, decision 052: said beside the name only alone.)
    expect(write({ name: 'Radhika Iyer', relevance: 'partner' }).toIntroducer).toMatch(/Radhika Iyer, a partner[?.]/);
    expect(write({ name: 'Jonas Ek', relevance: 'head of procurement' }).toIntroducer).toMatch(
      /Jonas Ek, the head of procurement[?.]/,
    );
    expect(write({ name: 'Aaron Fisk', relevance: 'an orthopaedic surgeon' }).toIntroducer).toMatch(
      /Aaron Fisk, an orthopaedic surgeon[?.]/,
    );
    expect(write({ name: 'Radhika Iyer', relevance: 'partner at Elm Street Capital' }).toIntroducer).toMatch(
      /Radhika Iyer at Elm Street Capital[?.]/,
    );
  });
});

describe('a participle after a comma describes the thing before it', () => {
  const target = { name: 'Olga Brandt', relevance: 'buyer at Nordkost', purpose: 'ask about stocking our oils' };
  it('keeps "sourced from …" with what it describes, not "I sourced from …"', () => {
    const { note } = write(target, undefined, {
      name: 'Nora Quinn',
      bio: 'We press oils from Danish rapeseed, sourced from family farms on Funen. We are in 40 shops.',
    });
    expect(note).toContain('We press oils from Danish rapeseed, sourced from family farms on Funen.');
    expect(note).not.toMatch(/\bI sourced\b/);
  });

  it('hangs it on the role when nothing else was said', () => {
    const { note } = write(target, undefined, {
      name: 'Nora Quinn',
      bio: 'Osteopath in Aarhus, specialised in sports injuries. Opened my own clinic last year.',
    });
    expect(note).toContain('an osteopath in Aarhus, specialised in sports injuries.');
    expect(note).not.toMatch(/\bI specialised\b/);
  });

  it('keeps "paid on delivery" with the offer', () => {
    const { note } = write({ ...target, value_add: 'we would order 200 litres a month, paid on delivery' });
    expect(note).toMatch(/200 litres a month, paid on delivery\./);
    expect(note).not.toMatch(/\bI paid\b/);
  });

  it('reads "working capital credit" as a noun, not "I\'m working capital"', () => {
    const { note } = write(target, undefined, {
      name: 'Nora Quinn',
      bio: 'co-founder of Kornkredit — working capital credit for grain farmers, repaid from harvest sales',
    });
    expect(note).toContain('working capital credit for grain farmers, repaid from harvest sales');
    expect(note).not.toMatch(/I['’]m working capital|I repaid/);
  });
});

describe('a weak tie typed as an aside', () => {
  const target = { name: 'Olga Brandt', relevance: 'buyer at Nordkost', purpose: 'ask about stocking our oils' };
  it('leaves "not super close tbh" out of the note and says it to the introducer', () => {
    const { toIntroducer, note } = write(target, {
      name: 'Cian Walsh',
      context: 'played a few gigs together in galway, not super close tbh',
    });
    expect(note).toContain('Cian Walsh and I played a few gigs together in Galway.');
    expect(note).not.toMatch(/close|honest/);
    expect(toIntroducer).toContain("I know we don't know each other well");
  });

  it('drops "honestly barely talk since" and says it has been a while', () => {
    const { toIntroducer, note } = write(target, {
      name: 'Gus Lima',
      context: 'angel in our seed round. honestly we barely talk since',
    });
    expect(note).toContain('Gus Lima is an angel in our seed round.');
    expect(note).not.toMatch(/barely|honest/);
    expect(toIntroducer).toContain("I know it's been a while since we spoke");
  });
});

describe('the two of them, said as the two of them', () => {
  const target = { name: 'Olga Brandt', relevance: 'buyer at Nordkost', purpose: 'ask about stocking our oils' };
  it('writes "We still message now and then", not "Erik still message"', () => {
    const { note } = writeLonger(target, {
      name: 'Erik Sand',
      context: 'we were classmates at KTH, still message now and then',
    });
    expect(note).toContain('We still message now and then.');
  });

  it('says to the reader "you\'re still in touch" when the introducer worked with them', () => {
    const { note } = writeLonger(
      { name: 'Chidi Okoro', relevance: 'buyer at Fairmart', purpose: 'ask about stocking our sauces' },
      {
        name: 'Tunde Bello',
        context: 'Tunde is my cousin. He worked with Chidi at Unilever in the 1990s and they are still in touch.',
      },
    );
    expect(note).toContain("worked with you at Unilever in the 1990s and you're still in touch.");
    expect(note).not.toContain('they are still in touch');
  });

  it('keeps a sentence with its own "and" apart instead of a chain of three', () => {
    const { note } = writeLonger(target, {
      name: 'Dougie Mac',
      context: 'Dougie has been my client for eight years. He owns three boats and is a member of the association.',
    });
    expect(note).toContain('Dougie Mac has been my client for eight years. He owns three boats and is a member');
  });
});

describe('the purpose after the ask, to the introducer', () => {
  it('keeps "their" when the ask just named the organisation', () => {
    const { toIntroducer } = write({
      name: 'Camille Roux',
      relevance: 'programme officer at Fondation Velo',
      purpose: 'ask about their open call for pilots',
    });
    expect(toIntroducer).toContain('Fondation Velo');
    expect(toIntroducer).toContain('ask about their open call for pilots');
    expect(toIntroducer).not.toContain("Fondation Velo's open call");
  });

  it('calls a target known by role "them", not "that person"', () => {
    const { toIntroducer } = write({
      name: 'the head of procurement at Ostmann Logistik',
      purpose: 'intro call about freight audit before the tender',
    });
    expect(toIntroducer).toMatch(/I'd like to ask them for an intro call about freight audit/);
    expect(toIntroducer).not.toContain('ask that person');
  });

  it('reads a common slip ("wnat") as the word meant, and a chat asked after the purpose as the close', () => {
    const { note } = write({
      name: 'the head of retail at Harbour & Vine',
      purpose: 'wnat to be considered for the regional manager role, would love a chat first',
    });
    expect(note).toContain('be considered for the regional manager role');
    expect(note).not.toMatch(/wnat|a want to/);
    expect(note.match(/\bchat\b/g)).toHaveLength(1);
  });
});

describe('names and counts typed in lower case', () => {
  const target = { name: 'Olga Brandt', relevance: 'buyer at Nordkost', purpose: 'ask about stocking our oils' };
  it('writes "McCann" for "mccann"', () => {
    const { note } = write(target, { name: 'declan mccann', context: 'my old area manager' });
    expect(note).toContain('Declan McCann');
  });

  it('leaves "at two weekend markets" in lower case', () => {
    const { note } = write(target, undefined, {
      name: 'Nora Quinn',
      bio: 'I run Ata Kitchen. We sell in 14 shops and at two weekend markets.',
    });
    expect(note).toContain('at two weekend markets');
  });
});

describe('what the target does, typed without its subject', () => {
  it('reads "studies …" as a verb: "Professor Sato studies …", not "is studies"', () => {
    const { toIntroducer } = write({
      name: 'Prof. Ken Sato',
      relevance: 'studies flood warning systems at Kyoto University. he has written about false alarms',
      purpose: 'ask if I could interview him for my thesis',
    });
    expect(toIntroducer).toContain('Professor Ken Sato at Kyoto University');
    expect(toIntroducer).toContain('Professor Sato studies flood warning systems.');
    expect(toIntroducer).not.toContain('is studies');
  });
});

describe('a question about a short subject is asked directly in the note', () => {
  it('writes "Could our farm join your trial …?", not "Could I ask whether our farm could join"', () => {
    const { note } = write({
      name: 'Anneke Vries',
      relevance: 'runs a pasture trial at Lincoln University',
      purpose: 'ask whether our farm could join her trial as a monitoring site',
    });
    expect(note).toContain('Could our farm join your trial as a monitoring site?');
    expect(note).not.toContain('Could I ask whether our farm could');
  });
});

describe('shorthand around the offer and the purpose', () => {
  const target = { name: 'Radha Iyer', relevance: 'partner at Elm Street Capital' };
  it('drops a "pls" typed after the purpose, and writes "deck ready" as a clause', () => {
    const { toIntroducer, note } = write({
      ...target,
      purpose: 'pitch our $2M seed pls',
      value_add: 'can share 2 yrs of repayment data, deck ready',
    });
    expect(toIntroducer + note).not.toMatch(/\bpl(?:ea)?se?\b/);
    expect(note).toContain('seed');
    expect(note).toContain('repayment data, and the deck is ready.');
  });

  it('offers a thing typed with what it is for, and says the reader is the one it is for', () => {
    const { toIntroducer, note } = write({
      name: 'whoever looks after bridges at the council',
      purpose: 'find out how they buy inspections',
      value_add: 'free trial inspection of one bridge so they can compare cost vs rope access',
    });
    // (The offer is made to the target, in the note only: build.ts offerForIntroducer.)
    expect(toIntroducer).not.toContain('offer');
    expect(note).toContain("I'd be glad to run a free trial inspection of one bridge so you can compare cost");
  });
});

describe('"their" in the offer, in the note the target reads', () => {
  const target = {
    name: 'Sophie Lamb',
    relevance: 'partnerships at Verdant Journeys',
    purpose: 'talk about a partnership',
  };
  it('is "your guests" after "group rates"', () => {
    const { note } = write({ ...target, value_add: 'group rates, plus a harvest week for their guests' });
    expect(note).toContain('for your guests');
  });

  it('stays "them" after the staff it means', () => {
    const { note } = write({ ...target, value_add: 'a findings report for the staff and a workshop for them' });
    expect(note).toContain('a workshop for them');
  });
});

describe('measures, verbs after a comma, and roles there is one of', () => {
  const target = { name: 'Pia Holm', relevance: 'practice manager at Paws & Co', purpose: 'demo our rota app' };
  it('writes "a free 3-month pilot", "for about 2 years" and "a roughly 1800 sq ft spot"', () => {
    const { note } = writeLonger(
      { ...target, purpose: 'find a ~1800 sq ft spot near downtown', value_add: 'free 3 month pilot in 2 clinics' },
      { name: 'Jana Novak', context: 'ex colleague from SAP, sat next to each other ~2 yrs' },
    );
    expect(note).toContain('a free 3-month pilot in 2 clinics');
    expect(note).toContain('next to each other for about 2 years');
    expect(note).toContain('a roughly 1800 sq ft spot');
    expect(note).not.toMatch(/an about|3 month pilot/);
  });

  it('joins a verb typed after a comma: "is a booking agent and books …", "owns … and mills …"', () => {
    const agent = write({ name: 'Katrin Vogel', relevance: 'booking agent, books loads of folk acts in Austria' });
    expect(agent.toIntroducer).toMatch(/(?:Katrin|who) is a booking agent and books loads of folk acts in Austria[.?]/);
    const mill = write({ name: 'Ben Lavoie', relevance: 'owns Scierie Lavoie, mills local white pine and hemlock' });
    expect(mill.toIntroducer).toMatch(/(?:Ben|who) owns Scierie Lavoie and mills local white pine and hemlock[.?]/);
  });

  it('writes "the artistic director of the education programme" and "a novelist based in Accra"', () => {
    const { toIntroducer, note } = write(
      { name: 'Jan Botha', relevance: 'artistic director of the education programme, runs a youth orchestra' },
      undefined,
      { name: 'Yaw Boateng', bio: 'novelist based in accra. my debut won a prize in 2022.' },
    );
    expect(toIntroducer).toContain('the artistic director of the education programme');
    expect(note).toContain("I'm Yaw Boateng, a novelist based in Accra.");
  });

  it('does not join what the sender offers onto a sentence about the target', () => {
    const { toIntroducer } = write({
      name: 'Jan Botha',
      relevance: 'runs the youth orchestra at the Philharmonic',
      purpose: 'explore a joint concert',
      value_add: 'our concerts draw families who never go to orchestral concerts',
    });
    expect(toIntroducer).not.toMatch(/, and our concerts/);
  });
});

describe('bio and relevance pieces with a subject left out', () => {
  const target = {
    name: 'Morag Fraser',
    relevance: 'bridges manager at the council',
    purpose: 'ask about drone surveys',
  };
  it('hangs what a business does on "I run …", not in brackets after the name; "CAA approved" is a standing', () => {
    const { note } = write(target, undefined, {
      name: 'Hamish Bain',
      bio: 'run bain aerial - roof and bridge inspections by drone. CAA approved, 4 pilots',
    });
    expect(note).toMatch(/I run Bain [Aa]erial\. We do roof and bridge inspections by drone\./);
    expect(note).toContain("I'm CAA approved, with 4 pilots.");
    expect(note).not.toContain('Hamish Bain (');
  });

  it('says "heard through the grapevine …" as what the sender heard', () => {
    const { toIntroducer } = write({
      name: 'Felipe Nakamura',
      relevance: 'led the payments integration. heard through the grapevine he might be open to moving',
      purpose: 'talk about our head of platform role',
    });
    expect(toIntroducer).toContain("I've heard through the grapevine he might be open to moving.");
    expect(toIntroducer).not.toContain('Felipe heard');
  });
});

describe('the organisation the ask named, named again', () => {
  it('is "there, and the foundation …" in the reason, not its full name twice', () => {
    const { toIntroducer } = write({
      name: 'Jerome Castle',
      relevance:
        'senior program officer for workforce development at the Calloway Family Foundation, which funds job training',
      purpose: 'ask whether our program fits their next grant cycle',
    });
    expect(toIntroducer).toContain('Jerome Castle at the Calloway Family Foundation');
    expect(toIntroducer).toContain('workforce development there, and the foundation funds job training');
    expect(toIntroducer.match(/Calloway Family Foundation/g)).toHaveLength(1);
  });
});

// The review of this session's rules (a helper's 281 made-up inputs) found these at their edges.
describe('the edges of this session’s rules', () => {
  const target = { name: 'Dana Whitfield', relevance: 'COO at Nordfrakt', purpose: 'follow up on the demo' };
  it('keeps an offer typed to the target out of the message to the introducer', () => {
    const { toIntroducer, note } = write({ ...target, value_add: 'happy to give you a free month of monitoring' });
    expect(toIntroducer).not.toContain('give you');
    expect(note).toContain('give you a free month of monitoring');
  });

  it('leaves "thanks" and a name "Ty" where they end a purpose', () => {
    expect(write({ ...target, purpose: 'send her my thanks' }).toIntroducer).toContain('send her my thanks');
    expect(write({ ...target, purpose: 'meet his cofounder Ty' }).toIntroducer).toContain('Ty');
  });

  it('reads "always available", "so far" and "ago" as typed', () => {
    const a = write({ ...target, value_add: 'happy to help, always available' });
    expect(a.note).not.toMatch(/the always/);
    const b = write({ ...target, value_add: '40 customers so far' });
    expect(b.note).not.toContain('I can offer 40 customers');
    const c = write(target, { name: 'Sam Lee', context: 'we spoke about 2 weeks ago at Web Summit' });
    expect(c.note).toContain('spoke about 2 weeks ago');
  });

  it('keeps the relationship when only part of it is the aside, and "haven\'t talked about this" is no tie', () => {
    const friend = write(target, { name: 'Raj Iyer', context: 'family friend (not close)' });
    expect(friend.note).toContain('Raj Iyer is my family friend.');
    const topic = write(target, { name: 'Sam Lee', context: "we haven't talked about this yet" });
    expect(topic.toIntroducer).not.toContain("it's been a while");
  });

  it('says what the target saw or heard as theirs', () => {
    const { toIntroducer } = write({ ...target, relevance: 'COO at Nordfrakt. saw our demo at ProMat' });
    expect(toIntroducer).toContain('Dana saw our demo at ProMat.');
    expect(toIntroducer).not.toContain("I've seen");
  });

  it('does not read "studies nursing" in a bio or "prints and drawings" in a relevance as a verb', () => {
    const bio = write(target, undefined, { name: 'Nora Quinn', bio: 'studies nursing at Leeds' });
    expect(bio.note).not.toMatch(/I studies/);
    const dept = write({ ...target, relevance: 'curator, prints and drawings at the V&A' });
    expect(dept.toIntroducer).not.toContain('curator and prints');
  });

  it('keeps "Seven Dials Market" a name, and "a" before a role there are several of', () => {
    const { note } = write(target, undefined, { name: 'Nora Quinn', bio: 'I run the cafe at seven dials market' });
    expect(note).toContain('Seven Dials Market');
    expect(write({ ...target, relevance: 'associate counsel' }).toIntroducer).toContain('an associate counsel');
    expect(write({ ...target, relevance: 'Principal' }).toIntroducer).toContain('a principal');
  });
});
