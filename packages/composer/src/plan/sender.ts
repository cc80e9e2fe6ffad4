/**
 * Who the sender is, in the first person, for the forwardable note: "I'm Nadia Rahman, co-founder
 * and CEO of Ledgerline." The bio's fragments become sentences ("Built the payments team at Monzo"
 * -> "I built the payments team at Monzo") or hang from the introduction where a fragment reads
 * naturally ("I'm Tomasz Wróbel, a backend engineer — six years").
 */
import type { Facts } from '../facts/facts';
import { ORG_END } from '../facts/recase';
import { lowerTitle, theIfNeeded } from '../facts/role';
import { isModal, isThirdSingular, pastParticiple, verbForFirst, withArticle } from '../language/forms';
import { capitaliseName } from '../language/names';
import { isKnownWord, join, tokenize } from '../language/nlp';
import { languagesSaid } from '../language/peoples';
import { mentions, toPerson } from '../language/person';
import {
  BUILDS,
  describesThingBefore,
  headNoun,
  type Phrase,
  ROLE_END,
  readPhrase,
  verbAfterOpening,
} from '../language/phrase';
import { isPlace } from '../language/places';
import {
  article,
  asPhrase,
  asSentence,
  capFirst,
  entryOf,
  escapeRegExp,
  lowerFirst,
  wordCount,
} from '../language/text';
import { runsTheFirm, selfName, speaksForCompany, wordsOf } from './people';
import { TRACTION } from './sane';
import type { Style } from './style';
import { ORG_NAME } from './why';

/** "thesis: sediment transport in rivers" -> "My thesis is on sediment transport in rivers." */
const LABELLED =
  /^(thesis|research|dissertation|focus|specialty|speciality|expertise|interests?|background|work)\s*:\s*(.+)$/i;

const ORG_METRIC =
  /^(?:customer|client|user|store|shop|employee|people|person|staff|location|site|school|partner|building|installer|pharmacy|restaurant|member|subscriber|download|account|seller|buyer|household|patient|hospital|clinic|office|team|city|county|district|pharmacies|trust|brand|boutique|venue|farm|warehouse|vehicle|truck|order|transaction|partnership|contract|deal|deployment|center|centre)s?$/i;
/** Counts that are a person's own, even at a company: "2 first-author papers", "12 credits". */
const PERSONAL_METRIC =
  /^(?:paper|publication|credit|certification|certificate|degree|book|article|talk|child|kid|language|instrument|marathon|year|month)s?$/i;
const BIO_VERB =
  /^(?:work|build|run|lead|teach|research|study|write|design|help|manage|coach|advise|consult|develop|focus|specialize|specialise|mentor|volunteer|organize|organise|host|train|treat|cover|report)\s+(?:on|in|with|at|for|a|an|the|my|our|\d)/i;
const COMPANY_VERB =
  /^(?:spin|raise|close|launch|serve|ship|sell|partner|operate|process|power|support|grow|reach|sign|onboard|hire|employ|expand|cut|save|reduce|increase|double|triple|install|deploy|tour|record|release|headline)$/;

/** One figure in a list: "11 staff", "$55k MRR", "about 40 members", "rental fleet of 90 e-bikes". */
const FIGURE = String.raw`(?:(?:about |over |nearly |~)?[$€£₹]?\d[\d,.]*[kKmM]?\+?%? \p{L}[^,.]*|[\p{Ll}-]+(?: [\p{Ll}-]+)? of (?:about |over )?\d[^,.]*)`;
/** A sentence, then two or more figures after commas. */
const FIGURES_AFTER = new RegExp(String.raw`^(.*?\p{L}[^,]*?), (${FIGURE}(?:, ${FIGURE})+)\.$`, 'u');

/** A standing an organisation holds ("certified for export", "headquartered in Lyon"), said with "we're". */
const ORG_STATE = /^(?:certified|accredited|approved|headquartered|situated|listed|funded|backed)\b/i;

/** "based in Berlin", "certified in …": a state, said with "I'm". */
const STATIVE =
  /^(?:based|located|born|trained|certified|licensed|registered|qualified|insured|bonded|vetted|accredited|fluent|situated|headquartered|published|featured|interested|involved|married|settled|currently|now)\b/i;

/**
 * "happy to co-author", "open to relocating", "strong on natural wines": an adjective and what it
 * is about, said of the writer ("I'm strong on natural wines").
 */
export const willing = (p: Phrase) =>
  p.tokens[0]?.pos === 'ADJ' && /^(?:to|on|in|at|with|about)$/i.test(p.tokens[1]?.text ?? '');

function firstPersonSentence(p: Phrase, f: Facts, company: boolean, thirdPerson = false): string | undefined {
  const who = { words: wordsOf(f.sender) };
  // "MSc Structural engineering, University of Surrey": a degree and where it is from, said as held
  // (dropped, or pasted as a fragment, in session 23's proofreading).
  const degree = degreeHeld(p.text.trim());
  if (degree) return degree;
  // ("run bain aerial": the sender's surname in the business's name is no mention of the sender.)
  if (mentions(p.tokens, who) && !/^(?:run|own|founded|co-founded|started|set up)\s/i.test(p.text)) {
    const said = toPerson(p.tokens, who, 'I');
    // ("run lee cleaning co": the name was the firm's, and the sentence is read below.)
    if (said !== p.text) return asSentence(said);
  }
  // "own clinic in cardiff since 2020, 2 physios + me": what the sender has had of their own since then.
  const ownSince =
    /^own\s+(?!up\b|(?:my|our|a|an|the)\b)(.+?\s+since\s+(?:\d{4}|last\s+\p{Ll}+))(,\s*(?:with\s+)?(?:about\s+)?\d[^,]*)?$/iu.exec(
      p.text,
    );
  if (ownSince)
    return asSentence(
      `I've had my own ${ownSince[1]}${ownSince[2] ? `, with ${ownSince[2].replace(/^,\s*(?:with\s+)?/, '')}` : ''}`,
    );
  // "ex-mixed practice vet (10 yrs)": what the sender was ("I ex-mixed practice vet" in set13).
  const former = /^ex-(?!\p{Lu})(.+)$/u.exec(p.text);
  // (Read as a noun, "ex-accountant (6 yrs)" is said below as "I was an accountant for 6 years".)
  if (former && p.shape !== 'noun' && namesARole(readPhrase(former[1] ?? '')))
    return asSentence(`I'm a former ${former[1]}`);
  // "partner at Hartmann Kühn Architekten": a role the tagger reads as a verb ("I partner at …").
  if (/^(?:partner|lead|head|director|manager|associate|principal|owner)\s+(?:at|of)\s/i.test(p.text))
    return asSentence(`I'm ${withArticle(readPhrase(lowerFirst(p.text)), { titles: false })}`);
  // "Prev. ops at a grocery delivery startup", typed as a piece of its own.
  const earlier = /^(?:prev(?:iously)?\.?|formerly)[,:]?\s+(.+)$/i.exec(p.text);
  if (earlier && FIELD.test(earlier[1] ?? '')) return asSentence(earlierWork(earlier[1] ?? '', 'Before that'));
  // A bio written in the third person ("Nora runs ops. She previously led …") goes on about the sender.
  const pronoun = { words: ['she', 'he', 'they'] };
  if (thirdPerson && /^(?:she|he|they)\b/i.test(p.text)) return asSentence(toPerson(p.tokens, pronoun, 'I'));
  // "Helix Forge: enzyme engineering for biomanufacturing", "Tallyroot = inventory forecasting": what the company does.
  const described = /^(\p{Lu}[\p{L}\p{N}&'’. -]{1,40}?)\s*(?::|\sis\s)\s*(\p{Ll}.+)$/u.exec(p.text);
  // ("My research is on speech recognition", "Capstone: on wildfire routes": a topic, not what a company does.)
  if (
    described &&
    !LABELLED.test(p.text) &&
    !/^(?:My|Our|Their|His|Her)\b/.test(described[1] ?? '') &&
    // ("Everything is handmade": a pronoun, not a company; "Everything does handmade" in session 22.)
    !/^(?:Everything|Everyone|Everybody|All|It|This|That|These|Those|Nothing|Each|Most|Some|Both)$/.test(
      described[1] ?? '',
    ) &&
    // ("Most of my caseload is …": a name has no lower-case words but its small ones.)
    !/\s(?!(?:of|and|the|for|de|du|la|le|von|van)\b)\p{Ll}/u.test(described[1] ?? '') &&
    !/^(?:on|in|into|about|at|for|from|with|to|of|by|around)\b/.test(described[2] ?? '') &&
    // ("ACL rehab is our thing": what something is to the sender, said as typed, not "does our thing".)
    !/^(?:our|my|his|her|their|your)\b/.test(described[2] ?? '') &&
    readPhrase(described[2] ?? '').shape === 'noun'
  ) {
    const [, name = '', what = ''] = described;
    const ours = !!f.company && f.company.toLowerCase() === name.toLowerCase();
    // "Bluefin: a regional LTL carrier" is what it is; "Helix Forge: enzyme engineering" is what it does.
    const isA = /^(?:a|an|the)\s/i.test(what);
    return asSentence(ours ? `${isA ? "We're" : 'We do'} ${what}` : `${name} ${isA ? 'is' : 'does'} ${what}`);
  }
  // "Heatloop retrofits commercial buildings …", which the tagger may read as a noun phrase: the
  // company and what it does, a sentence as typed.
  if (f.company && new RegExp(`^${escapeRegExp(f.company)}\\s+\\p{Ll}+s\\s`, 'u').test(p.text))
    return asSentence(p.text);
  // "team of 9", "a team of 12": the company's size.
  const team = /^(?:a\s+)?team of (\d+)$/i.exec(p.text);
  if (team) return `We're a team of ${team[1]}.`;
  const labelled = LABELLED.exec(p.text);
  if (labelled) {
    const label = labelled[1]?.toLowerCase() ?? '';
    return asSentence(`My ${label} ${label === 'interests' ? 'are in' : 'is on'} ${labelled[2]}`);
  }
  // "2 person indie studio in Montreal": the company's size, said as what it is.
  const size = /^(?:a\s+)?(\d+|two|three|four|five|six|seven|eight|nine|ten)[ -](?:person|people)\s+(.+)$/i.exec(
    p.text,
  );
  if (size && company) return asSentence(`We're a ${size[1]}-person ${size[2]}`);
  // ("now run a video service" is a verb: "I now run", not "I'm now run".)
  // ("currently have capacity for 1 more client": "have" is a verb here too; "I'm currently have" in set28.)
  const nowDoes =
    /^(?:now|currently)\s/i.test(p.text) &&
    (p.tokens[1]?.pos === 'VERB' || /^(?:have|has|do|does)$/i.test(p.tokens[1]?.text ?? '')) &&
    !/(?:ing|ed)$/.test(p.tokens[1]?.text ?? '');
  // "licensed plumber 15 years": a qualified role, and how long ("I've been a licensed plumber for 15 years").
  const qualified =
    /^((?:licensed|certified|registered|qualified|trained)\s+[\p{Ll}-]+(?:\s[\p{Ll}-]+)?)(?:,?\s+(\d+\+?\s+(?:years?|months?)))?$/u.exec(
      p.text,
    );
  if (qualified && namesARole(readPhrase(qualified[1] ?? ''))) {
    const role = withArticle(readPhrase(qualified[1] ?? ''));
    return asSentence(qualified[2] ? `I've been ${role} for ${qualified[2]}` : `I'm ${role}`);
  }
  // "Now I want to change into renewables", "now we are entering the US market": a clause of its own
  // after "now" ("I'm now I want to change" in set24's readings).
  if (/^(?:now|currently)\s+(?:I|we|they|our|my)\b/i.test(p.text)) return asSentence(capFirst(p.text));
  // ("certified for export to USA" after "I manage an avocado cooperative": the cooperative is.)
  if (company && ORG_STATE.test(p.text)) return asSentence(`We're ${lowerFirst(p.text)}`);
  if (willing(p) || (STATIVE.test(p.text) && !nowDoes)) return asSentence(`I'm ${lowerFirst(p.text)}`);
  // "laid off from streamhaus in oct", "got promoted to lead": what was done to the sender, with "was".
  const passive =
    /^(?:got\s+|was\s+|been\s+)?(laid off|let go|made redundant|furloughed|promoted|headhunted|shortlisted|nominated|accepted|admitted|selected|called(?= to the\b[^,.]*\bbar\b))\b(.*)$/i.exec(
      p.text,
    );
  if (passive) return asSentence(`I was ${passive[1]?.toLowerCase()}${passive[2]}`);
  // "Gas Safe registered", "Prince2 certified": on a register, said with "I'm".
  // ("CAA approved, 4 pilots": the standing, then what follows it, with "with".)
  const register =
    /^((?:\p{Lu}[\p{L}\p{N}-]*\s+){1,3}(?:registered|certified|accredited|licensed|qualified|approved))(?:,\s+(\d[^,]*))?$/u.exec(
      p.text,
    );
  // ("Gas Safe registered, 15 yrs": the years are experience, "with 15 years" alone says nothing; set20.)
  const after = register?.[2]?.replace(/^(\d+\+?\s+years?)$/i, '$1 of experience');
  if (register) return asSentence(`${company ? "We're" : "I'm"} ${register[1]}${after ? `, with ${after}` : ''}`);
  // "live in 45 stores" after the company: the product is live, not the sender.
  if (company && /^(?:now\s+)?live\s+(?:in|at|with|across)\b/i.test(p.text))
    return asSentence(`We're ${lowerFirst(p.text)}`);
  // "work on sleep spindles", "teach 6th grade science": verbs the tagger can read as nouns.
  if (p.shape === 'noun' && BIO_VERB.test(p.text)) return asSentence(`I ${lowerFirst(p.text)}`);
  // "talk a lot about retention", "own 2 homewares shops": typed without "I", a verb the tagger
  // reads as a noun on its own reads as a verb after "I".
  if (p.shape === 'noun' && /^\p{Ll}+\s/u.test(p.text) && !company) {
    const asI = tokenize(`I ${p.text}`);
    const verb = asI[1];
    if (
      verb?.pos === 'VERB' &&
      verb.lemma === verb.text &&
      !/(?:ing|ed)$/.test(verb.text) &&
      (['DET', 'NUM', 'ADV', 'ADP', 'PRON'].includes(asI[2]?.pos ?? '') ||
        (asI[2]?.pos === 'PROPN' && /^\p{Lu}/u.test(asI[2].text)))
    )
      return asSentence(`I ${p.text}`);
  }
  const v = verbAfterOpening(p.tokens);
  if (v > 0) return asSentence(`${join(p.tokens.slice(0, v))}, I ${verbForFirst({ ...p, tokens: p.tokens.slice(v) })}`);
  // "19" on its own in a bio is an age.
  const age = /^(1[4-9]|[2-7]\d)$/.exec(p.text.trim());
  if (age) return `I'm ${age[1]}.`;
  const figure = company ? figureSaid(asPhrase(p.text)) : undefined;
  if (figure) return figure;
  // "7 years" on its own: how long the sender has done what the bio says, not something they have.
  const tenure = /^(\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(years?|months?)$/i.exec(p.text.trim());
  if (tenure) return `I've been doing this for ${tenure[1]} ${tenure[2]?.toLowerCase()}.`;
  // "Five years designing fintech apps": how long the sender has spent doing it.
  const spent = /^(\S+)\s+(years?|months?)\s+(\p{Ll}+ing\b.*)$/u.exec(p.text.trim());
  if (spent && p.tokens[0]?.pos === 'NUM')
    return asSentence(`I've spent ${spent[1]?.toLowerCase()} ${spent[2]} ${spent[3]}`);
  // "3 yrs old, in 45 boutiques": the company's age ("We're 3 years old, …"), not "I have 3 years in old".
  const aged = /^\S+\s+(?:years?|months?)\s+old\b/i.test(p.text);
  if (aged && company) return asSentence(`We're ${p.text}`);
  // ("60 hospitals in Japan are using them": a count with its own verb is a sentence already, not
  // "We have 60 hospitals in Japan are using them" as set24's readers saw it.)
  const ownVerb = p.tokens.some((t) => t.pos === 'AUX');
  // "12-lawyer immigration firm in Toronto": what the business is, by its size ("We're a 12-lawyer
  // immigration firm"), not a count the sender has ("I have 12-lawyer immigration firm" in set25).
  if (
    /^\d+-\p{L}+\s+(?:[\p{L}-]+\s+){0,3}?(?:firm|practice|agency|studio|company|startup|team|clinic|restaurant|shop|bakery|farm|school|business|caf[eé]|charity|nonprofit|lab|co-?op|cooperative|consultancy|brewery|winery)\b/iu.test(
      p.text,
    )
  )
    return asSentence(`We're ${withArticle(p)}`);
  if (p.shape === 'noun' && p.tokens[0]?.pos === 'NUM' && !aged && !ownVerb) {
    const years = /^\S+\s+(?:years?|months?)\b/i.test(p.text);
    // "8 years product design" -> "8 years in product design".
    const text = p.text.replace(
      /^(\S+\s+(?:years?|months?))\s+(?!of\b|in\b|at\b|with\b|as\b|on\b)(?=\p{L})/iu,
      '$1 in ',
    );
    // "140 pharmacies", "22 people" are the company's; "2 first-author papers", "12 credits" the sender's own.
    const head = headNoun(p.tokens)?.lemma ?? p.text.split(/\s+/).pop() ?? '';
    const ours = company && !years && (ORG_METRIC.test(head) || !PERSONAL_METRIC.test(head));
    // "60 restaurant clients, 400 workers on the platform": the last of the counts joined with "and".
    // ("18,000 weekly actives, 60% outside Lagos": a share of what was counted, "60% of them …".)
    const listed = text
      .replace(/,\s+(\d+(?:\.\d+)?%)\s+(?=(?:outside|in|from|at|on|under|over|aged|between|across)\b)/, ', $1 of them ')
      // ("320 restaurants, $22k MRR": a figure in money is one of the counts too.)
      .replace(/,\s+(?=(?:about\s+)?[$€£₹¥₦]?\d(?![^,]*% of them)[^,]*$)/, ' and ');
    return asSentence(`${ours ? 'We' : 'I'} have ${lowerFirst(listed)}`);
  }
  switch (p.shape) {
    case 'clause':
      return asSentence(p.text);
    case 'verb': {
      const first = p.tokens[0];
      // "funded mostly by small local donors": what is done to the organisation ("We're funded …").
      if (company && /(?:ed|en)$/.test(first?.text ?? '') && p.tokens.slice(1, 3).some((t) => t.text === 'by'))
        return asSentence(`We're ${lowerFirst(p.text)}`);
      // "detects out-of-stocks" after "Shelfwise is …": the user wrote it about the company.
      if (isThirdSingular(first) && company) return asSentence(`It ${lowerFirst(p.text)}`);
      // "spun out of UC Davis in 2022", "raised a seed in March": what the company did.
      if (company && COMPANY_VERB.test(first?.lemma ?? '')) return asSentence(`We ${lowerFirst(p.text)}`);
      // "Experienced HR professional", "Seasoned operator": an adjective before a role, not a verb
      // ("I experienced HR professional" in session 23's proofreading).
      if (
        /^(?:experienced|seasoned|skilled|dedicated|motivated|accomplished|qualified|trained|respected|published)$/i.test(
          first?.text ?? '',
        ) &&
        p.tokens.slice(1).every((t) => ['NOUN', 'ADJ', 'PROPN'].includes(t.pos))
      )
        return asSentence(`I'm ${withArticle(readPhrase(lowerFirst(p.text)))}`);
      if (first && /^(?:am|is|are|was|were)$/i.test(first.text))
        return asSentence(`I ${first.text === 'was' ? 'was' : 'am'} ${join(p.tokens.slice(1))}`);
      // "run my own business for 4 years": something done for that long ("I've run …").
      const span = /^(.+?)\s+for\s+((?:about\s+|over\s+|nearly\s+)?\d+\+?\s+(?:years?|months?))(,\s+.+)?$/i.exec(
        p.text,
      );
      const lasting = span ? verbFragment(`${span[1]} ${span[2]}`) : undefined;
      if (lasting) return asSentence(`${asPhrase(lasting)}${span?.[3] ?? ''}`);
      return asSentence(`I ${isModal(first) ? p.text : verbForFirst(p)}`);
    }
    case 'gerund':
      // "growing 14% month over month", "hiring 3 engineers": the company's, said with "we".
      if (/^(?:growing|raising|hiring|expanding|scaling)\b/i.test(p.text))
        return asSentence(`We're ${lowerFirst(p.text)}`);
      // "housing for refugees", "tutoring for refugee kids": a service, provided ("I'm housing for
      // refugees" in session 22's proofreading).
      if (
        /^(?:housing|funding|financing|training|tutoring|counsel(?:l)?ing|coaching|mentoring|childcare|shelter)\s+for\b/i.test(
          p.text,
        )
      )
        return asSentence(`${company ? 'We' : 'I'} provide ${lowerFirst(p.text)}`);
      return asSentence(`I'm ${lowerFirst(withObjectArticle(p))}`);
    default:
      // "sworn translator", "certified Passivhaus designer" typed after the first piece: what the
      // sender also is ("Sworn translator." stood alone in set20).
      if (
        /^(?:sworn|certified|chartered|registered|licensed|qualified|accredited|board-certified)\s/i.test(p.text) &&
        wordCount(p.text) <= 4 &&
        !p.text.includes(',') &&
        namesARole(p)
      )
        return asSentence(`I'm ${withArticle(readPhrase(lowerFirst(p.text, (w) => w === w.toUpperCase())))}`);
      return undefined;
  }
}

/**
 * "building tiny AI infrastructure company": what is built, typed with no article, takes one when it
 * is one thing ("building tiny ai infra co" in set26); "building tiny AI tools" needs none.
 */
function withObjectArticle(p: Phrase): string {
  const [verb, ...rest] = p.tokens;
  if (!verb || !BUILDS.test(verb.text) || rest[0]?.pos !== 'ADJ') return p.text;
  const object = p.text.slice(verb.text.length).trim();
  const head = object.split(/\s*[,;(]|\s(?:in|for|with|to|on|at|from|that|which)\s/)[0] ?? object;
  const said = withArticle(readPhrase(head));
  return said === head ? p.text : `${verb.text} ${said}${object.slice(head.length)}`;
}

/**
 * A figure typed with no verb, by one who speaks for the firm, said as a sentence (session 22's
 * proofreading found "$180k revenue 2024.", "₹1.2 Cr ARR." and "120 families housed since 2020." alone):
 * - revenue in a year, "$180k revenue 2024": "We did $180k in revenue in 2024";
 * - a run rate, "₹1.2 Cr ARR", "$22k MRR": "We're at ₹1.2 Cr ARR";
 * - a count and what was done to it, "18k farmers covered via 2 insurers": "We've covered 18k farmers via 2 insurers".
 */
function figureSaid(typed: string): string | undefined {
  const money = String.raw`(?:~|about |over )?[$€£₹¥₦]\s?\d[\d.,]*\s?(?:k|m|bn|cr|million|billion)?`;
  const revenue = new RegExp(
    `^(${money})\\s+(?:in\\s+)?(?:revenue|sales)(?:\\s+(?:in\\s+)?((?:19|20)\\d\\d))?$`,
    'iu',
  ).exec(typed);
  if (revenue) return asSentence(`We did ${revenue[1]} in revenue${revenue[2] ? ` in ${revenue[2]}` : ''}`);
  const rate = new RegExp(`^(${money})\\s+(ARR|MRR|GMV)$`, 'iu').exec(typed);
  if (rate) return asSentence(`We're at ${rate[1]} ${rate[2]?.toUpperCase()}`);
  const done =
    /^((?:~|about |over )?\d[\d.,]*[kK]?\+?\s+\p{Ll}+s)\s+(housed|covered|served|trained|placed|treated|funded|helped|onboarded|reached|hired|mentored|taught|sold|shipped|installed|delivered|processed|insured|vaccinated|screened|supported)\b(.*)$/u.exec(
      typed,
    );
  if (done) return asSentence(`We've ${done[2]} ${done[1]}${done[3] ?? ''}`);
  return undefined;
}

/** Tools people list in a bio, and how their names are written. */
const TOOLS: Readonly<Record<string, string>> = {
  sql: 'SQL',
  python: 'Python',
  r: 'R',
  java: 'Java',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  go: 'Go',
  golang: 'Go',
  rust: 'Rust',
  kotlin: 'Kotlin',
  swift: 'Swift',
  react: 'React',
  node: 'Node',
  kubernetes: 'Kubernetes',
  k8s: 'Kubernetes',
  aws: 'AWS',
  gcp: 'GCP',
  azure: 'Azure',
  docker: 'Docker',
  terraform: 'Terraform',
  excel: 'Excel',
  tableau: 'Tableau',
  'power bi': 'Power BI',
  looker: 'Looker',
  figma: 'Figma',
  sketch: 'Sketch',
  photoshop: 'Photoshop',
  illustrator: 'Illustrator',
  autocad: 'AutoCAD',
  revit: 'Revit',
  solidworks: 'SolidWorks',
  matlab: 'MATLAB',
  spss: 'SPSS',
  stata: 'Stata',
  sas: 'SAS',
  salesforce: 'Salesforce',
  hubspot: 'HubSpot',
  quickbooks: 'QuickBooks',
  xero: 'Xero',
  sap: 'SAP',
  'c#': 'C#',
  'c++': 'C++',
  php: 'PHP',
  ruby: 'Ruby',
  rails: 'Rails',
  django: 'Django',
  flutter: 'Flutter',
  unity: 'Unity',
  blender: 'Blender',
  premiere: 'Premiere',
  lightroom: 'Lightroom',
  wordpress: 'WordPress',
  shopify: 'Shopify',
  dbt: 'dbt',
  airflow: 'Airflow',
  spark: 'Spark',
  kafka: 'Kafka',
  pytorch: 'PyTorch',
  tensorflow: 'TensorFlow',
  postgres: 'Postgres',
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  linux: 'Linux',
};

/**
 * "sql, python, tableau": a list of the tools the sender works with, said as a sentence ("I work with
 * SQL, Python and Tableau"), when most of its items are tools; "heirloom tomatoes, peppers" is not one.
 */
function toolList(text: string): string | undefined {
  // Typed as a list: with commas, every item a short name ("learning SQL and Python" is not one).
  if (!text.includes(',')) return undefined;
  const items = asPhrase(text)
    .split(/\s*,\s*|\s+and\s+/)
    .filter(Boolean);
  if (items.length < 2 || items.some((x) => wordCount(x) > 2 || /ing\b/.test(x))) return undefined;
  const named = items.map((x) => entryOf(TOOLS, x.toLowerCase()));
  if (named.filter(Boolean).length * 2 < items.length) return undefined;
  const said = items.map((x, i) => named[i] ?? x);
  return `I work with ${said.slice(0, -1).join(', ')} and ${said.at(-1)}.`;
}

/** A noun phrase about the sender as it follows "I'm Nadia Rahman,": "co-founder and CEO of …", "a licensed electrician", "the host of Backline". */
function appositive(p: Phrase): string {
  // "founder at Shelfsense" (typed "founder @ shelfsense"): a founder is the founder of the firm.
  const text = lowerTitle(lowerFirst(p.text, (w) => w === w.toUpperCase()))
    .replace(/^((?:co-)?founder|co-owner|owner)\s+at\s+(?=\p{Lu})/u, '$1 of ')
    // "translator AR/FR/EN" -> "an Arabic, French and English translator" ("a freelance translator
    // Arabic and French and English" in set20).
    .replace(
      /\b(translator|interpreter|teacher|tutor)\s+((?:[A-Z]{2}|\p{Lu}\p{Ll}+)(?:\s*(?:\/|,|and)\s*(?:[A-Z]{2}|\p{Lu}\p{Ll}+))+)(?![\p{L}>])/u,
      (m, role: string, typed: string) => {
        const said = languagesSaid(typed.split(/\s*(?:\/|,|\band\b)\s*/));
        return said ? `${said} ${role}` : m;
      },
    );
  if (
    /^(?:host|co-host|founder|co-founder|director|editor|author|producer|organi[sz]er|creator|owner|head|chair|president|captain|conductor|curator)\s+of\s+\p{Lu}/u.test(
      text,
    )
  )
    return `the ${text}`;
  return asPhrase(withArticle(readPhrase(text)));
}

/** Whether a noun phrase names what a person is ("plumber", "PhD candidate", "head of growth"), so it can follow their name. */
export function namesARole(p: Phrase): boolean {
  const firstSegment = p.text.split(/,|\s(?:at|of|in|for|with)\s/)[0] ?? '';
  // "video editor 7 yrs": the years after the role are not its head.
  const years = /^(.+?)\s+\d+\+?\s+years?\b/i.exec(firstSegment)?.[1];
  const tokens = years ? readPhrase(years).tokens : p.tokens;
  const head = headNoun(tokens) ?? tokens.find((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  const word = head?.text.toLowerCase() ?? '';
  const words = (years ?? firstSegment).split(/\s+/).map((w) => w.toLowerCase());
  return (
    ROLE_HEAD.test(word) ||
    words.some((w) => ROLE_HEAD.test(w)) ||
    // ("plumbing and heating engineer": the last word names the person when the head is read as the first.)
    (words.length <= 5 && /\s(?:and|&)\s/.test(firstSegment) && namesAPerson(words.at(-1) ?? '')) ||
    (/(?:er|or|ist|ian|ant|ent|ee|eer|smith|wright|man|woman|person)$/.test(word) && !NOT_AGENT.test(word)) ||
    // "session guitarist Nashville": the role before a place the tagger reads as the head.
    // (The word test first: the tagger is read only for a phrase with an agent noun in it.)
    (words.some(namesAPerson) && readPhrase(years ?? firstSegment).tokens.at(-1)?.pos === 'PROPN') ||
    // "cabeleireira 15 years", "pharmacienne 7 years": one word in another language, before the years.
    (!!years && words.length === 1 && /^\p{Ll}+$/u.test(years) && !isKnownWord(years)) ||
    /^(?:co-?founder|founder|ceo|cto|cfo|coo|vp|head|chair|student|candidate|postdoc|fellow|intern|associate|partner|lead|principal|director|nurse|doctor|teacher|chef|architect|host)\b/i.test(
      p.text,
    ) ||
    // "LCSW in private practice", "CPA at a Big 4 firm": a credential's letters before where it is practised.
    /^[A-Z]{2,5}\s+(?:in|at|with|for)\s/.test(p.text)
  );
}
/**
 * "A-grade sparky 4 years, domestic rewires mostly": the tagger may read a later fragment as a verb
 * ("rewires"); a first fragment that is a role and its years still starts the bio as a role.
 */
/**
 * "Freelance journalist based in Milan": a role and where it is based, with no other verb, is a role
 * ("I'm Chiara Benedetti, a freelance journalist based in Milan", not "I'm Chiara Benedetti.
 * Freelance journalist based in Milan." as set24's readers saw it).
 */
function basedRole(p: Phrase): boolean {
  const verbs = p.tokens.filter((t) => t.pos === 'VERB' || t.pos === 'AUX');
  return verbs.length === 1 && /^(?:based|located)$/i.test(verbs[0]?.text ?? '') && /^\p{L}/u.test(p.text);
}

function firstPartIsRole(p: Phrase): boolean {
  const first = p.text.split(/,\s+/)[0] ?? '';
  return first !== p.text && /\s\d+\+?\s+years?$/i.test(first) && readPhrase(first).shape === 'noun';
}

/**
 * "3rd gen dairy", "family bakery since 1962", "ceramics studio in Faenza": a business typed first in a
 * bio, read by its head noun (before "in", "since", "for" …), in lower case and with no verb.
 */
function businessTypedFirst(x: string): boolean {
  if (!/^[\p{Ll}\d]/u.test(x) || /^(?:own|run|my|our)\s/i.test(x)) return false;
  const before = x.split(/\s(?:in|since|for|at|of|with|by|from|on|near|north|south|east|west)\s/)[0] ?? '';
  const phrase = readPhrase(before);
  if (phrase.shape !== 'noun' || phrase.tokens.some((t) => t.pos === 'VERB')) return false;
  // (Not a role with a workplace: "ceramicist Mexico city studio" is the ceramicist.)
  if (before.split(/\s+/).some(namesAPerson)) return false;
  const head = phrase.tokens.at(-1);
  return (
    !!head && (head.pos === 'NOUN' || head.pos === 'ADJ') && (ORG_KIND.test(head.text) || BUSINESS.test(head.text))
  );
}
const BUSINESS =
  /^(?:dairy|vineyard|winery|roastery|truck|garage|salon|workshop|nursery|orchard|ranch|mill|brewery|distillery|kitchen|deli|store)$/i;

/** "session guitarist Nashville": the place a role is typed with is where it is done ("… in Nashville"). */
function roleInPlace(role: string): string {
  const placed = /^(.+?)\s+(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)?)$/u.exec(role);
  // (Only after a word for a person: "guitarra Portuguesa" is an instrument, not a place.)
  const person = placed?.[1]?.split(/\s+/).pop()?.toLowerCase() ?? '';
  return placed &&
    isPlace(placed[2] ?? '') &&
    !/\s(?:in|at|of|for|with|from)\s/i.test(role) &&
    (namesAPerson(person) || (/(?:ant|ent|man|woman)$/.test(person) && !NOT_AGENT.test(person)))
    ? `${placed[1]} in ${placed[2]}`
    : role;
}

/** A team and where, typed first in a bio: "sales at Quayside Uniforms", "business development at Cyclaris". */
const DEPARTMENT_AT =
  /^(sales|business development|marketing|operations|finance|hr|product|engineering|partnerships|procurement|customer success|recruiting|recruitment|research|communications|comms|fundraising|policy|design|data|growth|strategy|compliance|legal)\s+(?:at|for|@)\s+(\p{Lu}.+)$/iu;

/** A word for a person: a role ("chef", "vet") or an agent noun ("guitarist", "plumber"). */
const namesAPerson = (w: string) => ROLE_HEAD.test(w) || (/(?:er|or|ist|ian)$/.test(w) && !NOT_AGENT.test(w));

/** Words in -er, -or, -ent that name no person: "5th summer coming up", "our order book". */
const NOT_AGENT =
  /^(?:fee|fees|coffee|committee|degree|guarantee|tree|summer|winter|number|paper|water|center|centre|letter|order|matter|corner|border|chapter|quarter|semester|trimester|september|october|november|december|computer|power|tower|cluster|river|silver|dinner|layer|filter|folder|poster|banner|flower|answer|offer|other|weather|leather|cancer|shelter|theater|theatre|meter|metre|liter|litre|floor|door|color|colour|factor|sector|error|mirror|interior|exterior|event|moment|content|segment|element|percent|talent|payment|equipment|department|government|management|development|investment|environment|experiment|treatment|statement|agreement|apartment|tournament|settlement|employment|argument|assignment|document|instrument|monument|ornament|supplement|implement|comment|current|accent|amendment)$/;

const ROLE_HEAD =
  /^(?:coach|trainer|instructor|tutor|dev|developer|programmer|vet|rep|mom|dad|parent|veteran|pastor|priest|rabbi|imam|paramedic|firefighter|midwife|doula|planner|buyer|clerk|volunteer|chef|cook|osteopath|naturopath|homeopath|server|bartender|barista|driver|pilot|medic|senior|junior|sophomore|freshman|graduate|grad|undergrad|alum|alumna|alumnus|resident|apprentice|trainee|candidate|student|postdoc|fellow|intern|associate|partner|lead|principal|nurse|chef|architect|host|pm|ceo|cto|cfo|coo|vp|md|rn|np|cpa|ae|sdr|bdr|csm|swe|sre|gm|attorney|counsel|analyst|specialist|scientist|physician|surgeon|therapist|artist|illustrator|photographer|journalist|realtor|agent|broker|electrician|plumber|carpenter|farmer|grower|baker|owner|founder|co-founder|vicar|chaplain|curate|deacon|rector|bishop|minister|dean|secretary|treasurer|trustee|chair|chairperson|chairwoman|chairman|president|judge|chief|guide|warden|steward|mechanic|sparky|sparkie|chippy|tradie|optician|medic)$/i;

/**
 * "backend dev, 3 yrs, Rust + Kafka; Malmö": a town typed as a sentence of its own after the first is
 * where the sender works, read with the first ("Malmö." stood alone in session 22's proofreading).
 */
function placeWithRole(bio: readonly Phrase[], role: string | undefined): readonly Phrase[] {
  const [first, ...rest] = bio;
  // (Only where the first sentence is the role, typed as a list: "Verdea: compostable packaging …" is
  // the firm's, and "Freelance journalist – Istanbul – …", typed in pieces, is read piece by piece.)
  if (!first || role || !first.text.includes(',') || /\sin\s+\p{Lu}|;/u.test(first.text)) return bio;
  const at = rest.findIndex((p) => {
    const text = asPhrase(p.text);
    return /^\p{Lu}/u.test(text) && wordCount(text) <= 3 && isPlace(text);
  });
  if (at < 0) return bio;
  const place = asPhrase(rest[at]?.text ?? '');
  return [readPhrase(`${asPhrase(first.text)}, ${place}`), ...rest.filter((_, i) => i !== at)];
}

/** The sender in the note: the opening "I'm …" (kept whatever is shed) and the sentences after it. */
/**
 * A job title that is one of many, typed with no workplace: "freelance brand designer", "independent
 * consultant" (not "Retired", "Product", "CEO", "Prime Minister", nor a title with a "|" or a comma).
 */
const countableTitle = (title: string): boolean => {
  if (/[|,/]|\s(?:of|at|for|with|in)\s|^(?:a|an|the)\s/i.test(title)) return false;
  const last = title.split(/\s+/).at(-1) ?? '';
  return (
    (ROLE_END.test(last) || /(?:ee|ive)$/i.test(last)) &&
    !/^(?:minister|president|mayor|governor|chancellor|ambassador|man|woman|wife|GP|MP)$/i.test(last)
  );
};

export function aboutSender(f: Facts, style: Style): { opener?: string; bare?: string; rest: string[] } {
  const bio = placeWithRole(style.bio ? f.bio : [], f.role);
  // A long bio read out in full is a wall the target will not read on a phone: five sentences at most.
  const limit = style.length < -1 ? 1 : style.length < 0 ? 2 : style.length > 0 ? Number.POSITIVE_INFINITY : 5;
  let lead: string | undefined = f.role;
  // "Head Chef" at "Trattoria Vela" + "I have been head chef at Trattoria Vela in Melbourne for seven
  // years": the bio says the role in full, so the title is not said before it ("head chef at Trattoria
  // Vela. I have been head chef at Trattoria Vela …" in session 22's proofreading).
  const typedTitle = f.role?.split(/\s(?:at|of)\s/)[0]?.toLowerCase();
  if (
    typedTitle &&
    f.company &&
    /^I\b/.test(bio[0]?.text ?? '') &&
    (bio[0]?.text.toLowerCase() ?? '').includes(typedTitle) &&
    (bio[0]?.text ?? '').includes(f.company)
  )
    lead = undefined;
  let rest = bio;
  const hung: string[] = [];
  const early: string[] = [];
  // "I am a nurse practitioner in …" opening the bio: what the sender is, said after their name
  // ("I'm Adaeze Bello, a nurse practitioner in …"), not "I'm Adaeze Bello. I am a nurse practitioner".
  // (Only a role: "I am a little obsessed with …" and "I am a nurse and have worked …" stay as typed.)
  // ("I am programme director of Tanger Tech Week": a role at a named place needs no article.)
  const selfIntro =
    !lead && f.sender
      ? /^I(?:['’]m| am) ((?:a|an|the)\s.+|(?:[\p{Ll}-]+\s+){0,3}?[\p{Ll}-]+\s+(?:of|at)\s+\p{Lu}.+)$/u.exec(
          asPhrase(bio[0]?.text ?? ''),
        )
      : null;
  // "I am a pharmacist and run an independent pharmacy": the role after the name, what they do after it.
  const andDoes = selfIntro
    ? /^((?:a|an)\s[^,]+?) and ((?:run|own|manage|work|lead|teach|write|build|coach)\b.+)$/.exec(selfIntro[1] ?? '')
    : null;
  if (selfIntro && andDoes) selfIntro[1] = andDoes[1] ?? '';
  const introduced = selfIntro ? readPhrase(selfIntro[1] ?? '') : undefined;
  // ("an architect specialising in timber schools": a participle after the role still describes it;
  // "a nurse and have worked …" has a verb of its own and stays a sentence.)
  const describesRole = (p: Phrase) =>
    p.shape === 'noun' ||
    p.tokens.every(
      (t, i) => t.pos !== 'AUX' && (t.pos !== 'VERB' || (/ing$/.test(t.text) && p.tokens[i - 1]?.pos === 'NOUN')),
    );
  if (selfIntro && introduced && describesRole(introduced) && namesARole(introduced)) {
    lead = selfIntro[1];
    rest = bio.slice(1);
    if (andDoes) early.push(asSentence(`I ${andDoes[2]}`));
  } else if (
    !lead &&
    bio[0] &&
    (bio[0].shape === 'noun' || firstPartIsRole(bio[0]) || basedRole(bio[0])) &&
    namesARole(bio[0])
  ) {
    // "family nurse practitioner, 9 years, mostly urgent care": the role, then what hangs from it.
    // ("founder @ Wavecheck - surf forecast app": a dash after the workplace starts a fragment too.)
    // ("…, which manages 4,200 homes": a relative clause stays with the name it follows.)
    const parts = bio[0].text.split(/,\s+(?![^()]*\))(?!(?:which|who|whose|where)\b)|\s[-—–]\s(?![^()]*\))/);
    // "co-founder of Shiori, a booking tool for ryokan": an appositive stays with the noun it describes;
    // "family physician in Sherbrooke, Quebec": so does the region after a town.
    for (let i = parts.length - 1; i > 0; i--) {
      const part = parts[i] ?? '';
      const before = parts[i - 1] ?? '';
      const region = /\sin\s+\p{Lu}\p{L}+$/u.test(before) && /^\p{Lu}[\p{L}.]*(?:\s\p{Lu}[\p{L}.]*)?$/u.test(part);
      if (/^(?:a|an)\s/i.test(part) || region) parts.splice(i - 1, 2, `${before}, ${part}`);
    }
    // "data analyst 3 yrs at Tiffinbox": the years come out of the role, and follow it ("with 3 years of experience").
    const embedded = /^(.+?)\s+(\d+\+?\s+years?)(?:\s+((?:at|with|in|for)\s+.+))?$/i.exec(parts[0] ?? '');
    // ("master plumber with 20 years in the trade", "teacher in Quezon City for 6 yrs": years said with
    // their own preposition stay where they are; taken out, they left "with in the trade".)
    if (embedded && !/\s(?:with|for|of|over|about|almost|nearly|around|some)$/i.test(embedded[1] ?? ''))
      parts.splice(0, 1, `${embedded[1]}${embedded[3] ? ` ${embedded[3]}` : ''}`, embedded[2] ?? '');
    const [typedRole = '', ...fragments] = parts;
    // "sous chef 7 years experience": the role, and its experience as a fragment of its own.
    const withYears = /^(.+?)\s+(\d+\+?\s+years?\s+(?:of\s+)?experience)$/i.exec(typedRole);
    const role = roleInPlace(withYears ? (withYears[1] ?? '') : typedRole);
    if (withYears) fragments.unshift(withYears[2] ?? '');
    // "exec director, Eastgate Community Pantry": a name right after the role is where it is held.
    const capitalised = (x: string | undefined) =>
      !!x &&
      /^(?:\p{Lu}[\p{L}'’&.-]*)(?:\s+(?:\p{Lu}[\p{L}'’&.-]*|of|and|for|the|de|del|di|da|du|des|do|dos|das|von|van|der|la|le|y|&))*$/u.test(
        asPhrase(x),
      );
    const isOrg = (x: string | undefined) =>
      capitalised(x) &&
      (ORG_END.test(
        asPhrase(x ?? '')
          .split(/\s+/)
          .pop() ?? '',
      ) ||
        /^(?:University|Universidad|Universidade|Università|Universität|Université|Universiteit|Uniwersytet|Hochschule|Instituto|Institut|Escuela|École|Colegio|Politecnico|College|Institute|School|Hospital|City|County|Bank)\b/.test(
          x ?? '',
        ));
    // "PhD candidate, Earth Sciences, University of Aberlow": a field, then where.
    const field =
      capitalised(fragments[0]) && !isOrg(fragments[0]) && isOrg(fragments[1])
        ? asPhrase(fragments.shift() as string)
        : undefined;
    // "Practice manager, Coral Coast Physio in Cairns": a name of two words or more, with or without
    // its town, right after a role that says no workplace, is where the role is held.
    const holds = !/\s(?:at|of|with|for)\s/i.test(role);
    const named = (x: string | undefined) =>
      holds &&
      !!x &&
      capitalised(x.replace(/\s+in\s+\p{Lu}[\p{L}'’ .-]*$/u, '')) &&
      /\s/.test(x.trim()) &&
      !/\s(?:City|County|Town)$/.test(asPhrase(x));
    // "Co-founder, Linendrop": one capitalised name after a founder is the firm they founded.
    const founded = (x: string | undefined) =>
      holds && /founder|owner|ceo/i.test(role) && /^\p{Lu}[\p{L}\p{N}&.'’-]+$/u.test(x?.trim() ?? '');
    const org =
      !isPlace(asPhrase(fragments[0] ?? '')) && (isOrg(fragments[0]) || named(fragments[0]) || founded(fragments[0]))
        ? asPhrase(fragments.shift() as string)
        : undefined;
    const where = org
      ? ` ${/founder|ceo|owner|president|director|head|chair/i.test(role) ? 'of' : 'at'} ${theIfNeeded(org)}`
      : '';
    // "…, birmingham", "…, Columbus, OH": a town the language model does not know, after the workplace.
    const townLike = (x: string | undefined) =>
      !!x &&
      !/\sin\s/.test(role + where) &&
      (isPlace(asPhrase(x)) ||
        asPhrase(x)
          .split(/\s+/)
          .every(
            (w, i, all) =>
              all.length <= 3 &&
              /^\p{L}[\p{L}.'’-]+$/u.test(w) &&
              (!isKnownWord(w) || (i > 0 && /^(?:city|county|town)$/i.test(w))),
          ));
    let town = '';
    if (townLike(fragments[0])) {
      town = ` in ${capitaliseName(asPhrase(fragments.shift() as string))}`;
      if (/^[A-Z]{2}$/.test(asPhrase(fragments[0] ?? ''))) town += `, ${asPhrase(fragments.shift() as string)}`;
    }
    const joined = `${role}${field ? ` in ${field}` : ''}${where}${town}`;
    lead = appositive(readPhrase(joined));
    // "plumber, own my shop 11 yrs": a fragment with a verb is a sentence of its own, not a hanging tail.
    for (const x of fragments) {
      const fragment = readPhrase(asPhrase(x));
      // "4 guys" (a count, not "9 years"): "I have 4 guys".
      const count = /^\d/.test(fragment.text) && !/^\S+\s+(?:years?|months?)\b/i.test(fragment.text);
      // ("physiotherapist in Lyon, specialised in knee rehab": the participle describes the role.)
      // ("founder of Pivovar Lesní, craft brewery near Brno, 6 employees, 2,400 hl per year": the brewery's
      // figures, "We have 2,400 hl per year", not "I have".)
      const ours = speaksForCompany(f, bio) || runsTheFirm(role);
      const said = /^own\s+.+\ssince\s/i.test(fragment.text)
        ? firstPersonSentence(fragment, f, false)
        : describesThingBefore(fragment.text)
          ? undefined
          : fragment.shape !== 'noun' || count
            ? firstPersonSentence(fragment, f, ours)
            : verbFragment(fragment.text);
      if (said) early.push(said);
      else hung.push(asPhrase(x));
    }
    rest = bio.slice(1);
  }
  // "I'm Émilie Tremblay", not "I'm Dr. Émilie Tremblay": people do not give themselves their own
  // honorific (the reference writers dropped it in 14 of the 19 seen requests typed with one).
  const name = f.sender ? selfName(f.sender, style) : undefined;
  // Short noun fragments that follow ("6 years", "AP automation for construction firms") hang from the lead.
  const sentences: string[] = [...early];
  const company = speaksForCompany(f, bio);
  const thirdPerson = bio.some((p) => mentions(p.tokens, { words: wordsOf(f.sender) }));
  // "Shelfwise does cold-chain monitoring." + "sensors + alerts": what it does, then with what.
  let listFor = -1;
  const listed: string[] = [];
  const aboutCompany = (t: string) =>
    /^(?:We|Our|It)\b/.test(t) ||
    (!!f.company && t.startsWith(`${f.company} `)) ||
    /^I (?:run|manage|lead|own|founded|started)\b.* (?:for|at|of) \p{Lu}/u.test(t);
  // The profile's title typed again at the start of the bio ("Mortgage broker" / "mortgage broker in
  // Vancouver 6 years"): said once, with what the bio adds ("I've been a mortgage broker in Vancouver for 6 years").
  const title = f.role?.split(/ (?:at|of) /)[0]?.toLowerCase();
  // Whether the last piece went on the role as a fragment, for a participle that describes it.
  let lastHung = hung.length > 0 && early.length === 0;
  for (const p of rest) {
    // "…, repaid from their co-op payouts": it describes the thing said just before.
    // ("Physiotherapist in Lyon" + "specialised in knee rehab": with nothing said yet, the role.)
    if (describesThingBefore(p.text) && (lastHung || sentences.length > 0 || (lead && hung.length === 0))) {
      const tail = lowerFirst(asPhrase(p.text), (w) => w === w.toUpperCase());
      if (lastHung) hung[hung.length - 1] += `, ${tail}`;
      else if (sentences.length > 0) sentences[sentences.length - 1] = `${asPhrase(sentences.at(-1) ?? '')}, ${tail}.`;
      else hung.push(tail);
      lastHung = hung.length > 0 && sentences.length === 0;
      continue;
    }
    lastHung = false;
    const again = title && wordCount(title) >= 1 ? p.text.toLowerCase().startsWith(`${title} `) : false;
    const [first = '', ...after] = again ? p.text.slice((title as string).length + 1).split(/,\s+/) : [];
    const tenure = again ? /^(in|at|with)\s+(.+?)\s+(?:for\s+)?(\d+\+?)\s+(years?)$/i.exec(first) : null;
    if (tenure) {
      if (after.length > 0) hung.push(...after.map((x) => lowerFirst(asPhrase(x), (w) => w === w.toUpperCase())));
      sentences.push(
        asSentence(
          `I've been ${withArticle(readPhrase(title as string))} ${tenure[1]} ${tenure[2]} for ${tenure[3]} ${tenure[4]}`,
        ),
      );
      continue;
    }
    const tools = toolList(p.text);
    if (tools) {
      sentences.push(tools);
      continue;
    }
    const s = firstPersonSentence(p, f, company, thirdPerson);
    if (s) {
      sentences.push(s);
      listFor = aboutCompany(s) ? sentences.length - 1 : -1;
      listed.length = 0;
      continue;
    }
    if (
      listFor === sentences.length - 1 &&
      listFor >= 0 &&
      p.shape === 'noun' &&
      !/\d/.test(p.text) &&
      wordCount(p.text) <= 6 &&
      /^\p{Ll}|^[A-Z]{2,}\b/u.test(p.text)
    ) {
      listed.push(lowerFirst(asPhrase(p.text), (w) => w === w.toUpperCase()));
      const base = asPhrase((sentences[listFor] as string).replace(/, with .*$/, ''));
      const items =
        listed.length > 1
          ? `${listed.slice(0, -1).join(', ')}, and ${listed.at(-1)}`
          : (listed[0] ?? '').replace(/,\s+(?=[^,]+$)/, ', and ');
      sentences[listFor] = `${base}, with ${items}.`;
      continue;
    }
    listFor = -1;
    if (
      f.role &&
      company &&
      p.shape === 'noun' &&
      wordCount(p.text) <= 6 &&
      f.role.split(' ').slice(-1)[0] &&
      p.text.includes(f.role.split(/ (?:of|at) /).pop() ?? '\u0000')
    )
      continue; // "PM at Trellis Health" after "product manager at Trellis Health" says it twice
    // Short fragments read naturally after a dash ("— mostly healthcare apps"); a sentence with its
    // own verb does not ("— most of my caseload is child-headed households" in set16).
    else if (lead && hung.length < 2 && wordCount(p.text) <= 12 && !hasOwnVerb(p)) {
      hung.push(lowerFirst(asPhrase(p.text), (w) => w === w.toUpperCase()));
      lastHung = true;
    } else if (!lead && namesARole(p)) lead = appositive(p);
    else if (!lead && hung.length < 2 && wordCount(p.text) <= 12 && !hasOwnVerb(p)) {
      hung.push(lowerFirst(asPhrase(p.text), (w) => w === w.toUpperCase()));
      lastHung = true;
    } else sentences.push(asSentence(p.text));
  }
  // "9 years" and "mostly urgent care" after a role read as its experience: "a nurse practitioner
  // with 9 years of experience, mostly in urgent care". Other fragments hang from the role after a
  // dash; with no role, they go in brackets after the name.
  let experience = '';
  const others: string[] = [];
  for (const typed of hung) {
    // "commercial fitouts mostly": the "mostly" typed last goes first ("mostly in commercial fitouts").
    const h = typed.replace(/^(.+?)\s+(mostly|mainly|largely|primarily)$/i, '$2 $1');
    const years = /^(\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+years?$/i.exec(h);
    const since = /^(\d+\+?\s+years?)\s+(in|at|with|of)\s+(.+)$/i.exec(h);
    // "7 yrs ICU @ Sunnybrook", "5 years retail at Lidl": a field and where ("an RN — 7 years ICU at
    // Sunnybrook" in set20), said as "with 7 years of ICU experience at Sunnybrook".
    const field =
      /^(\d+\+?\s+years?)\s+(?!\p{Ll}+ing\b)([A-Z]{2,5}|\p{Ll}+(?:\s+\p{Ll}+)?)\s+((?:at|in|with)\s+\p{Lu}.*)$/u.exec(
        h,
      );
    const mostly = /^(mostly|mainly|largely|primarily)\s+(.+)$/i.exec(h);
    const withWord = lead?.includes(' with ') ? ', with' : ' with';
    const before = /^(?:(?:prev(?:iously)?\.?|formerly|before that|before this|ex)[,:]?\s+|ex-(?=\p{L}))(.+)$/iu.exec(
      h,
    );
    const team = /^(?:a\s+)?team of (\d+)$/i.exec(h);
    if (lead && years && !experience) experience = `${withWord} ${years[0]} of experience`;
    else if (lead && field && !experience) experience = `${withWord} ${field[1]} of ${field[2]} experience ${field[3]}`;
    else if (lead && since && !experience) experience = `${withWord} ${since[1]} ${since[2]} ${since[3]}`;
    else if (team) sentences.unshift(`We're a team of ${team[1]}.`);
    // "prev 6 years at Trane", "formerly VP Finance at Trellis": a sentence of its own.
    else if (before) {
      // After what the company does, "Before Heatloop, …"; with nothing said yet, "Before that, …".
      // (With no role said first, "Before that" points at nothing: "Previously".)
      const when =
        f.company && sentences.length > 0 ? `Before ${theIfNeeded(f.company)}` : lead ? 'Before that' : 'Previously';
      const said = earlierWork(before[1] ?? '', when);
      if (f.company && sentences.length > 0) sentences.push(asSentence(said));
      else sentences.unshift(asSentence(said));
    }
    // "mostly urgent care" is a field ("mostly in urgent care"); "mostly first-time buyers" are people, as typed.
    else if (
      lead &&
      mostly &&
      readPhrase(mostly[2] ?? '').shape === 'noun' &&
      !/[^s]s(?:\s|$)/i.test(mostly[2]?.split(/\s+(?:in|at|for|from)\s/)[0] ?? '')
    )
      others.push(`${mostly[1]} in ${mostly[2]}`);
    else if (lead && mostly) others.push(h);
    // "with 5 years of experience" + "fintech and healthcare apps" -> "… of experience in fintech and healthcare apps".
    else if (
      experience.endsWith('of experience') &&
      others.length === 0 &&
      readPhrase(h).shape === 'noun' &&
      // (A field of work, not a standing: "clean safety record" is no field of experience.)
      !/\b(?:retired|record|history|claims|licen[cs]ed?|reviews|rating|references|certified|insured|registered)\b/i.test(
        h,
      ) &&
      !/^(?:currently|now|previously|formerly|ex-)|\s(?:at|for)\s/i.test(h) &&
      !/^(?:a|an|the|\d)/i.test(h)
    )
      experience += ` in ${entryOf(TOOLS, h.toLowerCase()) ?? h}`;
    // "6 years covering agriculture for regional papers": time spent doing something, a sentence.
    else if (
      /^\S+\s+years?\s+\p{Ll}+ing\b/u.test(h) &&
      /^(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten)\s/i.test(h)
    )
      sentences.unshift(asSentence(`I've spent ${h}`));
    // "10 years hospital pharmacy (oncology)": years in a field, after the role.
    else if (
      lead &&
      !experience &&
      /^(\d+\+?)\s+years?\s+(?!of\b|in\b|at\b|with\b|as\b|exp|PQE\b)(?:\p{Ll}|\p{Lu}{2,}\b)/u.test(h) &&
      !/,/.test(h) &&
      // ("6 years ICU": a field typed as an acronym, which had been left out.)
      (readPhrase(h.replace(/^\S+\s+years?\s+/, '')).tokens[0]?.pos === 'NOUN' ||
        // (Only a field's letters: "7 years PQE" is post-qualification experience, said as typed.)
        /^\S+\s+years?\s+(?:ICU|NICU|PICU|ER|ED|OR|A&E|HR|IT|QA|UX|UI|ML|AI|EMS|PR|ESG|SaaS|B2B|B2C)(?:\s+\p{Ll}+)?$/u.test(
          h,
        ))
    )
      experience = `${withWord} ${h.replace(/^(\S+\s+years?)\s+/, '$1 in ')}`;
    // "founder of Kvasnice" + "craft brewery near Olomouc": what the company is ("We do craft brewery" in
    // session 23's proofreading, where "-ery" read as an activity).
    else if (
      founderDescribes(lead, h) &&
      /^(?:brewery|bakery|winery|distillery|creamery|roastery|cannery|eatery|nursery|gallery|pottery|dairy|farm|studio|shop|caf[eé]|restaurant|agency|clinic|practice|firm|cooperative|co-?op|charity|school|workshop|factory|mill|hotel|guesthouse|pub|bar)$/i.test(
        headNoun(readPhrase(h).tokens)?.text ?? '',
      )
    )
      sentences.unshift(asSentence(`We're ${withArticle(readPhrase(h))}`));
    // "CTO and cofounder at Ledgerleaf" + "accounting automation for dental practices": what the company does.
    else if (
      founderDescribes(lead, h) &&
      ['NOUN', 'ADJ'].includes(readPhrase(h).tokens[0]?.pos ?? '') &&
      // An activity ("accounting automation", "cargo-bike delivery"), not a thing or a place.
      /(?:ion|ment|ing|ance|ence|ery|ics|ware|care)$/.test(headNoun(readPhrase(h).tokens)?.text ?? '')
    )
      sentences.unshift(asSentence(`We do ${h}`));
    // "drones that count inventory": what a founder's company makes.
    else if (
      lead &&
      /\b(?:founder|co-?founder|ceo|cto|owner)\b/i.test(lead) &&
      /^\p{Ll}[\p{Ll}-]*s\s+(?:that|which)\s+\p{Ll}/u.test(h) &&
      !/,/.test(h)
    )
      sentences.unshift(asSentence(`We make ${h}`));
    else others.push(h);
  }
  const placed = placeFragments(lead, others, sentences, experience !== '');
  lead = placed.lead;
  // What the organisation is goes first; its figures after what it does.
  sentences.splice(0, 0, ...placed.before);
  sentences.splice(Math.min(sentences.length, placed.before.length + 1), 0, ...placed.after);
  // "7 years of experience, mostly docs": the field the experience is in ("mostly in docs").
  const left = placed.left.map((x) =>
    experience ? x.replace(/^(mostly|mainly|largely|primarily)\s+(?!(?:in|on|at|with|for|as|by)\b)/i, '$1 in ') : x,
  );
  // With no role to hang them on: "retired after 35 years as an engineer" is a sentence of its own;
  // "3rd-year comp sci at UofT" is what the sender studies ("a 3rd-year comp sci student at UofT").
  let unhung = left;
  if (!lead && left.length > 0) {
    const said = left.join(', ');
    const year =
      /^(\d+(?:st|nd|rd|th)|first|second|third|fourth|final)[- ]year\s+(.+?)(\s+(?:at|in)\s+\p{Lu}.*)?$/iu.exec(said);
    // (Each fragment on its own: "arquitecta, small studio valencia (3 of us)" is two.)
    const [firstLeft = '', ...restLeft] = left.flatMap((x) => x.split(/,\s+(?![^()]*\))/));
    if (
      /^(?:retired|worked|spent|served|taught|ran|built|founded|started|moved|trained|studied|graduated)\b/i.test(said)
    ) {
      sentences.unshift(asSentence(`I ${said}`));
      unhung = [];
    } else if (
      /^own\s+(?!up\b)\p{L}/u.test(firstLeft) &&
      // (Or a firm's name, capitalised: "own Ink & Thistle Books in Partick".)
      (/^own\s+\p{Lu}/u.test(firstLeft) ||
        /\b(?:co|company|business|shop|firm|studio|bakery|salon|clinic|practice|restaurant|cafe|café|bar|agency|garage|farm|store|workshop)\b/i.test(
          firstLeft,
        ))
    ) {
      // "own commercial cleaning co san antonio ~6 yrs": what the sender owns ("I own a commercial cleaning co …").
      // ("… co San Antonio about 6 years": the place takes "in", the years "for", and "co" is a company.)
      // ("own Ink & Thistle Books in Partick, Glasgow, indie, 6 years": the region after the town goes
      // with it, and the years typed later are how long it has been owned.)
      let rest = restLeft;
      let typed = firstLeft;
      if (/\sin\s+\p{Lu}/u.test(typed) && isPlace(rest[0] ?? '')) {
        typed = `${typed}, ${rest[0]}`;
        rest = rest.slice(1);
      }
      const laterYears = rest.findIndex((x) => /^(?:about |over |nearly |almost )?\d+\+?\s+years?$/i.test(x));
      if (laterYears >= 0 && !/\d+\+?\s+years?$/i.test(typed)) {
        typed = `${typed} ${rest[laterYears]}`;
        rest = rest.filter((_, i) => i !== laterYears);
      }
      const years = /\s+((?:about|over|nearly|almost)\s+)?(\d+\+?)\s+years?$/i.exec(typed);
      let owned = typed
        .replace(/^own\s+/i, '')
        .replace(years?.[0] ?? '\u0000', '')
        .replace(/\bco\b/i, 'company');
      const place =
        /^(.*\b(?:company|business|shop|firm|studio|bakery|salon|clinic|practice|restaurant|cafe|café|bar|agency|garage|farm|store|workshop))\s+(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2})$/u.exec(
          owned,
        );
      if (place && isPlace(place[2] ?? '')) owned = `${place[1]} in ${place[2]}`;
      // (A firm's name takes no article: "I own Ink & Thistle Books".)
      const what = /^(?:a|an|the|my|our)\s|^\p{Lu}/u.test(owned) ? owned : `${article(owned)} ${owned}`;
      // ("in Partick, Glasgow, for 6 years": the region set off on both sides.)
      const owns = years
        ? `I've owned ${what}${/,\s[^,]+$/.test(what) ? ',' : ''} for ${years[1] ?? ''}${years[2]} years`
        : `I own ${what}`;
      // What is left describes the firm ("indie, big kids section"): after a dash on the sentence about
      // it, not in a bracket after the sender's name.
      const about = afterRole(owns, rest, true);
      sentences.unshift(asSentence(`${owns}${about.suffix}`), ...about.sentences);
      unhung = [];
    } else if (DEPARTMENT_AT.test(firstLeft)) {
      // "sales at Quayside Uniforms, workwear and hi-vis for councils": the sender works in that team
      // there ("I'm Liam O'Rourke (sales at Quayside Uniforms, …)" in set19's seen messages).
      const [, team = '', where = ''] = DEPARTMENT_AT.exec(firstLeft) ?? [];
      const named = team.length <= 3 ? team.toUpperCase() : team.toLowerCase();
      const works = `I work in ${named} at ${where}`;
      const about = afterRole(works, restLeft, true);
      sentences.unshift(asSentence(`${works}${about.suffix}`), ...about.sentences);
      unhung = [];
    } else if (
      // "boulangère", "arquitecta", "civil servant …": a role typed first, in any language, is what the
      // sender is ("a boulangère — sourdough and viennoiserie"), not a bracket after their name.
      /^\p{Ll}/u.test(firstLeft) &&
      ((wordCount(firstLeft) <= 8 && namesARole(readPhrase(firstLeft))) ||
        (wordCount(firstLeft) === 1 && !isKnownWord(firstLeft)))
    ) {
      lead = withArticle(readPhrase(roleInPlace(firstLeft)));
      unhung = restLeft;
      // "session guitarist Nashville, 10+ years": the years are the role's experience.
      const years = unhung.findIndex((x) => /^(?:about |over |nearly |almost )?\d+\+?\s+years?$/i.test(x));
      if (years === 0 && !experience) {
        experience = ` with ${unhung[years]} of experience`;
        unhung = unhung.filter((_, i) => i !== years);
      }
    } else if (businessTypedFirst(firstLeft)) {
      // "3rd gen dairy, 180 cows", "family bakery since 1962, 2 shops", "ceramics studio in Faenza":
      // the business the sender runs, as a sentence, and what follows it after a dash (set19's readers
      // marked the bracket after the name, "I'm Kayla Schroeder (3rd gen dairy, 180 cows)", as broken).
      const family = /\b(?:family|gen|generation)\b/i.test(firstLeft);
      const typed = firstLeft.replace(/\b(\d+(?:st|nd|rd|th)) gen\b/i, '$1-generation');
      const said = withArticle(readPhrase(typed));
      // ("family business": one business, whatever the tagger reads it as.)
      // (Not where it has its article already: "an a 40-person logistics startup" in session 21.)
      const business = said === typed && !/^(?:a|an|the|our|my)\s/i.test(typed) ? `${article(typed)} ${typed}` : said;
      const runs = `${family ? "We're" : 'I run'} ${business}`;
      // ("… dairy, 180 cows": counts alone are what it has, "with 180 cows".)
      const counts = restLeft.length > 0 && restLeft.every((x) => /^\d[\d,.]*\+?\s/.test(x));
      const about = counts ? undefined : afterRole(runs, restLeft, true);
      const after = counts ? `, with ${restLeft.join(' and ')}` : (about?.suffix ?? '');
      sentences.unshift(asSentence(`${runs}${after}`), ...(about?.sentences ?? []));
      unhung = [];
    } else if (year && !/,/.test(said)) {
      const studies = year[2] ?? '';
      const noun = /\b(?:student|candidate|undergrad|apprentice|trainee|resident)\b/i.test(studies)
        ? studies
        : `${studies} student`;
      const place = (year[3] ?? '').replace(
        /^(\s+(?:at|in)\s+)(.+)$/,
        (_, at: string, where: string) => `${at}${theIfNeeded(where)}`,
      );
      lead = withArticle(readPhrase(`${year[1]?.toLowerCase()}-year ${noun}${place}`));
      unhung = [];
    }
  }
  // "Kasi Code — free after-school coding club in Soweto": what an organisation is takes its article
  // ("— a free after-school coding club"), read by its head noun, as where it is placed above.
  // (The head is the last noun before "in", "for", …: "after-school" is no preposition.)
  const described = unhung.map((x) => {
    const words = x.split(/\s(?:in|for|at|of|with|by|from|to|on|that|which)\s/)[0] ?? '';
    const head = readPhrase(words)
      .tokens.filter((t) => t.pos === 'NOUN')
      .at(-1);
    if (!lead || /,/.test(x) || !/^\p{Ll}/u.test(x) || !head || !ORG_KIND.test(head.text) || head.text !== head.lemma)
      return x;
    // ("own clinic in Koregaon Park" is the sender's: "my own clinic".)
    return /^own\s/.test(x) ? `my ${x}` : withArticle(readPhrase(x));
  });
  // "run buchanan drone survey - roof, bridge + structure inspections by drone": with no role, what
  // follows the business the sender runs describes it, not the sender in brackets after their name.
  // ("handmade mugs, plates … . I run Cafune Ceramica.": the business may be named in the second
  // sentence; what was typed before it describes it, and the two go first together.)
  const runsAt = sentences.findIndex(
    (x, i) => i <= 1 && /^I (?:run|co-run|own|founded|co-founded|started|set up) .+\.$/.test(x),
  );
  // (Not a role, "high school science teacher", nor a state, "current venue closing".)
  const describesBusiness = (x: string) => {
    const read = readPhrase(x);
    const words = read.tokens.filter((t) => t.pos !== 'PUNCT');
    const state = /ing$/.test(words.at(-1)?.text ?? '') && words.at(-2)?.pos === 'NOUN';
    return (
      read.shape === 'noun' &&
      !state &&
      !x.split(/\s+/).some((w) => namesARole(readPhrase(w))) &&
      !read.tokens.some((t) => t.pos === 'VERB')
    );
  };
  // (After a business named, a list typed with commas, "handmade mugs, plates, bowls …", still
  // describes it: only its first words need read as a noun phrase.)
  const describesNamed = (x: string) => describesBusiness(x) || describesBusiness(x.split(/,\s+/)[0] ?? '');
  if (!lead && runsAt >= 0 && unhung.length > 0 && unhung.every(describesNamed)) {
    const [named = ''] = sentences.splice(runsAt, 1);
    const about = afterRole(asPhrase(named), unhung, true);
    sentences.unshift(asSentence(`${asPhrase(named)}${about.suffix}`), ...about.sentences);
    unhung = [];
  }
  // "Chair" + "Portobello Community Garden group": where the role is held, said with it ("chair of the
  // Portobello Community Garden group"), not after a dash.
  const workplace = described[0] ?? '';
  if (
    lead &&
    !experience &&
    !/\s(?:at|of|with|for|in|to)\s/.test(lead) &&
    // ("Cooperativa Douro in Porto, Portugal": where it is may follow the name.)
    /^\p{Lu}\p{Ll}+(?:\s+(?:\p{Lu}[\p{L}'’&-]*|of|and|for|the))+(?:\s+\p{Ll}+)?(?:\s+in\s+\p{Lu}[\p{L}'’. -]+(?:,\s*\p{Lu}[\p{L}. ]+)?)?$/u.test(
      workplace,
    ) &&
    !isPlace(workplace)
  ) {
    const of = /\b(?:chair|director|head|president|founder|co-founder|owner|secretary|treasurer|captain)$/i.test(lead);
    lead = `${lead} ${of ? 'of' : 'at'} ${of ? `the ${workplace.replace(/^the\s+/i, '')}` : theIfNeeded(workplace)}`;
    described.shift();
    unhung = unhung.slice(1);
  }
  // ("head teacher of Hvolsvöllur Primary School, with 210 pupils": "with" joins on a comma.)
  const onComma = !!experience || /^with\s/i.test(described[0] ?? '') || describesThingBefore(described[0] ?? '');
  const after = lead && unhung.length > 0 && !onComma ? afterRole(lead, described) : undefined;
  if (after) sentences.unshift(...after.sentences);
  const tail =
    experience +
    (unhung.length ? (lead ? (after?.suffix ?? `, ${described.join(', ')}`) : ` (${unhung.join(', ')})`) : '');
  // "a CS senior at UT Austin" + "I'm graduating in May": "a CS senior at UT Austin, graduating in May".
  let trailing = '';
  const progressive = /^I['’]m ((?:now |currently )?\p{Ll}+ing\b.*)\.$/u.exec(sentences[0] ?? '');
  if (
    lead &&
    !left.length &&
    progressive &&
    wordCount(progressive[1] ?? '') <= 7 &&
    wordCount(`${name ?? ''} ${lead}${tail}`) <= 16
  ) {
    trailing = `, ${progressive[1]}`;
    sentences.shift();
  }
  for (let i = 0; i < sentences.length; i++)
    sentences[i] = (sentences[i] as string)
      // "exporting to the EU since 2022": what has gone on since then ("I've been exporting …").
      // ("I'm the owner of Elmwood Family Dental since 2003": "I've been the owner …".)
      .replace(
        // (Only a progressive or a role with its article, and "since" a time: not "I'm 30, coding since
        // 2010", nor "moving since the lease ends".)
        /^(I|We)['’](?:m|re) ((?:\p{Ll}+ing\b|(?:the|a|an) )(?:[^,(]|\([^)]*\))*? since (?:\d{4}|last|early|late|January|February|March|April|May|June|July|August|September|October|November|December)\b)/u,
        (_, who: string, rest: string) => (who === 'I' ? `I've been ${rest}` : `We've been ${rest}`),
      )
      // "own an independent bookshop … for 11 years": owned all that time ("I've owned …").
      .replace(
        /^I (own|run) (.+ for (?:about |over |nearly |almost )?\d+\+? years?(?: now)?\.)$/,
        (_, verb: string, rest: string) => `I've ${pastParticiple(verb)} ${rest}`,
      );
  linkFirstPerson(sentences);
  for (let i = 0; i < sentences.length; i++)
    sentences[i] = (sentences[i] as string)
      // "a 3-store bike shop in the Lake District, 11 staff, rental fleet of 90 e-bikes": several figures
      // hung on commas, said with "with … and …" (session 23's proofreading).
      .replace(FIGURES_AFTER, (m, head: string, tail: string) => {
        if (/ with /.test(head) || /^(?:We|I) have\b/.test(head)) return m;
        const items = tail
          .split(/, /)
          .map((x) => (/^\p{Ll}/u.test(x) && !/^(?:about|over|nearly)\b/.test(x) ? `${article(x)} ${x}` : x));
        const list = `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
        // (Only after what the business is: "We make route software …, with 12 people" says the software has them.)
        return /^(?:We(?:['’]re| are)|I(?:['’]m| am)|(?:I|We) (?:run|own|manage))\b/.test(head)
          ? `${head}, with ${list}.`
          : m;
      })
      // "in 6 schools, 420 kids this year", "60 locations using it, an average 4% reduction": a figure hung on a comma.
      .replace(
        /, ((?:about |over |nearly )?\d[\d,.]*\+?%? \p{Ll}[^,]*|an? (?:average|total|combined)\b[^,]*)\.$/u,
        (m, tail: string, offset: number, whole: string) =>
          / with /.test(whole.slice(0, offset)) ? m : `, with ${tail}.`,
      )
      // "I run homework club for refugee kids": what the sender runs is one of its kind ("a homework club").
      .replace(
        /^I (run|own|manage|founded|co-founded|set up) ((?:[\p{Ll}-]+ ){0,3}?)([\p{Ll}-]+)(?=\s+(?:for|in|at|with|on|of|that|which|who|called)\b|[.,])/u,
        // (A place of its own kind, not a function: "I run product at Deliveroo", "I lead brand".)
        (m, verb: string, before: string, noun: string) =>
          RUN_PLACE.test(noun) && !/^(?:a|an|the|my|our|his|her|their|this|that|two|three|several|some)\s/.test(before)
            ? `I ${verb} ${article(`${before}${noun}`)} ${before}${noun}`
            : m,
      )
      // "We have 22 people": a company's size is its team.
      .replace(/^We have (\d[\d,]*) (?:people|employees|staff|FTEs?)\.$/, "We're a team of $1.")
      // "14 buildings live across Boston": "We're live in 14 buildings across Boston".
      .replace(/^(?:(?:We|I) have )?(\d[\d,]*) (\p{Ll}+s) live (across|in|at) (.+)$/u, "We're live in $1 $2 $3 $4")
      // "I'm currently at Finlo, before that Stripe": "…, and before that I was at Stripe".
      .replace(
        /^(I['’]m (?:currently |now )?at .+), before that (\p{Lu}[\p{L}\p{N}&'’. -]*)\.$/u,
        '$1, and before that I was at $2.',
      )
      // "Series A (led by Foundry Row) closed in January": the company's round.
      .replace(
        /^(Series [A-E]|Seed round|Pre-seed round|Seed|Pre-seed)\b(?=.*\b(?:closed|raised|led)\b)/,
        (r) => `Our ${/^Series/.test(r) ? r : r.toLowerCase()}`,
      )
      // "I want to move in-house, ideally tech or consumer products": "ideally in tech …".
      .replace(
        /, (ideally|preferably) (?!(?:in|at|with|for|on|a|an|the|to|as|by|from|somewhere|something|one)\b)(?=\p{L})/u,
        ', $1 in ',
      );
  for (let i = 0; i < sentences.length; i++)
    // "retired in May": the retirement happened ("I retired in May"), not "I'm retired in May".
    sentences[i] = (sentences[i] as string)
      .replace(/^I['’]m retired (?=(?:in|last|this|after|from)\b)/, 'I retired ')
      // ("I retired in May and working on my PMP": the second state keeps its "I'm".)
      .replace(/^(I retired\b.*? and )(\p{Ll}+ing\b)/u, "$1I'm $2");
  joinShortFirstPerson(sentences);
  // "Urban planner, City of Sherbrooke — 11 years": how long the sender has been what they are, said
  // with it ("I'm Marc-André, and I've been an urban planner at … for 11 years"), not as "I've been
  // doing this for 11 years", which set15's reader marked as awkward three times.
  const tenure = /^I['’]ve been doing this for (.+)\.$/.exec(sentences[0] ?? '');
  // "I'm Efua Mensah." + "I manage a cold storage warehouse …": one sentence, as a person introduces
  // themselves ("I'm Efua Mensah, and I manage …"); set15's reader marked the two as awkward five times.
  const doing =
    // ("I've worked as a civil engineer …" too: "I'm Camila Rocha, and I've worked as …".)
    /^I(?: (?!['’]m\b|am\b|was\b)(?:have )?|['’]ve )\p{Ll}+\b/u.test(sentences[0] ?? '') &&
    wordCount(sentences[0] ?? '') <= 22;
  let opener: string;
  // (Not a state: "a retired teacher" has not been retired for 30 years.)
  if (
    tenure &&
    lead &&
    name &&
    !tail &&
    !trailing &&
    !/\b(?:retired|former|ex-|emeritus|final-year|student|graduate)\b/i.test(lead)
  ) {
    sentences.shift();
    opener = `I'm ${name}, and I've been ${lead} for ${tenure[1]}.`;
  } else if (
    name &&
    !lead &&
    !tail &&
    !trailing &&
    /^I['’]m (?:now |currently )?\p{Ll}+ing\b/u.test(sentences[0] ?? '') &&
    wordCount(sentences[0] ?? '') <= 18
  ) {
    // "I'm Femi." + "I'm looking for work in logistics …": one sentence ("I'm Femi, and I'm looking …");
    // set24's reader marked the two short "I'm"s as choppy.
    opener = `I'm ${name}, and ${sentences.shift() as string}`;
  } else if (name && !lead && !tail && !trailing && doing) {
    opener = `I'm ${name}, and ${(sentences.shift() as string).replace(/^I have been\b/, "I've been")}`;
  } else if (name && !lead && !tail && !trailing && roleAfterIAm(sentences[0] ?? '')) {
    // "I'm Putri Rahmawati." + "I'm co-founder and CEO of Panen, …": the role follows the name, as a
    // person says it ("I'm Putri Rahmawati, co-founder and CEO of Panen"); set23's reader marked the
    // two "I'm"s as awkward.
    opener = `I'm ${name}, ${(sentences.shift() as string).replace(/^I(?:['’]m| am)\s+/, '')}`;
  } else {
    // asSentence: "… at Northshore Mortgage Co." ends with its own full stop, not two.
    // ("Freelance brand designer" typed as the title: "I'm Olu Adebayo, a freelance brand designer", as
    // one of many; a title held at a place, "CTO of Kopi Health", needs none. Session 24's proofreading.)
    const said = lead && countableTitle(lead) ? withArticle(readPhrase(lead)) : lead;
    if (name) opener = asSentence(`I'm ${name}${said ? `, ${said}` : ''}${tail}${trailing}`);
    else if (lead) opener = asSentence(`I'm ${lead}${tail}${trailing}`);
    else opener = '';
    // "…, founder of Filo Verde." + "Filo Verde makes knitwear …": what the organisation does follows its
    // name ("founder of Filo Verde, which makes knitwear …"), not the name twice (set15's reader).
    const org = /\s(?:of|at)\s+(?:the\s+)?(\p{Lu}[\p{L}\p{N}&'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’-]*)*)\.$/u.exec(
      opener,
    )?.[1];
    const does = org ? new RegExp(`^${escapeRegExp(org)} (\\p{Ll}+s|is) (.+)$`, 'u').exec(sentences[0] ?? '') : null;
    // (Not "Loopa was acquired in 2021 and I left": a second subject is a sentence of its own.)
    if (
      does &&
      wordCount(opener) + wordCount(sentences[0] ?? '') <= 36 &&
      !/\b(?:and|but|so|while|though)\s+(?:I|we|my|our|he|she|they)\b/i.test(does[2] ?? '')
    ) {
      opener = `${asPhrase(opener)}, which ${does[1]} ${does[2]}`;
      sentences.shift();
    }
  }
  return {
    opener: opener || undefined,
    // (asSentence: "I'm Nikhil D." ends with the initial's full stop, not two.)
    bare: name ? asSentence(`I'm ${name}`) : undefined,
    rest: sentences.slice(0, Math.max(0, limit - 1)),
  };
}

/** Whether a sentence says with "I'm" what the sender is: "I'm a stonemason …", "I'm head of digital at …". */
function roleAfterIAm(sentence: string): boolean {
  // ("I am UX researcher", typed in full, is the same: "I'm Alexei Morozov. I am …" in session 23.)
  const am = /^I(?:['’]m| am)\s+(.+)\.$/.exec(sentence)?.[1];
  if (!am || wordCount(sentence) > 30) return false;
  // (The role is what comes before its clause: "a fire captain …, and I lead …".)
  const role = am.split(/,|\s(?:and I|where|who|which|and we)\s/)[0] ?? am;
  const p = readPhrase(role);
  // ("I'm a bit nervous", "I'm a lot more experienced now": how the sender is, not what.)
  const head = readPhrase(role.split(/\s(?:with|at|in|for|of|on|from)\s/)[0] ?? role).tokens.at(-1);
  return (
    p.shape === 'noun' &&
    (namesARole(p) || (/^(?:an?|the)\s/i.test(role) && (head?.pos === 'NOUN' || head?.pos === 'PROPN'))) &&
    !/^(?:an?\s+)?\d/.test(role)
  );
}

/**
 * "I'm 19. I just finished level 2 plumbing. I'm looking for an apprenticeship. I can start straight
 * away.": short sentences about the sender, two at a time, become one ("I'm looking for an
 * apprenticeship and can start straight away"), as a writer would say them. Changes the list in place.
 */
function joinShortFirstPerson(sentences: string[]): void {
  const short = (x: string) => wordCount(x) <= 10 && !/,|\band\b|[?!]/.test(x) && x.endsWith('.');
  for (let i = 0; i + 1 < sentences.length; i++) {
    const a = sentences[i] as string;
    const b = sentences[i + 1] as string;
    if (!short(a) || !short(b) || !/^I(?:\s|['’]m\s)/.test(a)) continue;
    // (How the sender feels stands alone: "I'm really into EV batteries" is not joined to a fact.)
    if (/^I['’]m (?:really |very |super )?(?:into|passionate|interested|excited|obsessed|keen)\b/.test(a)) continue;
    const plain = /^I (\p{Ll}.*)$/u.exec(b)?.[1];
    const am = /^I['’]m (\p{Ll}.*)$/u.exec(b)?.[1];
    // "I'm 19" + "I'm looking for…": "I'm 19 and looking for…"; "I finished…" + "I'm looking…": "… and I'm looking…".
    const tail = plain ?? (am && (/^I['’]m\s/.test(a) ? am : `I'm ${am}`));
    if (!tail) continue;
    sentences.splice(i, 2, `${a.slice(0, -1)} and ${tail}`);
  }
}

/** "prev 6 years at Trane", "ex-careem", "formerly VP Finance at Trellis": what the sender did before, a sentence of its own. */
function earlierWork(typed: string, when: string): string {
  // "ex-accountant (6 years)": the years are how long ("an accountant for 6 years").
  const what = typed.replace(/^eng\b/i, 'engineer').replace(/\s*\((\d+\+?\s+(?:years?|months?))\)$/i, ' for $1');
  // "ex-careem", "ex-Shopee": one word that is no English word is the workplace ("I was at Careem").
  const workplace = /^[\p{L}\p{N}&.-]+$/u.test(what) && !isKnownWord(what) ? capitaliseName(what) : undefined;
  if (workplace) return `${when}, I was at ${workplace}`;
  // "ex-DHL, ex-Zalando": several workplaces, one after the other.
  const places = what.split(/,\s*(?:ex-|and\s+)?|\s+and\s+(?:ex-)?/);
  if (places.length > 1 && places.every((w) => /^[\p{L}\p{N}&.-]+$/u.test(w) && !isKnownWord(w.toLowerCase())))
    return `${when}, I was at ${places.slice(0, -1).map(capitaliseName).join(', ')} and ${capitaliseName(places.at(-1) ?? '')}`;
  if (/^(?:I|I['’]m|I was|we)\b/.test(what)) return `${when}, ${what}`;
  if (/^\S+\s+(?:years?|months?)\b/i.test(what)) return `${when}, I spent ${what}`;
  // "prev. ops @ a grocery startup": a field, worked in ("I was an ops" says nothing).
  if (FIELD.test(what)) return `${when}, I worked in ${what.replace(/\s@\s/, ' at ')}`;
  // "ex-Paywise", "prev El Diario del Sur": a name that is no role is where the sender was.
  // ("Big 4 audit": a line of work, "I worked in Big 4 audit".)
  // ("ex-Army", "ex-Marine": the service, "I served in the Army".)
  const service = /^(?:the\s+)?(Army|Navy|Marines?|Air Force|RAF|Royal Navy|Coast Guard|military)$/i.exec(what)?.[1];
  if (service) return `${when}, I served in the ${service.replace(/^Marine$/, 'Marines')}`;
  if (/^\p{Lu}/u.test(what) && !/,/.test(what) && !namesARole(readPhrase(what)))
    return /\s(?:audit|consulting|banking|law|tech|finance|accounting|retail|pharma|healthcare)$/.test(what)
      ? `${when}, I worked in ${what}`
      : `${when}, I was at ${what}`;
  return `${when}, I was ${withArticle(readPhrase(what))}`;
}

/** A line of work named before where it was done: "ops at a grocery startup", "sales @ Linenwise". */
const FIELD =
  /^(?:ops|operations|sales|marketing|engineering|product|finance|design|growth|hr|bizdev|business development|consulting|research|data|partnerships|recruiting|support|customer success|logistics|procurement|comms|communications|policy|legal|accounting|strategy)\s+(?:at|@|in|for|with)\s/i;

const ORDINAL_YEAR = /^(\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|final|last)[\s-](year|yr)$/i;
/** What an organisation is, by its head noun: "small architecture practice in Portland". */
/** What a person runs that is one of its kind: "a homework club", "a bakery" (not "product", "brand"). */
const RUN_PLACE =
  /^(?:club|shop|business|company|studio|bakery|restaurant|cafe|café|bar|farm|salon|clinic|practice|charity|nonprofit|non-profit|agency|firm|gym|garage|gallery|podcast|newsletter|band|choir|academy|nursery|kitchen|workshop|venue|store|stall|co-?op|cooperative|consultancy|label|school)$/i;
/**
 * The fragments typed after a role, said as a writer would, or left out. "— Taipei" is where
 * ("a postdoc at Academia Sinica in Taipei"); after a firm its owner names, what the firm is ("the
 * founder of Raíz, a B2B marketplace for used oak barrels"), does ("We do home physio for post-stroke
 * patients.") or has ("We have 3 pilots with wineries."); after a role, what the sender works on
 * ("a luthier, specialising in handmade classical guitars") or did ("I apprenticed 3 years in
 * Mashiko."). They used to follow a dash ("a dairy farmer — spring calving"): across the blind
 * readings the dash's tail was marked in 92% of the 521 messages that had one, and those messages
 * scored 3.0 against 3.8 for the rest (bench/RESULTS.md, session 18). What none of these reads is
 * left out: a detail missing costs a message far less than a broken line.
 */
function afterRole(
  lead: string,
  fragments: readonly string[],
  runsIt = false,
): { suffix: string; sentences: string[] } {
  let place = '';
  let described = '';
  let told = false;
  const sentences: string[] = [];
  const inPlace = /\sin\s+\p{Lu}/u.test(lead);
  // (The firm's name is its capitalised words: "at Unicamp 3rd year" names Unicamp, and no firm to speak for.)
  const firm = FIRM_NAMED.exec(lead)?.[1];
  // (Who speaks for the firm as "we": its founders, owners and chiefs, and whoever heads it or a part
  // of it, "director of …"; not a project manager or a lead engineer there.)
  const owner =
    runsIt ||
    (!!firm &&
      (/\b(?:founder|co-founder|cofounder|owner|co-owner|ceo|cto|coo|cfo|president|managing director)\b/i.test(lead) ||
        /\b(?:director|head|chair)\s+of\b/i.test(lead)));
  // Each piece typed between commas on its own ("B2B payments for Brazilian SMBs, São Paulo"),
  // outside brackets; a list of short things ("heirloom tomatoes, peppers, stone fruit") is one piece.
  const short = (x: string) => /^\p{Ll}/u.test(x) && !/\d/.test(x) && wordCount(x) <= 3;
  const pieces = fragments.flatMap((x) => {
    const parts = x.split(/,\s+(?![^()]*\))/);
    return parts.length > 2 && parts.slice(0, -1).every(short) && wordCount(parts.at(-1) ?? '') <= 8
      ? [`${parts.slice(0, -1).join(', ')} and ${parts.at(-1)?.replace(/^and\s+/, '')}`]
      : parts;
  });
  pieces.forEach((x, index) => {
    // ("Podcast about …": a common noun capitalised at the start of a fragment; not "Wired UK".)
    const typed = asPhrase(x).replace(/^(\p{Lu})(\p{Ll}+)(?=\s)/u, (w, c: string, rest: string) =>
      isKnownWord(w.toLowerCase()) && !isPlace(w) && tokenize(`the ${w.toLowerCase()}`)[1]?.pos === 'NOUN'
        ? `${c.toLowerCase()}${rest}`
        : w,
    );
    // "— retired", "— and an articles editor on its law review", "— with 45 scientists": said with the role.
    if (/^retired$/i.test(typed) && !described) {
      described = ', now retired';
      return;
    }
    // "family business — 4th generation": "a family business, now in its 4th generation".
    const generation = /^(\d+(?:st|nd|rd|th)|second|third|fourth|fifth)[- ]gen(?:eration)?$/i.exec(typed);
    if (generation && !described && /\b(?:business|farm|firm|company|bakery|shop|dairy|orchard)\b/i.test(lead)) {
      described = `, now in its ${generation[1]?.toLowerCase()} generation`;
      return;
    }
    if (/^(?:and\s+(?:a|an|the)\s+\p{Ll}|with\s)/u.test(typed) && !described) {
      described = `, ${typed}`;
      return;
    }
    // ("berlin and leipzig": two places.)
    if (!inPlace && !place && typed.split(/\s+and\s+/).every(isPlace)) {
      place = ` in ${typed
        .split(/\s+and\s+/)
        .map(capitaliseName)
        .join(' and ')}`;
      return;
    }
    // "…, repaid from harvest sales": it describes what was said just before.
    if (describesThingBefore(typed)) {
      const last = sentences.length - 1;
      if (last >= 0) sentences[last] = `${asPhrase(sentences[last] ?? '')}, ${typed}.`;
      else if (described) described += `, ${typed}`;
      return;
    }
    // "python + some pytorch": the tools the sender works with.
    const tools = typed.split(/\s*,\s*|\s+and\s+/);
    const tool = (w: string) => entryOf(TOOLS, w.toLowerCase());
    if (tools.every((t) => tool(t.replace(/^some\s+/i, '')))) {
      const named = typed.replace(/[\p{L}+#.]+/gu, (w) => tool(w) ?? w);
      sentences.push(asSentence(`I work with ${named}`));
      return;
    }
    // "mostly reroofs in west auckland": what the sender's work is mostly ("a roofer, working mostly on …").
    const mostly = /^(mostly|mainly|largely|primarily)\s+(.+)$/i.exec(typed);
    if (mostly && !described && !/[\d()]/.test(typed)) {
      const on = /^(?:in|on|at|with|for)\s/i.test(mostly[2] ?? '') ? '' : 'on ';
      described = `, working ${mostly[1]?.toLowerCase()} ${on}${mostly[2]}`;
      return;
    }
    const phrase = readPhrase(typed);
    const first = phrase.tokens[0];
    // "3 pilots with wineries", "22 guys": what the firm has, said by one who speaks for it ("40+
    // hotels" after a salesperson's role are the firm's clients); not a measure ("400 lb a week").
    const count = /^(?:(?:about|over|nearly|around|approximately|approx\.?)\s+|~\s*)?\d[\d,.]*\+?\s+\p{Ll}/u;
    if (count.test(typed)) {
      // (The counted thing is one of the two words after the number: "42 reading clubs", "1,100 children weekly".)
      const counted = typed
        .replace(ABOUT, '')
        .split(/\s+/)
        .slice(1, 3)
        .find((w) => /^(?:\p{Ll}{2,}s|children|people|staff)$/u.test(w));
      if (owner && counted && !/^(?:years|months|weeks|days|hours|us|lbs|kgs|tons|tonnes)$/.test(counted))
        sentences.push(asSentence(`We have ${typed.replace(/^(?:~|approximately\s|approx\.?\s?)\s*/, 'about ')}`));
      return;
    }
    // "apprenticed in Mashiko", "sold through 4 shops": what the sender did; "cuts energy use
    // 30-40% …", typed first after the firm: what the firm does.
    if (first?.pos === 'VERB' && /^\p{Ll}/u.test(asPhrase(x)) && !/ing$/.test(first.text)) {
      if (/(?:ed|sold|built|ran|taught|grew|won|made|wrote|led)$/.test(first.text) && first.text !== first.lemma)
        sentences.push(asSentence(`I ${typed}`));
      else if (firm && (index === 0 || TRACTION.test(typed)) && /[^s]s$/.test(first.text))
        sentences.push(asSentence(`${firm} ${typed}`));
      return;
    }
    // ("working capital credit for grain farmers": after a firm, what it offers, though it opens like a verb.)
    const plain =
      (phrase.shape === 'noun' || (owner && phrase.shape === 'gerund')) &&
      (/^\p{Ll}/u.test(typed) || /^[A-Z0-9]{2,5}\s\p{Ll}/u.test(typed)) &&
      !NOT_A_FIELD.test(typed) &&
      !phrase.tokens.some((t) => t.pos === 'AUX') &&
      wordCount(typed) <= 14;
    // ("$180k revenue 2024", "120 families housed since 2020": said with "we", as a sentence.)
    const figure = owner || runsIt ? figureSaid(typed) : undefined;
    if (figure) {
      sentences.push(figure);
      return;
    }
    // Traction stays as typed, as sane.ts keeps it ("seed round of $2M from Foundry", "~14k users").
    if (TRACTION.test(typed)) {
      // ("cuts energy use 30-40% …": what the firm does, with the firm as its subject.)
      const does =
        !!firm && /^\p{Ll}+s$/u.test(first?.text ?? '') && tokenize(`she ${first?.text} it`)[1]?.pos === 'VERB';
      sentences.push(asSentence(does ? `${firm} ${typed}` : capFirst(typed)));
      return;
    }
    // (Any other figure is a standing or a tenure, "2 sites": no field of work.)
    if (!plain || /\d/.test(typed) || /\b(?:seed|round|funding|raised|raising|investors?)\b/i.test(typed)) return;
    const held = degreeHeld(typed);
    // (The head before any preposition: "rota and shift swap app for vet practices" is an app.)
    const before = typed.split(/\s(?:for|in|at|of|with|to|on|by|from)\s/)[0] ?? typed;
    const head =
      before
        .replace(/\s*\(.*$/, '')
        .split(/\s+/)
        .at(-1) ?? '';
    const activity = ACTIVITY.test(head) && !NOT_ACTIVITY.test(head);
    // What the firm is ("a CRO in Athens", "women-led roastery": with its article, beside its name),
    // then what it does or sells ("We do commercial cleaning.", "We offer refillable coffee pods.").
    if (owner) {
      // (A list joined above, "classes, workshops and open studio", is what the firm offers, never what it is.)
      const listed = typed.includes(',');
      const kind = !listed && (/^(?:a|an)\s/.test(typed) || ORG_KIND.test(head) || FIRM_KIND.test(head));
      if (kind && !described && !told) described = `, ${/^(?:a|an)\s/.test(typed) ? typed : withArticle(phrase)}`;
      else if (
        !kind &&
        !told &&
        wordCount(typed) >= 2 &&
        // (Not a title or a language: "first-time EM", "bilingual English/Spanish".)
        /^\p{Ll}[\p{Ll}-]*$/u.test(head) &&
        // (What is sold is the first thing typed, or plural, or a list; later, a thing alone needs an
        // article: "indie, big kids section".)
        (index === 0 || activity || /s$/.test(head) || /\sand\s/.test(before)) &&
        !/^(?:few|some|many|several|most|all|other)\s/i.test(typed) &&
        // ("schools pay per term" is a clause: a verb after a plural noun.)
        !phrase.tokens.some(
          (t, k) =>
            k > 0 &&
            /[^s]s$/.test(phrase.tokens[k - 1]?.text ?? '') &&
            phrase.tokens[k - 1]?.pos === 'NOUN' &&
            tokenize(`they ${t.text} it`)[1]?.pos === 'VERB',
        )
      ) {
        sentences.push(asSentence(`We ${activity ? 'do' : 'offer'} ${typed}`));
        told = true;
      }
    } else if (!described && DEGREE_TYPED.test(typed)) {
      // "Recent grad, BA economics from Bocconi": the degree, "with a BA in economics from Bocconi"
      // ("specialising in BA economics from Bocconi" in session 21's proofreading).
      const [, degree = '', field = '', from = ''] = DEGREE_TYPED.exec(typed) ?? [];
      described = `, with ${/^[AEFHILMNORSX]/.test(degree) ? 'an' : 'a'} ${degree} in ${field}${from}`;
    } else if (!described && held) {
      // "MSc ETH Zurich" after the role: the degree, a sentence of its own (dropped in session 23).
      sentences.push(held);
    } else if (
      /^(?:(?:MSc|MA|BSc|BA|PhD|master['’]?s|bachelor['’]?s)\s+)?(?:thesis|dissertation)\s+on\s+/i.test(typed)
    ) {
      // "thesis on protein folding": what the sender wrote on ("specialising in thesis on …" in session 23).
      sentences.push(
        asSentence(
          `My ${typed.replace(/^(?:(?:MSc|MA|BSc|BA|PhD|master['’]?s|bachelor['’]?s)\s+)?(thesis|dissertation)\s+on\s+/i, '$1 was on ')}`,
        ),
      );
    } else if (
      !firm &&
      !described &&
      !/[().]/.test(typed) &&
      !namesARole(phrase) &&
      !/\s(?:in|at|of|for)\s/.test(typed) &&
      (activity || /\sand\s/.test(typed) || /[^s]s$/.test(head))
    )
      described = `, specialising in ${typed}`;
  });
  return { suffix: `${place}${described}`, sentences };
}

/** A lower-case noun phrase typed after a founder's or owner's title, which describes their company. */
function founderDescribes(lead: string | undefined, h: string): boolean {
  return (
    !!lead &&
    /\b(?:founder|co-?founder|ceo|cto|owner)\b/i.test(lead) &&
    !/[,\d]/.test(h) &&
    /^\p{Ll}/u.test(h) &&
    readPhrase(h).shape === 'noun'
  );
}

/** "MSc Public Health, University of Leeds", "MSc ETH Zurich": the degree said as held, or nothing. */
function degreeHeld(text: string): string | undefined {
  const degree = DEGREE_PIECE.exec(text);
  if (!degree) return undefined;
  const [, typedKind = '', typedField = '', typedWhere, year] = degree;
  // ("LL.M", "Ph.D." are written with their full stops.)
  const kind = /\./.test(typedKind) ? typedKind.replace(/\.?$/, '.') : typedKind;
  // ("MSc ETH Zurich": capitalised words with no field before them are where it is from.)
  const named =
    !typedWhere &&
    /^[A-Z]{2,}\b|\b(?:University|College|Institute|School|Polytechnic|Universit\p{L}+)\b/u.test(typedField);
  const where = named ? typedField : typedWhere;
  const field = named ? '' : typedField;
  const school = where ? ` from ${/^University of\b/.test(where) ? 'the ' : ''}${where}` : '';
  const said = field.replace(/\b\p{Lu}\p{Ll}+/gu, (w) => (isKnownWord(w.toLowerCase()) ? w.toLowerCase() : w));
  return asSentence(`I have ${article(kind)} ${kind}${said ? ` in ${said}` : ''}${school}${year ? ` (${year})` : ''}`);
}

/** A degree typed as a piece of its own: "MSc Structural engineering, University of Surrey", "BSc Nursing (UCD, 2016)". */
const DEGREE_PIECE =
  /^(BA|BSc|BS|MA|MSc|MS|MBA|MPH|PhD|BEng|MEng|LLB|LLM|LL\.M\.?|Ph\.D\.?|M\.Sc\.?|B\.Sc\.?|M\.B\.A\.?|BBA|BCom|MCom)(?!.*\b(?:candidate|student|in progress|ongoing|pending|applicant|dropout|underway|programme|program|course)\b)(?:\s+(?:in\s+)?(?!(?:from|at)\s)(\p{L}[\p{L} &-]*?))?(?:(?:\s+(?:from|at)\s+|,\s*|\s+\()(\p{Lu}[^(),]*?)(?:,\s*((?:19|20)\d\d))?\)?)?$/u;

/** A degree typed with its field: "BA economics from Bocconi", "MSc in data science at UCL". */
const DEGREE_TYPED =
  /^(BA|BSc|BS|MA|MSc|MS|MBA|MPH|PhD|BEng|MEng|LLB|LLM|BBA|BCom|MCom)\s+(?:in\s+)?(\p{Ll}[\p{L} &-]*?)((?:\s+(?:from|at)\s+\p{Lu}.*)?)$/u;

/**
 * Kinds of firm a head noun names beyond ORG_KIND, said beside the firm's name ("a women-led roastery");
 * ORG_KIND's other readers describe a bio's fragments, where these words did not count.
 */
const FIRM_KIND = /^(?:roastery|brewery|winery|distillery|creamery|dairy|workshop|CRO|NGO)$/i;

/** The firm the lead names, by its capitalised name (why.ts ORG_NAME), with or without its town. */
const FIRM_NAMED = new RegExp(
  String.raw`(?:\s(?:of|at)|^I (?:run|own|co-own|founded|co-founded|started|set up|have owned|['’]ve owned))\s+(?:the\s+)?(${ORG_NAME})(?:\s+in\s+\p{Lu}[^,]*)?$`,
  'u',
);

/** "about", "~", "approx.": how a count is hedged. */
const ABOUT = /^(?:about|over|nearly|around|approximately|approx\.?|~)\s*/;

/** Words in "-ion" or "-ing" that name a thing, not an activity: "big kids section". */
const NOT_ACTIVITY =
  /^(?:section|region|station|nation|union|million|billion|option|position|location|building|ceiling|wing|ring|king|string|thing)s?$/i;

/** Fragments that are no field of work: standings, counts and asides ("clean DOT record", "retired"). */
const NOT_A_FIELD =
  /[;:]|\b(?:mostly|mainly|ex|prev|previously|formerly|now|currently|since|retired|background|interest|record|certified|licen[cs]ed?|data|experience|div|dept|basics|tons|lots|rating|degree|students|pupils)\b/i;

/** A head noun that names an activity: "thermal storage", "shelf audits", "sports rehab", "spring calving". */
const ACTIVITY =
  /(?:ion|ment|ing|ance|ence|ery|ics|software|care|age|rehab|audits|inspections|repairs|services|installs|analysis|research|law|design|work)s?$/i;

const ORG_KIND =
  /^(?:practice|firm|company|startup|start-up|agency|studio|shop|nonprofit|non-profit|charity|podcast|newsletter|co-?op|cooperative|network|consultancy|lab|label|publisher|magazine|brand|business|clinic|school|group|collective|platform|marketplace|app|api|API|tool|service|product|device|fund|foundation|organi[sz]ation|program|programme|project|show|band|restaurant|bakery|cafe|bar|farm|venue|gallery|museum|theatre|theater|team|club|league)$/i;

/**
 * The noun fragments a bio leaves after the sender's role, each put where a writer would put it
 * instead of hanging after a dash: a second role joins the first ("principal at X and an
 * independent ops consultant"), a year of study goes before the role ("a 2nd-year postdoc"), a
 * field follows it ("an associate in commercial litigation at …"), and what the organisation is
 * becomes a sentence about it ("Tanabe Studio is a small architecture practice in Portland").
 * Whatever cannot be placed safely is left for the caller to hang as before.
 */
function placeFragments(
  lead: string | undefined,
  fragments: readonly string[],
  sentences: readonly string[],
  hasExperience: boolean,
): { lead: string | undefined; before: string[]; after: string[]; left: string[] } {
  if (!lead) return { lead, before: [], after: [], left: [...fragments] };
  let role = lead;
  const before: string[] = [];
  const after: string[] = [];
  const left: string[] = [];
  let joinedRole = false;
  let appositive = false;
  const org = / (?:at|of|for|with) (\p{Lu}[\p{L}\p{N}&'’. -]*?)$/u.exec(role)?.[1];
  for (const raw of fragments) {
    let text = raw.trim();
    const phrase = readPhrase(text);
    const year = ORDINAL_YEAR.exec(text);
    if (year) {
      // "a postdoc in neuroscience" + "2nd year" -> "a 2nd-year postdoc in neuroscience".
      const ordinal = `${year[1]?.toLowerCase()}-year`;
      const article = /^(?:a|an)\s+/i.exec(role);
      role = article ? `${withArticle(readPhrase(ordinal))} ${role.slice(article[0].length)}` : `${ordinal} ${role}`;
      continue;
    }
    // "really into EV batteries", "passionate about soil health": how the sender feels, said with "I'm".
    if (
      /^(?:(?:really|very|super|deeply|especially)\s+)?(?:into|passionate about|interested in|obsessed with|excited about)\b/i.test(
        text,
      )
    ) {
      before.push(asSentence(`I'm ${text}`));
      continue;
    }
    // "lots of first-time buyers", "mostly startups": whom the sender works with.
    const whom =
      /^(lots of|a lot of|many|mostly|mainly|largely|primarily)\s+((?:\S+\s+){0,3}?\S*(?:ers|ors|ents|ants|ists|ians|families|people|kids|children|students|clients|patients|customers|couples|teams|startups|companies|businesses|brands|nonprofits))$/i.exec(
        text,
      );
    // ("9 years of experience, mostly games and trailers": after the years, "mostly" says their field.)
    if (whom && !(hasExperience && /^(?:mostly|mainly|largely|primarily)$/i.test(whom[1] ?? ''))) {
      before.push(asSentence(`I work with ${whom[1]?.toLowerCase()} ${whom[2]}`));
      continue;
    }
    // "currently at a bistro in Fitzroy", "now with Acme": where the sender is now.
    const now = /^(currently|now)\s+(at|with|in|on)\s+(.+)$/i.exec(text);
    if (now) {
      before.push(asSentence(`I'm ${now[1]?.toLowerCase()} ${now[2]} ${now[3]}`));
      continue;
    }
    // "7 years experience": the role's experience.
    const years = /^(\d+\+?)\s+years?\s+(?:of\s+)?experience$/i.exec(text);
    if (years && !hasExperience && !/ with /.test(role)) {
      role = `${role} with ${years[1]} years of experience`;
      continue;
    }
    // "dissertation on malaria bednet usage": "My dissertation is on malaria bednet usage."
    const work = /^(thesis|dissertation|research|focus|phd|project|capstone)\s+(on|about|in|into)\s+(.+)$/i.exec(text);
    if (work) {
      after.push(
        asSentence(
          `My ${work[1]?.toLowerCase() === 'phd' ? 'PhD' : work[1]?.toLowerCase()} is ${work[2]?.toLowerCase()} ${work[3]}`,
        ),
      );
      continue;
    }
    // "budget $3.2M": the organisation's budget.
    const budget = /^(?:annual\s+|yearly\s+)?budget\s+(?:of\s+)?(\S*\d\S*)$/i.exec(text);
    if (budget && org) {
      after.push(`Our ${/^(?:annual|yearly)/i.test(text) ? 'annual ' : ''}budget is ${budget[1]}.`);
      continue;
    }
    // "ER physician (still 2 shifts a week) turned founder": a second role, said on its own.
    const bare = text.replace(/\s*\([^()]*\)/g, '');
    if (/\bturned\b/.test(bare) && !/\d/.test(bare) && namesARole(readPhrase(bare))) {
      before.push(asSentence(`I'm ${withArticle(readPhrase(lowerFirst(text)))}`));
      continue;
    }
    // "junior PM" + "at a healthtech startup in Paris": where the role is, joined to it.
    if (/^(?:at|for)\s+(?:a|an|the|\p{Lu})/u.test(text) && !/ (?:at|of|for|with) /.test(role) && wordCount(text) <= 8) {
      role = `${role} ${text}`;
      continue;
    }
    // "founder of Smilebook" + "on average they cut no-shows by about 30%": a clause is a sentence.
    if (phrase.shape === 'clause' && wordCount(text) >= 4 && /\b(?:they|we|it|I)\b/.test(text)) {
      after.push(asSentence(capFirst(text)));
      continue;
    }
    if (phrase.shape !== 'noun' || /\d/.test(text)) {
      // "average permit turnaround down from 21 days to 6": a figure with its direction.
      const moved = /^(\p{Ll}[\p{L} -]+?)\s+(down|up)\s+(from|by|to)\s+(.+)$/u.exec(text);
      if (moved) after.push(asSentence(`${capFirst(moved[1] ?? '')} is ${moved[2]} ${moved[3]} ${moved[4]}`));
      else left.push(text);
      continue;
    }
    // "PhD candidate in materials science" + "KAIST": where, for a short proper name.
    // ("Cooperativa Tzeltal (Chiapas, Mexico)": the name, with where it is in brackets.)
    // ("cooperativa Serra Verde": a name whose first word was lowered keeps its capital.)
    const lowered = /^\p{Ll}[\p{L}&.'’-]*(?:\s\p{Lu}\p{Ll}[\p{L}&.'’-]*){1,3}(?:\s\([^()]+\))?$/u.test(text);
    // ("native Spanish", "remote Europe": an English word first is no name.)
    if (lowered && !isKnownWord(text.split(' ')[0] ?? '')) text = capFirst(text);
    // ("the Lisbon String Quartet": a name typed with its article.)
    const named = text.replace(/^the\s+(?=\p{Lu})/u, '');
    if (
      !/ (?:at|of) /.test(role) &&
      /^\p{Lu}[\p{L}&.'’-]*(?:\s\p{Lu}[\p{L}&.'’-]*){0,3}(?:\s\([^()]+\))?$/u.test(named)
    ) {
      // ("Cape Town" is where the sender works, not where they are employed.)
      // (An ensemble is played with: "a cellist with the Haneul String Quartet".)
      const ensemble = /\b(?:Quartet|Quintet|Trio|Orchestra|Philharmonic|Band|Choir|Chorus|Ensemble|Players)\b/.test(
        text,
      );
      role = ensemble
        ? `${role} with the ${named}`
        : `${role} ${isPlace(text) && !/ in /.test(role) ? 'in' : 'at'} ${text}`;
      continue;
    }
    // ("app" has the lemma "application": the kind is read from the word as typed too.)
    const headWord = headNoun(phrase.tokens);
    const head = ORG_KIND.test(headWord?.text ?? '') ? (headWord?.text ?? '') : (headWord?.lemma ?? '');
    // "consultant nephrologist at Aegean" + "consultant nephrologist": the title typed again is said once.
    if (role.toLowerCase().includes(text.toLowerCase())) continue;
    // "Brand Designer" + "freelance brand designer in Dubai", "postdoctoral researcher at Edinburgh" +
    // "postdoc in computational neuroscience": the same role typed twice is said once, with what the
    // bio adds ("brand designer and a freelance brand designer" in session 22's proofreading).
    const roleHead = (role.split(/\s(?:at|of|in|for|with)\s/)[0] ?? '').split(/\s+/).at(-1)?.toLowerCase() ?? '';
    const sameRole = (w: string) => (w === 'postdoc' ? 'researcher' : w);
    if (!joinedRole && namesARole(phrase) && roleHead && sameRole(roleHead) === sameRole(headWord?.lemma ?? '')) {
      const tail = /\s((?:in|on)\s.+)$/.exec(text)?.[1];
      if (!/\s(?:at|of|in)\s/.test(role)) role = asPhrase(withArticle(readPhrase(lowerFirst(text))));
      else if (tail) role = `${role}, working ${tail}`;
      joinedRole = true;
      continue;
    }
    if (!joinedRole && /^\p{Ll}/u.test(text) && namesARole(phrase) && !ORG_KIND.test(head) && !/\band\b|,/.test(text)) {
      // "director and producer at Low Tide Films" + "documentary filmmaker": one person, two roles.
      role = `${role} and ${asPhrase(withArticle(readPhrase(lowerFirst(text))))}`;
      joinedRole = true;
      continue;
    }
    // "AE at Ledgerly" + "AP automation for mid-market companies": an activity is what the workplace does.
    if (
      org &&
      /^(?:\p{Ll}|[A-Z]{2,}\s)/u.test(text) &&
      /^\p{Ll}[\p{Ll}-]*(?:ion|ment|ing|ance|ence|ery|ics|ware|care)$/u.test(headNoun(phrase.tokens)?.text ?? '') &&
      !text.includes(',') &&
      !namesARole(phrase) &&
      !sentences.some((s) => s.startsWith(org))
    ) {
      before.push(asSentence(`${org} does ${text}`));
      continue;
    }
    if (org && ORG_KIND.test(head) && !sentences.some((s) => s.startsWith(org))) {
      const what = withArticle(readPhrase(lowerFirst(text)));
      // "the host of Small Shop Big Ideas, a weekly podcast for independent retailers".
      if (!appositive && wordCount(text) <= 10 && fragments.length === 1) role = `${role}, ${what}`;
      else before.push(asSentence(`${org} is ${what}`));
      appositive = true;
      continue;
    }
    // "a 3rd year associate" + "commercial litigation at Keller Whitman LLP": the field of the role.
    if (
      !hasExperience &&
      !/ (?:at|of|in|for|with) /.test(role) &&
      /^\p{Ll}/u.test(text) &&
      // A field is a noun phrase: "commercial litigation", not "tired of chasing contractors", "at a
      // healthtech startup" or "second novel finished".
      // ("machine learning", "plant-based cooking": a word in -ing names the field.)
      (phrase.tokens[0]?.pos === 'NOUN' ||
        (phrase.tokens[0]?.pos === 'ADJ' &&
          (phrase.tokens[1]?.pos === 'NOUN' || /ing$/.test(phrase.tokens[1]?.text ?? '')))) &&
      !phrase.tokens.some((t) => (t.pos === 'VERB' || t.pos === 'AUX') && !/ing$/.test(t.text)) &&
      wordCount(text) <= 8
    ) {
      role = `${role} in ${text}`;
      continue;
    }
    left.push(text);
  }
  return { lead: role, before, after, left };
}

/**
 * Short first-person sentences in a row read as a list recited ("I finished the cert. I'm learning
 * SQL."); a past fact and what the sender is doing now join as one ("I finished the cert, and I'm
 * now learning SQL"), and two states share their "I'm" ("I'm based in Berlin and open to remote").
 * Changes the list in place.
 */
function linkFirstPerson(sentences: string[]): void {
  const plain = (t: string) => !/, and |[;:]|\band\b.*\band\b/.test(t);
  for (let i = 0; i + 1 < sentences.length; i++) {
    const a = sentences[i] as string;
    const b = sentences[i + 1] as string;
    if (!plain(a) || !plain(b) || wordCount(a) > 14 || wordCount(b) > 12) continue;
    const nowDoing = /^I['’]m (\p{Ll}+ing\b.*)$/u.exec(b);
    const pastA =
      /^I (?!am\b|have\b|want\b|need\b|can\b|do\b|know\b|love\b|like\b)\p{Ll}+(?:ed|ped|ted)?\b/u.test(a) &&
      !/^I['’]m/.test(a);
    if (
      nowDoing &&
      /^I \p{Ll}+ed\b|^I (?:was|did|had|spent|built|ran|led|taught|wrote|took|made|got|won|left|finished|shipped|interned)\b/u.test(
        a,
      ) &&
      pastA
    ) {
      sentences.splice(i, 2, `${asPhrase(a)}, and I'm now ${nowDoing[1]}`.replace(/ now (now|currently) /, ' $1 '));
      continue;
    }
    // "I've owned my shop for 11 years" + "I have 4 guys": "… and have 4 guys".
    if (/^I['’]ve /.test(a) && /^I have \d/.test(b)) {
      sentences.splice(i, 2, `${asPhrase(a)} and ${b.slice(2)}`);
      continue;
    }
    const stateA = /^I['’]m (.+)\.$/.exec(a);
    const stateB = /^I['’]m (.+)\.$/.exec(b);
    // ("I'm CAA approved, with 4 pilots" + "I'm based in Glasgow": "with" would take both.)
    if (stateA && stateB && wordCount(a) + wordCount(b) <= 18 && !/, with /.test(a)) {
      sentences.splice(i, 2, `I'm ${stateA[1]} and ${stateB[1]}.`);
    }
  }
}

/**
 * "own my shop 11 yrs", which the tagger reads as a noun phrase: a verb the sender typed without
 * "I". With a duration it is something done for that long ("I've owned my shop for 11 years").
 */
function verbFragment(text: string): string | undefined {
  const m = /^(own|run|work|teach|build|lead|manage|make|sell|help|do|have|coach|serve)\s+(.+)$/i.exec(text);
  if (!m) return undefined;
  const verb = (m[1] ?? '').toLowerCase();
  const rest = m[2] ?? '';
  const long =
    /^(.+?)\s+(?:for\s+)?(\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(years?|months?)$/i.exec(rest);
  if (long) return asSentence(`I've ${pastParticiple(verb)} ${long[1]} for ${long[2]} ${long[3]}`);
  return asSentence(`I ${verb} ${rest}`);
}

/** A piece typed as a sentence with its subject and its own verb: "Most of my caseload is …". */
const hasOwnVerb = (p: Phrase) =>
  p.tokens.some((t, i) => i > 0 && /^(?:is|are|was|were|has|have|had)$/i.test(t.text) && t.pos === 'AUX');
