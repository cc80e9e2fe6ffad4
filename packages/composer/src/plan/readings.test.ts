/**
 * What blind readers flagged in sessions 6-8 (bench/RESULTS.md: readings v9-v10, h7-h8, t1-t2, w0-w1,
 * x0-x2), each asserted as the sentence a reader now sees. Names and their capitals are in
 * readings-names.test.ts; session 9's readings in readings-hurried.test.ts.
 */
import type { SenderProfile } from '@introask/shared';
import { describe, expect, it } from 'vitest';
import { write } from './write-for-test';

/** Readings v9 and h7 (bench/RESULTS.md): what readers flagged, each as the sentence they now see. */
describe('what the bio leaves after the role', () => {
  const sender = (bio: string, extra: Partial<SenderProfile> = {}): SenderProfile => ({
    name: 'Mike Dell',
    bio,
    ...extra,
  });
  const target = {
    name: 'Carla Benedetti',
    relevance: 'project manager at Benedetti Builders',
    purpose: 'ask about work',
  };

  it('says verbs and counts as sentences, not after a dash', () => {
    const { note } = write(target, undefined, sender('plumber, own my shop 11 yrs, 4 guys'));
    expect(note).toContain("I'm Mike Dell, a plumber. I've owned my shop for 11 years and have 4 guys.");
    expect(note).not.toContain('—');
  });

  it('puts a year of study before the role, a field after it, and a second role beside it', () => {
    expect(write(target, undefined, sender('postdoc in neuroscience at UCSD, 2nd year')).note).toContain(
      'a 2nd-year postdoc in neuroscience at UCSD',
    );
    expect(write(target, undefined, sender('PhD candidate, materials science, KAIST')).note).toContain(
      'PhD candidate in materials science at KAIST',
    );
    const filmmaker = write(
      target,
      undefined,
      sender('documentary filmmaker', { job_title: 'Director/Producer', company_name: 'Low Tide Films' }),
    ).note;
    expect(filmmaker).toContain('director and producer at Low Tide Films and a documentary filmmaker.');
  });

  it('says what the organisation is beside its name, and its budget as a sentence', () => {
    const host = sender('weekly podcast for independent retailers', {
      job_title: 'Host',
      company_name: 'Small Shop Big Ideas',
    });
    expect(write(target, undefined, host).note).toContain(
      "I'm Mike Dell, host of Small Shop Big Ideas, a weekly podcast for independent retailers.",
    );
    const chair = sender('Harbor Light runs a youth shelter in Tacoma. budget $3.2M', {
      job_title: 'Board Chair',
      company_name: 'Harbor Light',
    });
    const { note } = write(target, undefined, chair);
    expect(note).toContain('board chair of Harbor Light, which runs a youth shelter in Tacoma.');
    expect(note).toContain('Our budget is $3.2M.');
  });

  it('links a past fact with what the sender does now', () => {
    const { note } = write(target, undefined, sender('CPA. finished the data analytics cert, learning SQL'));
    expect(note).toContain("I finished the data analytics cert, and I'm now learning SQL.");
  });
});

describe('how the introducer is known, in the note', () => {
  const target = { name: 'Claire Dubois', relevance: 'deputy GC at Lumera', purpose: 'ask about going in-house' };
  it('reads friends and former colleagues as the people they are', () => {
    expect(write(target, { name: 'sophie', context: "law school friend, Northwestern '20" }).note).toContain(
      'Sophie and I are friends from law school.',
    );
    expect(write(target, { name: 'Mei Chen', context: 'ex-colleague from Stripe' }).note).toContain(
      'Mei Chen and I worked together at Stripe.',
    );
  });

  it('keeps a pronoun once the introducer is named, and joins what they do', () => {
    expect(
      write(target, { name: 'Prof. Anita Desai', context: "my capstone advisor, I TA'd her algorithms class" }).note,
    ).toContain("is my capstone advisor, and I TA'd her algorithms class.");
  });

  it('opens with a recent meeting when that is how they know each other', () => {
    expect(write(target, { context: 'we met at a design meetup in Berlin last month' }).toIntroducer).toContain(
      'It was great to meet you at the design meetup in Berlin last month.',
    );
  });
});

describe('the ask and the offer', () => {
  // Session 13: both set12 readers marked a message to the introducer without the offer as missing its
  // reason (RUBRIC.md "Structure": "why this target and what is in it for them").
  it('tells the introducer what is in it for the target as well as the note, and writes shorthand out', () => {
    const { toIntroducer, note } = write({
      name: 'Björn Ekström',
      relevance: 'produce buyer for Greenway Markets (31 stores in NorCal)',
      purpose: 'explore their local organic program',
      value_add: 'can do direct store delivery 3x/wk',
    });
    expect(toIntroducer).toMatch(
      /Björn Ekström, a produce buyer for Greenway Markets, which has 31 stores in NorCal[?.]/,
    );
    expect(toIntroducer).toContain('three times a week');
    expect(note).toContain('three times a week');
  });

  it('asks for a call as a call, and hearsay the right way round', () => {
    expect(
      write({ name: 'Dana Fox', relevance: 'COO at Halden', purpose: 'get a 20 min intro call about a pilot' }).note,
    ).toContain('Would you be open to a 20-minute intro call about a pilot?');
    expect(
      write({
        name: 'Carla Benedetti',
        relevance: 'project manager at Benedetti Builders',
        purpose: 'see if they need another plumbing sub, there current guy is retiring i heard',
      }).note,
    ).toContain('I heard your current guy is retiring.');
  });

  it('says a fundraise as news, and a role’s hours as the role’s', () => {
    expect(
      write({
        name: 'Ingrid Solberg',
        relevance: 'partner at Greyline',
        purpose: 'raise our $2.5M seed - want to see if Greyline would lead',
      }).toIntroducer,
    ).toContain("We're raising our $2.5M seed, and I'd like to see if Greyline would lead.");
    expect(
      write({
        name: 'Anjali Rao',
        relevance: 'CFO at Puget Mutual',
        purpose: 'talk about joining our board',
        value_add: 'about 6 hrs/month',
      }).note,
    ).toContain('It takes about 6 hours a month.');
  });
});

describe('why this target', () => {
  it('says a reason about the target as it is, with no stock tail, and never names them twice', () => {
    const withPronoun = write({
      name: 'Owen Gallagher',
      relevance: 'founder of Copperpot Kitchen. he grew it from 1 store to 14 without outside funding',
      purpose: 'invite him on the show',
    }).toIntroducer;
    // Readers marked "…, which is why I thought of him" as a template in every reading (bench/RESULTS.md).
    expect(withPronoun).toMatch(/(?:Owen|He) grew it from 1 store to 14 without outside funding\./);
    expect(withPronoun).not.toMatch(/thought of him|the best person to ask/);
    const noPronoun = write({
      name: 'Ingrid Solberg',
      relevance: 'partner at Greyline, led the seed in Ductwise last yr',
      purpose: 'ask about the seed',
    }).toIntroducer;
    expect(noPronoun).toMatch(/(?:Ingrid|who) led the seed in Ductwise last year[.?]/);
  });

  it('reads a pronoun only where one was typed', () => {
    const { content } = write({ name: 'Ba', relevance: 'runs ops at Stripe', purpose: 'bøHe' });
    expect(content).not.toMatch(/\b(?:him|her|he|she)\b/);
  });
});

describe('small words readers noticed', () => {
  it('gives a bare role its article, and a university its "the"', () => {
    const { toIntroducer } = write({
      name: 'Brandon Tuttle',
      relevance: 'developer',
      purpose: 'ask about working at University of Michigan',
    });
    expect(toIntroducer).toContain('Brandon Tuttle, a developer?');
    expect(toIntroducer).toContain('at the University of Michigan');
  });

  it('joins what the introducer has been, said with "she\'s", to who they are', () => {
    const { note } = write(
      { name: 'Henrietta Cobb', relevance: 'ran the water utility', purpose: 'ask about the utility' },
      {
        name: 'Patricia Vance',
        context: "Patricia is a retired council member, she's been a source of mine for years",
      },
    );
    expect(note).toContain('Patricia Vance is a retired council member and has been a source of mine for years.');
  });
});

describe('a relevance typed as a list', () => {
  it('says what the target is, what they care about, and the organisation’s size', () => {
    const anjali = write(
      {
        name: 'Anjali Rao',
        relevance: "CFO, Frank's neighbor, interested in youth homelessness",
        purpose: 'talk about our board',
      },
      { name: 'Frank Delgado', context: 'served on our board' },
    ).toIntroducer;
    // (Frank knows Anjali is his neighbour: it is not said back to him.)
    expect(anjali).toMatch(/(?:Anjali|who) is CFO and is interested in youth homelessness[.?]/);
    const luis = write({
      name: 'Luis Fernández',
      relevance: 'VP ops at Harvest Table Group, 22 restaurants in denver area',
      purpose: 'talk about a demo',
    }).toIntroducer;
    expect(luis).toMatch(/(?:Harvest Table Group has|They have) 22 restaurants in the Denver area\./);
  });

  it('says how the sender feels with "I\'m", and writes platforms and ordinal years as written', () => {
    const { note } = write(
      { name: 'Nadia Petrov', relevance: 'engineer at Rivian', purpose: 'ask about internships' },
      undefined,
      {
        name: 'Yasmin Haddad',
        bio: '2nd year mechanical engineering student at Georgia Tech, really into EV batteries. 40k listeners on spotify',
      },
    );
    expect(note).toContain('a 2nd-year mechanical engineering student at Georgia Tech.');
    expect(note).toContain("I'm really into EV batteries.");
    expect(note).toContain('Spotify');
  });
});

/** Reading t1 (a set the engineers never opened; only the reader's summary was read). */
describe('input typed in a hurry', () => {
  it('writes contractions and months as written, and a state after "also" with "I"', () => {
    const { note } = write({
      name: 'Rosa Lind',
      relevance: 'head chef at Brasa',
      purpose: "see if theres a sous chef role coming up from feb. don't know anyone here yet",
    });
    expect(note).toContain("there's a sous chef role coming up from February");
    expect(note).toContain("I don't know anyone here yet.");
    expect(note).not.toContain('like to don');
  });

  it('leaves out a sentence a frame would break, and keeps the ask', () => {
    const { content } = write(
      { name: 'Dana Fox', relevance: 'COO at Halden', purpose: 'ask about a job' },
      { name: 'Prof. Daniel Leung', context: 'supervised my summer research project' },
    );
    expect(content).not.toMatch(/\bis an? supervised\b/);
    expect(content).toMatch(/introduc\w* me to Dana Fox|an introduction to Dana Fox/);
  });

  it("does not tell the introducer who their own relations are, or guess a reader's pronoun", () => {
    const { toIntroducer } = write(
      { name: 'Aaron Fisk', relevance: "vet at Greenway Animal Hospital, Mia's husband", purpose: 'ask about a job' },
      { name: 'Mia Fisk', context: 'my neighbour' },
    );
    expect(toIntroducer).toContain('Aaron Fisk at Greenway Animal Hospital?');
    expect(toIntroducer).not.toMatch(/husband/);
    const { content } = write({
      name: 'Sam Vega',
      relevance: 'runs the print shop on 5th. he trained 3 of the printers, all in their 80s',
      purpose: 'ask about their presses',
    });
    expect(content).not.toContain('your 80s');
  });
});

describe('a title typed twice, a verb read as a noun, two offers', () => {
  it('says the title once with what the bio adds, whom the sender works with, and what the introducer did', () => {
    const { note } = write(
      {
        name: 'Anita Shah',
        relevance: 'principal at Dunmore',
        purpose: 'ask about roles',
        value_add: 'our 3 seasons of trial data, exclusivity for 2 years',
      },
      { name: 'Prof. Daniel Leung', context: 'supervised my summer research project' },
      {
        name: 'Ana Reyes',
        job_title: 'Mortgage Broker',
        company_name: 'Northshore Mortgage Co.',
        bio: 'mortgage broker in Vancouver 6 years, lots of first-time buyers',
      },
    );
    expect(note).toContain("I'm Ana Reyes, mortgage broker at Northshore Mortgage Co.");
    expect(note).toContain("I've been a mortgage broker in Vancouver for 6 years.");
    expect(note).toContain('I work with lots of first-time buyers.');
    expect(note).toContain('Professor Daniel Leung supervised my summer research project.');
    expect(note).toContain('I can offer our 3 seasons of trial data and exclusivity for 2 years.');
  });
});

describe('a student’s bio', () => {
  it('gives a degree its article and says what the dissertation is on', () => {
    const { note } = write(
      { name: 'Ama Boateng', relevance: 'leads a research group', purpose: 'ask about PhD places' },
      undefined,
      {
        name: 'Chidinma Eze',
        bio: 'MSc student in public health at University of Leeds, dissertation on malaria bednet usage',
      },
    );
    expect(note).toContain("I'm Chidinma Eze, an MSc student in public health at the University of Leeds.");
    expect(note).toContain('My dissertation is on malaria bednet usage.');
  });
});

describe('the note ends on its question', () => {
  it('asks the purpose as the question, with no stock closing line after it', () => {
    const { note } = write({
      name: 'Emily Tran',
      relevance: 'content lead at Brightwire',
      purpose: 'ask if they use freelancers',
    });
    expect(note).toContain('Do you use freelancers?');
    expect(note).not.toMatch(/brief chat|short call|short conversation|find a time/);
    expect(
      write({ name: 'Robert Osei', relevance: 'chair of emergency medicine', purpose: 'explore a 90-day pilot' }).note,
    ).toContain('Would you be open to exploring a 90-day pilot?');
  });
});

describe('a founder’s bio', () => {
  it('keeps what the company does, says figures with "with", and what came before after it', () => {
    const { note } = write(
      { name: 'Ingrid Solberg', relevance: 'partner at Greyline', purpose: 'ask about the seed' },
      { name: 'Dan Whitcomb', context: 'Dan is an angel in our pre-seed, ex-founder (sold his company to Honeywell)' },
      {
        name: 'Priyanka Raman',
        job_title: 'Founder & CEO',
        company_name: 'Heatloop',
        bio: 'Heatloop retrofits commercial buildings w/ heat pump controls. 14 buildings live across Boston + Providence, avg 31% reduction in heating spend. prev 6 yrs at Trane.',
      },
    );
    expect(note).toContain('Heatloop, which retrofits commercial buildings with heat pump controls.');
    expect(note).toContain(
      "We're live in 14 buildings across Boston and Providence, with an average 31% reduction in heating spend.",
    );
    expect(note).toContain('Before Heatloop, I spent 6 years at Trane.');
    expect(note).toContain(
      'Dan Whitcomb is an angel in our pre-seed and a former founder who sold his company to Honeywell.',
    );
  });

  it('says a deadline in words', () => {
    expect(
      write({
        name: 'Helen Park',
        relevance: 'program officer at the Ashworth Foundation',
        purpose: 'ask if our program fits their grants before we apply (deadline March 14)',
      }).note,
    ).toContain('before we apply by the March 14 deadline');
  });
});

describe('small joins', () => {
  it('says a change by a share with "by", a company size as a team, and a consultation as a meeting', () => {
    const { note } = write(
      { name: 'Hyun-woo Lim', relevance: 'immigration attorney', purpose: 'consultation on EB-2 vs EB-3' },
      { name: 'Ray Tanaka', context: 'former client - I worked w/ his plant in Toledo in 2022, cut changeover 40%' },
      {
        name: 'Arjun Kapoor',
        job_title: 'CTO',
        company_name: 'Ledgerlight',
        bio: 'Ledgerlight: accounting automation. 22 people',
      },
    );
    expect(note).toContain('I worked with his plant in Toledo in 2022 and cut changeover by 40%.');
    expect(note).toContain("We're a team of 22.");
    expect(note).toContain('Would you be open to a consultation on EB-2 vs EB-3?');
  });
});

/** Reading t2 (set3, unseen; only the reader's summary read). */
describe('more of what people type in a hurry', () => {
  it('reads a chef’s bio and an offer described by how it is', () => {
    const { note } = write(
      {
        name: 'Tom Reed',
        relevance: 'head chef at Brasa',
        purpose: 'see if theyd want a sous chef',
        value_add: 'free for members, no sales pitch',
      },
      undefined,
      { name: "Liam O'Connor", bio: 'sous chef 7 years exp, currently at a 60 cover bistro in Fitzroy' },
    );
    expect(note).toContain(
      "I'm Liam O'Connor, a sous chef with 7 years of experience. I'm currently at a 60-cover bistro in Fitzroy.",
    );
    expect(note).toContain('Would you want a sous chef?');
    expect(note).toContain("It's free for members, with no sales pitch.");
  });

  it('keeps who did what: the introducer’s past, and a pronoun that is the introducer’s', () => {
    const { content, note } = write(
      {
        name: 'Tom Reed',
        relevance: 'runs hiring at Acme, Maria says he has hired a lot of veterans including her',
        purpose: 'ask about roles',
      },
      { name: 'Maria Lopez', context: 'one of our advisors, spent 15 yrs in packaging at Unilever' },
    );
    expect(content).toMatch(/[Yy]ou mentioned he has hired a lot of veterans including you\./);
    expect(note).toContain('Maria Lopez is one of our advisors and spent 15 years in packaging at Unilever.');
  });
});

/** Session 7: what readers flagged on the unseen sets (readings t3 and u1), as the sentence a reader now sees. */
describe('typed input the unseen sets showed', () => {
  it('reads "Kari shops there" as Kari doing something, said to Kari as "you shop there"', () => {
    const { toIntroducer } = write(
      {
        name: 'Laura Bergquist',
        relevance: 'owns Nordic Thread, a yarn shop in Minneapolis. Kari shops there all the time',
        purpose: 'see if Nordic Thread would stock our sweaters',
      },
      { name: 'Kari Haugland', context: 'we went to design school together' },
    );
    expect(toIntroducer).toMatch(/\byou shop there all the time\b/);
    expect(toIntroducer).not.toMatch(/\bis you\b|\byou shops\b/);
  });

  it('says an offer with its own verb as a sentence, and gives no article to plurals or activities', () => {
    const events = write({
      name: 'Iris Calloway',
      purpose: 'invite her to do an event at our shop',
      value_add: 'events usually draw 80-120 people',
    }).note;
    expect(events).toContain('Events usually draw 80-120 people.');
    expect(events).not.toMatch(/can offer an? events/);
    expect(
      write({ name: 'Laura Bergquist', purpose: 'ask about stocking our sweaters', value_add: 'wholesale pricing' })
        .note,
    ).toContain('I can offer wholesale pricing');
    expect(
      write({
        name: 'Ann Kerr',
        purpose: 'talk about referring clients',
        value_add: 'pre-approvals turned around in 24 hrs',
      }).note,
    ).toMatch(/I can offer pre-approvals turned around in 24 (?:hrs|hours)/);
  });

  it('reads a bare age and a bare number of years in a bio', () => {
    const { note } = write({ name: 'Carla Benedetti', purpose: 'ask about work' }, undefined, {
      name: 'Kieran Doyle',
      bio: 'night dispatcher at Halvorsen Freight. 7 yrs, run about 40 trucks a shift',
    });
    expect(note).toContain("I'm Kieran Doyle, and I've been a night dispatcher at Halvorsen Freight for 7 years.");
    expect(note).not.toContain('I have 7 years');
  });

  it('keeps "of" in a company name and writes peoples and days with a capital', () => {
    const { note } = write({ name: 'Ana Lima', purpose: 'ask about a placement' }, undefined, {
      name: 'Fatima Benali',
      job_title: 'Senior Lecturer',
      company_name: 'University of Cape Town',
      bio: 'I research tone in northern vietnamese dialects and volunteer on saturdays',
    });
    expect(note).toContain('University of Cape Town');
    expect(note).toContain('Northern Vietnamese dialects');
    expect(note).toContain('on Saturdays');
  });

  it('does not tie a noun-phrase reason to the ask with "which is why"', () => {
    const { toIntroducer } = write({
      name: 'Giles Forsyth',
      relevance: 'buyer at Harrow & Vine, London importer that already lists 3 Indian wines',
      purpose: 'see if they would list our chenin blanc',
    });
    expect(toIntroducer).not.toMatch(/wines, which is why/);
  });
});

describe('what the introducer said, at the start of a piece', () => {
  it('writes "per Danielle they still…" as "you mentioned they still…", with no stray comma', () => {
    const { toIntroducer } = write(
      {
        name: 'Pete Alvarez',
        relevance: 'CEO of CareBridge Home Health, ~600 caregivers. per Danielle they still schedule on spreadsheets',
        purpose: '15 min demo',
      },
      { name: 'Danielle Price', context: 'my RA at Villanova' },
    );
    expect(toIntroducer).toMatch(/you mentioned they still schedule on spreadsheets/i);
    expect(toIntroducer).not.toMatch(/ ,|is ,/);
  });
});

describe('a US town typed in lower case before its state', () => {
  it('writes "columbus OH" as "Columbus, OH"', () => {
    const { note } = write({ name: 'Rosa Delgado', purpose: 'ask about the planner job' }, undefined, {
      name: 'Darnell Okafor',
      bio: 'night dispatcher at Halvorsen Freight, columbus OH',
    });
    expect(note).toContain('Columbus, OH');
    expect(note).not.toContain('columbus');
  });
});

/**
 * Session 8: the writer's own rewrites that broke clean input (reading w1, bench/RESULTS.md), and
 * names typed in lower case that the language model does not know.
 */
describe('an appositive stays with the noun it describes', () => {
  const target = {
    name: 'Hiroshi Mori',
    relevance: 'President of the Kiso Valley Ryokan Association',
    purpose: 'Offer our tool to member inns',
  };
  it('keeps "Shiori, a booking tool …" and "Glucoparle, a French-language app …" in one sentence', () => {
    const shiori = write(target, undefined, {
      name: 'Kenta Yamaguchi',
      bio: 'Co-founder of Shiori, a booking and staff scheduling tool built for small ryokan. 85 inns use it, mostly in Nagano and Gifu.',
    }).note;
    expect(shiori).toContain(
      "I'm Kenta Yamaguchi, the co-founder of Shiori, a booking and staff scheduling tool built for small ryokan. 85 inns use it, mostly in Nagano and Gifu.",
    );
    const glucoparle = write(target, undefined, {
      name: 'Amélie Tremblay',
      bio: 'Family physician in Sherbrooke, Quebec. I lead a small team that built Glucoparle, a French-language app that helps patients log glucose readings.',
    }).note;
    expect(glucoparle).toContain("I'm Amélie Tremblay, a family physician in Sherbrooke, Quebec.");
    expect(glucoparle).toContain('built Glucoparle, a French-language app that helps patients log glucose readings.');
  });

  it('keeps "My company, Tidewrack, makes …" as the sentence it was typed as', () => {
    const { note } = write(target, undefined, {
      name: 'Orla Fitzgerald',
      bio: 'Theatre director based in Galway. My company, Tidewrack, makes new plays for small rural venues.',
    });
    expect(note).toContain(
      "I'm Orla Fitzgerald, a theatre director based in Galway. My company, Tidewrack, makes new plays",
    );
  });

  it('says "survey data from Bahia, a region …" whole, not as a fragment', () => {
    const { note } = write({
      name: 'Ana Souza',
      relevance: 'runs a coral lab',
      purpose: 'ask about PhD positions',
      value_add: "3 years of bleaching survey data from Bahia, a region your lab hasn't sampled yet",
    });
    // (Data the sender already has is said as theirs: "I have …", not "I can offer …".)
    expect(note).toContain("I have 3 years of bleaching survey data from Bahia, a region your lab hasn't sampled yet.");
  });
});

describe('what follows a purpose, an offer or a tenure', () => {
  it('says a reason after a dash as a sentence of its own, never "?:"', () => {
    const { toIntroducer, note } = write({
      name: 'Daniel Asante',
      relevance: 'physio in Brisbane',
      purpose: "see if he'd consider joining us - there's no hand therapist in our region at the moment",
    });
    expect(toIntroducer).toContain("joining us. There's no hand therapist in our region at the moment.");
    expect(note).toContain("joining us? There's no hand therapist");
    expect(note).not.toContain('?:');
  });

  it('says an offer typed as "I\'m happy to …" or "strong on …" as a sentence about the sender', () => {
    const happy = write({
      name: 'Leila Haddad',
      purpose: 'ask for mentoring',
      value_add: "I'm happy to help with Arabic usability testing.",
    }).note;
    expect(happy).toContain("I'm happy to help with Arabic usability testing.");
    expect(happy).not.toContain('I can offer I');
    const strong = write({
      name: 'Élodie Garnier',
      purpose: 'ask about wine buying',
      value_add: 'strong on natural wines from the Loire',
    }).note;
    expect(strong).toContain("I'm strong on natural wines from the Loire.");
  });

  it('reads "Lead product designer" as a role and "Five years designing …" as time spent', () => {
    const { note } = write({ name: 'Leila Haddad', purpose: 'ask for mentoring' }, undefined, {
      name: 'Youssef Hamdy',
      bio: 'Lead product designer at Mahfaza. Five years designing Arabic-first fintech apps.',
    });
    expect(note).toContain("I'm Youssef Hamdy, a lead product designer at Mahfaza.");
    expect(note).toContain("I've spent five years designing Arabic-first fintech apps.");
  });

  it('says "hes mixed a few of my gigs" as "has mixed", and keeps "Seán Ó Briain" whole', () => {
    const { note } = write(
      { name: 'Priya Shah', purpose: 'ask about support slots' },
      { name: 'Seán Ó Briain', context: 'Seán does sound at the Crown most weekends, hes mixed a few of my gigs' },
      {
        name: 'Dani Okoro',
        bio: 'singer songwriter',
      },
    );
    expect(note).toContain('Seán Ó Briain');
    expect(note).not.toContain('Ó.');
    expect(note).toContain('has mixed a few of my gigs');
  });
});

describe('a role typed as a title, a town after it, and who did what', () => {
  const target = { name: 'Rosa Delgado', purpose: 'ask about the planner job' };
  it('reads "Sales lead at …" as a role, and puts a workplace and its town after it', () => {
    const sales = write(target, undefined, {
      name: 'Jonas Albrecht',
      bio: 'Sales lead at Kettwig Sensorik, a 60-person company in Bochum.',
    }).note;
    expect(sales).toContain("I'm Jonas Albrecht, a sales lead at Kettwig Sensorik, a 60-person company in Bochum.");
    const physio = write(target, undefined, {
      name: 'Meg Holloway',
      bio: 'Practice manager, Coral Coast Physio in Cairns',
    }).note;
    expect(physio).toContain("I'm Meg Holloway, a practice manager at Coral Coast Physio in Cairns.");
    const dispatcher = write(target, undefined, {
      name: 'Darnell Okafor',
      bio: 'night dispatcher at Halvorsen Freight, columbus OH',
    }).note;
    expect(dispatcher).toContain('a night dispatcher at Halvorsen Freight in Columbus, OH.');
    expect(dispatcher).not.toContain('—');
  });

  it('gives a participle its "has", and the sender the verb when the introducer is its object', () => {
    const { note } = write(target, {
      name: 'Ben Ortiz',
      context: 'buys our produce for his restaurant, been a customer about 4 years',
    });
    expect(note).toContain('and has been a customer for about 4 years');
    const friend = write(target, { name: 'Sandra Kelly', context: 'family friend, known her since I was a kid' }).note;
    expect(friend).toContain("I've known her since I was a kid");
    expect(friend).not.toContain('has known her');
  });

  it('drops the pronoun in "X and I met him", and says a company size and interests in agreement', () => {
    const met = write(target, {
      name: 'Joost van Dam',
      context: 'met him at the Velo-city conference in Ghent last june',
    }).note;
    expect(met).toContain('Joost van Dam and I met at the Velo-city conference in Ghent last June.');
    const studio = write(target, undefined, {
      name: 'Hannah Weiss',
      bio: 'co-founder of Lantern Moth Games. 2 person indie studio in Montreal',
    }).note;
    expect(studio).toContain("We're a 2-person indie studio in Montreal.");
    const interests = write(target, undefined, {
      name: 'Yusuf Demir',
      bio: 'nephrologist. interests: home dialysis outcomes',
    }).note;
    expect(interests).toContain('My interests are in home dialysis outcomes.');
  });
});

describe('what hangs after the role, said as sentences', () => {
  const target = { name: 'Rosa Delgado', purpose: 'ask about the planner job' };
  it('says years spent doing something, years in a field, and what a founder’s company does', () => {
    const journalist = write(target, undefined, {
      name: 'Sun-hee Cho',
      bio: 'freelance journalist - 6 years covering agriculture and water for regional papers',
    }).note;
    expect(journalist).toContain(
      "I'm Sun-hee Cho, a freelance journalist. I've spent 6 years covering agriculture and water for regional papers.",
    );
    const pharmacist = write(target, undefined, {
      name: 'Oksana Kovalenko',
      bio: 'pharmacist from Kyiv, 10 years hospital pharmacy',
    }).note;
    expect(pharmacist).toContain('a pharmacist from Kyiv with 10 years in hospital pharmacy.');
    const cto = write(target, undefined, {
      name: 'Ben Okafor',
      bio: 'CTO and cofounder at Ledgerleaf - accounting automation for dental practices',
    }).note;
    expect(cto).toContain('We do accounting automation for dental practices.');
    expect(cto).not.toContain('—');
  });
});

describe('an offer of something already done', () => {
  it('says "already translated a sample" with "I\'ve"', () => {
    const { note } = write({
      name: 'Aurelio Sánchez',
      purpose: 'pitch myself as translator',
      value_add: 'already translated a 20-page sample',
    });
    expect(note).toContain("I've already translated a 20-page sample.");
  });
});

describe('a preposition left at the end of its clause', () => {
  it('keeps the purpose and the reason: "what they look for in a portfolio", "the only one I know of with …"', () => {
    const { toIntroducer } = write(
      {
        name: 'Hana Kowalczyk',
        relevance: 'her lab built the Hanoi Spoken Corpus (~300 hrs of speech), only one i know of w/ village dialects',
        purpose: 'ask what they look for in a portfolio + if a mod counts as shipped work',
      },
      { name: 'Jules Martin', context: 'old friend' },
    );
    expect(toIntroducer).toContain('what they look for in a portfolio and if a mod counts as shipped work');
    expect(toIntroducer).toContain('only one I know of with village dialects');
    expect(toIntroducer).toContain('about 300 hours of speech');
  });
});

describe('"their" and "them" in an offer, with no pronoun typed for the target', () => {
  it('says them to the target only where they can be nobody else', () => {
    const printers = write({
      name: 'Mere Walker',
      purpose: 'pitch my feature doc',
      value_add: '3 of the printers (all in their 80s) have agreed to be filmed',
    }).note;
    expect(printers).toContain('all in their 80s');
    const garden = write({
      name: 'Tom Reyes',
      purpose: 'ask for supplies for our garden',
      value_add: "we'd put their name on the garden sign and thank them in the newsletter",
    }).note;
    expect(garden).toContain('your name on the garden sign and thank you in the newsletter');
    const transport = write({
      name: 'Ana Lima',
      purpose: 'ask about a class visit',
      value_add: 'we cover their transport for the first month',
    }).note;
    expect(transport).not.toContain('your transport');
  });
});

describe('what the relevance describes, and a question asked as one', () => {
  it('says a unit after a role as where it is held, and keeps an appositive with its organisation', () => {
    const dana = write({
      name: 'Dana Okafor',
      relevance: "nurse manager, cardiac ICU. Sam says she's hiring",
      purpose: 'ask about ICU roles',
    }).toIntroducer;
    // (A short role goes beside the name; the unit typed after it is left out, not put in brackets.)
    expect(dana).toContain('Dana Okafor, a nurse manager?');
    expect(dana).not.toContain('(cardiac');
    const magda = write({
      name: 'Magdalena Kowalczyk',
      relevance: 'Sales director at Mleczarnia Podhale, a family dairy in Nowy Targ.',
      purpose: 'Start stocking their kefir.',
    }).toIntroducer;
    // (The introducer knows their contact's job; what the dairy is goes on its own: session 12.)
    expect(magda).toMatch(/(?:Mleczarnia Podhale is|They're) a family dairy in Nowy Targ\./);
    expect(magda).not.toContain('and a family dairy');
  });

  it('says what a shop is of the shop, when the target is a role there', () => {
    const { toIntroducer } = write({
      name: 'whoever does the buying at Fjell & Form',
      relevance: 'design shop in Oslo',
      purpose: 'see if they would stock my mugs',
    });
    expect(toIntroducer).toContain('Fjell & Form is a design shop in Oslo.');
    expect(toIntroducer).not.toContain('That person is a design shop');
  });

  it('asks "a quick q about permits" as a quick question, and agrees both verbs after "you"', () => {
    const { toIntroducer, note } = write({
      name: 'Farid Haddad',
      purpose: 'quick q about getting a food truck permit',
    });
    expect(toIntroducer).toContain('ask Farid a quick question about getting a food truck permit.');
    expect(note).toContain('Could I ask you a quick question about getting a food truck permit?');
    const helen = write({
      name: 'Helen Ashby',
      purpose: 'pick her brains about how she finds and keeps volunteers',
    }).note;
    expect(helen).toContain('how you find and keep volunteers');
  });
});

describe('someone else the request speaks of, and a hope', () => {
  it('reads no pronoun for the target when "she" may be the sender\'s daughter', () => {
    const { note } = write({
      name: 'Coach Reyes',
      relevance: 'runs the U12 girls team at Eastfield FC',
      purpose: 'my daughter Zoe (11) really wants to play. ask if she could come to a practice',
      value_add: 'she played 2 seasons of club soccer in Denver',
    });
    expect(note).toContain('if she could come to a practice');
    expect(note).toContain('She played 2 seasons of club soccer in Denver.');
    expect(note).not.toMatch(/you played|if you could come/i);
  });

  it('says "hoping he\'d consider me" as a hope, "job ID 48213" as typed, and a title typed twice once', () => {
    const { toIntroducer, note } = write(
      {
        name: 'Raj Iyer',
        relevance: 'EM for the platform team',
        purpose: "hoping he'd consider me for the SRE role on his team (job ID 48213)",
      },
      undefined,
      {
        name: 'Yusuf Demir',
        job_title: 'Consultant Nephrologist',
        company_name: 'Aegean Hospital',
        bio: 'consultant nephrologist, PI of a dialysis cohort',
      },
    );
    expect(toIntroducer).toContain("I'm hoping he'd consider me for the SRE role on his team (job ID 48213).");
    expect(note).toContain("I'm hoping you'd consider me for the SRE role on your team");
    expect(note).not.toMatch(/nephrologist and a consultant nephrologist/i);
  });
});

describe('a field after a role, and "their" beside "they" in the purpose', () => {
  it('names "commissioning editor, documentaries, at Southern Light TV" at her channel, not by a recital of her job', () => {
    // (Session 15: a target's standing job told to the introducer read as a recital to set16's and
    // set18's readers; the references name the organisation and go to the purpose.)
    const { toIntroducer } = write({
      name: 'Claire Dubois',
      relevance: 'commissioning editor, documentaries, at Southern Light TV',
      purpose: 'pitch my feature doc',
    });
    expect(toIntroducer).toContain('Claire Dubois at Southern Light TV');
    expect(toIntroducer).not.toMatch(/editor, documentaries/);
  });

  it('says "their summer menus" to the restaurant owner as "your summer menus", and keeps "them" for the upgrades', () => {
    const menus = write({
      name: 'Alicia Moreno',
      relevance: 'chef-owner at the Olive Table, she loves heirloom produce',
      purpose: 'see if theyd want to buy direct from a farm for their summer menus',
    }).note;
    expect(menus).toContain('for your summer menus');
    const upgrades = write({
      name: 'Lena Ortiz',
      relevance: 'transit planner, she ran the stop audit',
      purpose: 'ask how they prioritized stop upgrades and how they funded them',
    }).note;
    expect(upgrades).toContain('how you funded them');
  });
});

describe('what an organisation does, and its "the"', () => {
  it('says a verb after "at the Tamsin Foundation" of the foundation', () => {
    const { toIntroducer } = write({
      name: 'Dr. Helen Marsh',
      relevance: 'program officer at the Tamsin Foundation, funds public health data infrastructure',
      purpose: 'ask whether our expansion fits their grant cycle',
    });
    // (The ask named the foundation, so the reason calls it "the foundation": readings-session13.test.ts.)
    expect(toIntroducer).toContain('there, and the foundation funds public health data infrastructure.');
    expect(toIntroducer).not.toContain('a funds');
  });

  it('gives "City of Maple Falls" its "the" after the title and after "Before"', () => {
    const { note } = write({ name: 'Ayesha Rahman', purpose: 'compare notes on curb pricing' }, undefined, {
      name: 'Keisha Robinson',
      job_title: 'Senior Policy Analyst',
      company_name: 'City of Maple Falls',
      bio: 'I work on curb management. prev 5 years at TransitForward',
    });
    expect(note).toContain('senior policy analyst at the City of Maple Falls');
    expect(note).not.toMatch(/at City of/);
  });
});

describe('a rate typed with a slash', () => {
  it('writes "9k downloads/episode" as "an episode" and keeps "pre/post" as two things', () => {
    const { note } = write({
      name: 'Owen Gallagher',
      purpose: 'invite him on the show',
      value_add: 'about 9k downloads/episode, 3 years of pre/post scores',
    });
    expect(note).toContain('9k downloads an episode');
    expect(note).toContain('pre and post scores');
  });
});

describe('words in -er that name no one', () => {
  it('does not take "5th summer coming up" or "water treatment" for a role', () => {
    const summer = write({ name: 'Mark Dubois', purpose: 'ask about the boathouse' }, undefined, {
      name: 'Sam Whitehorse',
      bio: 'I run Niigaan Outdoors, a youth program - canoe trips for teens. 5th summer coming up.',
    }).note;
    expect(summer).not.toMatch(/Sam Whitehorse, a 5th summer/);
    const engineer = write({ name: 'Adaeze Nnamdi', purpose: 'ask about funding' }, undefined, {
      name: 'Gerald Fitzpatrick',
      bio: 'retired civil engineer, 40 yrs, mostly municipal water treatment',
    }).note;
    expect(engineer).toContain(
      'a retired civil engineer with 40 years of experience, mostly in municipal water treatment.',
    );
  });
});

describe('what the introducer said, inside a piece, and a state offered', () => {
  it('says "…, per Jules hes hiring" as "and you mentioned he\'s hiring", with one comma', () => {
    const { toIntroducer } = write(
      {
        name: 'Ken Dizon',
        relevance: 'eng manager at Brightpath, per Jules hes hiring two engineers',
        purpose: 'ask about roles',
      },
      { name: 'Jules Martin', context: 'old friend' },
    );
    expect(toIntroducer).toContain("and you mentioned he's hiring two engineers");
    expect(toIntroducer).not.toMatch(/,,|is you mentioned/);
  });

  it('says "own my editing setup" as what the sender has, not "I can offer an own"', () => {
    const { note } = write({
      name: 'Hana Kowalczyk',
      purpose: 'ask about editing work',
      value_add: 'own my editing setup',
    });
    expect(note).toContain('I own my editing setup.');
  });
});

describe('purposes, offers and roles typed with capitals or commas', () => {
  it('says "Present our pilot results" as what the sender would like to do', () => {
    const { toIntroducer } = write({
      name: 'Priya Raman',
      purpose: 'Present our pilot results and ask about expanding to three more clinics.',
    });
    expect(toIntroducer).toContain(
      "I'd like to present our pilot results and ask about expanding to three more clinics.",
    );
  });

  it('keeps an offer typed as a sentence whole, with its "so", and "a free trial, with setup" as one thing', () => {
    const show = write({
      name: 'Miriam Kessler',
      purpose: 'pitch our new play',
      value_add: 'The show travels with a crew of four and needs no fixed rig, so it can play almost any hall.',
    }).note;
    expect(show).toContain(
      'The show travels with a crew of four and needs no fixed rig, so it can play almost any hall.',
    );
    expect(show).not.toContain('I can offer the show');
    const trial = write({
      name: 'Hiroshi Mori',
      purpose: 'offer our tool to member inns',
      value_add: 'A free three-month trial for every member inn, with setup done in person by our team.',
    }).note;
    expect(trial).toContain(
      "I'd be glad to run a free three-month trial for every member inn, with setup done in person by our team.",
    );
    const plumber = write({
      name: 'Sharon Pike',
      purpose: 'get on your list of subbies',
      value_add: 'fully licenced and insured',
    }).note;
    expect(plumber).toContain("I'm fully licensed and insured.");
  });

  it('reads a role target with the names of the request, and "now run" as a verb', () => {
    const { toIntroducer, note } = write(
      {
        name: 'whoever does trade contracts at barwon build co',
        relevance: 'they build about 30 townhouses a year round geelong and torquay',
        purpose: 'get on their list of plumbing subbies',
      },
      undefined,
      { name: 'Nico Alvarez', bio: 'ex soccer player. now run a video analysis service for club teams' },
    );
    expect(toIntroducer).toContain('at Barwon Build Co');
    expect(toIntroducer).toContain('round Geelong and Torquay');
    expect(note).toContain('I now run a video analysis service');
    expect(note).not.toContain("I'm now run");
  });
});

describe('a role target named by what the introducer knows of it', () => {
  it('says a modal without -s, and no "I know" before "as you know"', () => {
    const { toIntroducer } = write(
      {
        name: 'whoever runs ops at Acme',
        relevance: 'can share data from 3 sites, as Zoë knows',
        purpose: 'ask about their data',
      },
      { name: 'Zoë Łukasiewicz', context: 'old friend' },
    );
    // (What a role target's organisation can do is said of the organisation.)
    expect(toIntroducer).toContain('Acme can share data from 3 sites, as you know.');
  });
});

describe('a hurried developer or analyst bio', () => {
  it('takes the years out of the role, and says a list of tools as the tools the sender works with', () => {
    const analyst = write({ name: 'Neha Bhatia', purpose: 'ask about the analyst role' }, undefined, {
      name: 'Ananya Krishnan',
      bio: 'data analyst 3 yrs @ tiffinbox bangalore. sql, python, tableau. want to move into product analytics',
    }).note;
    expect(analyst).toContain("I'm Ananya Krishnan, a data analyst at Tiffinbox Bangalore with 3 years of experience.");
    expect(analyst).toContain('I work with SQL, Python and Tableau.');
    const dev = write({ name: 'Grace Mwangi', purpose: 'ask if they are hiring' }, undefined, {
      name: 'Brian Kiprotich',
      bio: 'android dev 4yrs, kotlin. built offline mode for a savings app',
    }).note;
    expect(dev).toContain("I'm Brian Kiprotich, an android developer with 4 years of experience in Kotlin.");
    const farm = write({ name: 'Ben Ortiz', purpose: 'sell produce' }, undefined, {
      name: 'Rosa Delgado',
      bio: 'I run Delgado Family Farm. heirloom tomatoes, peppers, stone fruit. now learning sql and python',
    }).note;
    expect(farm).not.toContain('I work with heirloom');
    expect(farm).not.toContain('I work with learning');
  });
});
