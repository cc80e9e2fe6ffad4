/**
 * The forms a phrase takes in a sentence: its article ("a partner", "the medical director of…",
 * none for "advice"), and its verb for "I" or for the third person ("runs ops" / "run ops").
 */
import { isKnownWord, join, type Token } from './nlp';
import { NATIONALITY } from './peoples';
import { headNoun, type Phrase, POSSESSIVE } from './phrase';
import { article } from './text';

export { NATIONALITY } from './peoples';

/** "run" -> "runs", "teach" -> "teaches", "study" -> "studies", "have" -> "has"; other forms unchanged. */
/** "are", "were", "have" said of one: "is", "was", "has" ("whether Ingeborg is considering"). */
export const forOne = (verb: string): string => ({ are: 'is', were: 'was', have: 'has' })[verb] ?? verb;

/** A verb said of one: "have" -> "has", "are" -> "is", "make" -> "makes" ("Velotaur makes … and has …"). */
export const singularVerb = (verb: Token): string =>
  forOne(verb.text) === verb.text ? thirdSingular(verb) : forOne(verb.text);

/** A verb said of many: "is" -> "are", "has" -> "have", "makes" -> "make" ("They make … and have …"). */
export function pluralVerb(verb: Token): string {
  const w = verb.text.toLowerCase();
  const many = ({ is: 'are', has: 'have', was: 'were', does: 'do' } as Readonly<Record<string, string>>)[w];
  if (many) return many;
  return verb.pos === 'VERB' && /[^s]s$/.test(w) && verb.lemma !== w ? verb.lemma : verb.text;
}

/** Past participles that are not the base with "-ed": "taught", "led", "been". */
const IRREGULAR_PARTICIPLE: Readonly<Record<string, string>> = {
  be: 'been',
  have: 'had',
  do: 'done',
  run: 'run',
  teach: 'taught',
  lead: 'led',
  know: 'known',
  build: 'built',
  write: 'written',
  sell: 'sold',
  grow: 'grown',
  make: 'made',
  hold: 'held',
  drive: 'driven',
  buy: 'bought',
  fly: 'flown',
  keep: 'kept',
  sing: 'sung',
  speak: 'spoken',
  spend: 'spent',
  deal: 'dealt',
};

/** The past participle of a verb's base form: "teach" -> "taught", "supply" -> "supplied", "own" -> "owned". */
export function pastParticiple(base: string): string {
  const v = base.toLowerCase();
  const known = IRREGULAR_PARTICIPLE[v];
  if (known) return known;
  if (/e$/.test(v)) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  return `${v}ed`;
}

export function thirdSingular(verb: Token): string {
  const w = verb.text;
  if (verb.pos !== 'VERB' && verb.pos !== 'AUX') return w;
  if (w.toLowerCase() !== verb.lemma || /ed$/.test(w)) return w;
  // "can share", "will send": a modal has no -s.
  if (/^(?:can|could|will|would|shall|should|may|might|must)$/i.test(w)) return w;
  if (w === 'have') return 'has';
  if (w === 'be') return 'is';
  if (/(?:s|sh|ch|x|z|o)$/.test(w)) return `${w}es`;
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  return `${w}s`;
}

/** The words for "a", "an" or nothing before a noun phrase, as in "Greta is COO at Nordfrakt", "Ruth is a partner". */
const TITLES =
  /^(?:co-?founder|founder|ceo|cfo|coo|cto|cmo|cpo|cio|ciso|vp|svp|evp|head|chair|chairman|chairwoman|president|owner|director|dean|principal|managing|general|chief|executive)\b/i;
const DETERMINED = new Set(['DET', 'NUM']);
const ONE_OF_A_KIND =
  /^(?:president|chair|chairman|chairwoman|chairperson|dean|principal|owner|founder|ceo|cfo|coo|cto|cmo|cio|ciso|cpo|counsel|superintendent|mayor|headteacher|headmaster|headmistress)$/;

/** "an 8-week pilot", "an 11-day trip", "a 30-day trial": the article a number takes, said aloud. */
/** Whether the noun a phrase is about is a plural: "4-day weeks", "long waitlists for child psych". */
export function headIsPlural(phrase: Phrase): boolean {
  const head = headNoun(phrase.tokens);
  // (A word the tagger does not know, "waitlists", has itself as its lemma: its "-s" says it.)
  return (
    !!head &&
    /\p{L}{2}[^sui]s$/u.test(head.text) &&
    (head.lemma !== head.text.toLowerCase() || !isKnownWord(head.text.toLowerCase()))
  );
}

const numberArticle = (text: string) => (/^(?:8|11|18|8\d)(?!\d)/.test(text) ? 'an' : 'a');

export function withArticle(phrase: Phrase, { titles = true }: { titles?: boolean } = {}): string {
  const first = phrase.tokens[0];
  if (!first) return phrase.text;
  // "A-grade sparky", "B-grade welder": a grade before a role, said aloud ("an A-grade sparky").
  const grade = /^([A-Z])-(?:grade|class|level|list|rated)\b/.exec(phrase.text);
  if (grade) return `${/[AEFHILMNORSX]/.test(grade[1] ?? '') ? 'an' : 'a'} ${phrase.text}`;
  // "a 20-minute call", "an 8-week pilot": a measure before a noun takes an article; before a plural,
  // none ("4-day weeks", not "a 4-day weeks").
  // ("a 12-lawyer immigration firm", "a 3-chair practice": any count joined to its word by a hyphen.)
  if (/^\d+-\p{L}+\b(?!-)/u.test(phrase.text))
    return headIsPlural(phrase) ? phrase.text : `${numberArticle(phrase.text)} ${phrase.text}`;
  // "a 15% commission", "an 8% discount": a share before one thing.
  // (Only a thing there is one of: not "15% of revenue", "15% fewer returns", "8% equity".)
  const afterShare = phrase.tokens[2];
  if (
    /^\d+(?:\.\d+)?% \p{L}/u.test(phrase.text) &&
    /^(?:commission|discount|share|stake|cut|fee|royalty|rebate|markup|margin|increase|reduction|rise|raise|bonus|deposit|referral)$/i.test(
      afterShare?.text ?? '',
    ) &&
    !headIsPlural(phrase)
  )
    return `${numberArticle(phrase.text)} ${phrase.text}`;
  // "30 day free trial": a measure typed without its hyphen, before a noun ("a 30-day free trial").
  // ("15 minutes to walk him through the program": a measure before "to", "for", "with" is a length.)
  const measure =
    /^(\d+) (minute|hour|day|week|month|year|page|step)s? (?!(?:of|in|at|and|to|for|with|or|a|an|per|each|max|tops)\b)(?=\p{L})/u.exec(
      phrase.text,
    );
  const rest = measure ? phrase.text.slice(measure[0].length) : '';
  // ("4 day weeks": a plural takes no article.)
  if (
    measure &&
    !/^\p{L}+[^s\s]s\b/u.test(
      rest
        .split(/\s+(?:for|of|with|in|at|to|on|and|or)\s/)[0]
        ?.split(' ')
        .at(-1) ?? '',
    )
  )
    return `${numberArticle(measure[1] ?? '')} ${measure[1]}-${measure[2]} ${phrase.text.slice(measure[0].length)}`;
  if (DETERMINED.has(first.pos) || POSSESSIVE.has(first.text.toLowerCase())) return phrase.text;
  // "jo's old teammate": a possessive is the determiner ("a jo's old teammate" read as broken).
  if (/^\p{L}+['’]s\s/u.test(phrase.text)) return phrase.text;
  // "about 6 hours a month", "up to 3 sessions", "3 seasons of data": a quantity needs no article.
  if (first.pos === 'ADV' || first.pos === 'ADP' || first.pos === 'NUM') return phrase.text;
  // "a UX designer": an acronym describing the noun after it takes an article; a name does not.
  const acronym =
    /^(?:MSc|MEng|MRes|MPhil|PhD|BSc|BEng|DPhil)$/.test(first.text) ||
    (/^[A-Z]{2,4}$/.test(first.text) &&
      (['NOUN', 'ADJ'].includes(phrase.tokens[1]?.pos ?? '') ||
        /^(?:CPA|RN|NP|PM|MD|PA|DJ|EMT|LPN|PT|OT|LCSW|LPC|MFT|CNA|GP|SLP|CRNA)$/.test(first.text) ||
        // ("LCSW in private practice": letters before where they are practised name a person.)
        /^(?:in|at|with|for)$/i.test(phrase.tokens[1]?.text ?? '')));
  // "a Japanese>English translator", "a German engineer": a nationality before a noun is no name.
  const nationality = phrase.tokens.length > 1 && NATIONALITY.test(first.text);
  if (
    first.pos === 'PROPN' &&
    first.text[0] === first.text[0]?.toUpperCase() &&
    !TITLES.test(first.text) &&
    !acronym &&
    !nationality
  )
    return phrase.text;
  if (titles && TITLES.test(phrase.text)) return phrase.text;
  // "president of the Kiso Valley Ryokan Association", "head of maintenance at …": the one.
  if (
    // (Not "founder of several startups", "director of two companies": one of a number.)
    /^(?:head|director|chief|president|chair(?:man|woman|person)?|dean|managing director|general manager|owner|founder|ceo|cfo|coo|cto|host|co-host)\s+of\s+(?!(?:several|two|three|four|five|many|multiple|various|some|a|an|\d+)\b)/i.test(
      phrase.text,
    ) ||
    // ("COO of a 3PL", "founder of a coffee roastery": a post one person holds, at a firm not named;
    // "a COO of a 3PL" in session 23's proofreading.)
    /^(?:managing director|general manager|owner|founder|ceo|cfo|coo|cto|cmo|president|host)\s+of\s+(?:a|an)\s/i.test(
      phrase.text,
    )
  )
    return `the ${phrase.text}`;
  // "co-marketing with their brand", "consulting for clinics": an activity takes no article.
  // ("plumbing and heating engineer", "wedding and event photographer": two activities before the
  // person they describe take the article.)
  if (
    /^\p{L}+(?:-\p{L}+)?ing$/u.test(first.text) &&
    phrase.tokens[1]?.pos !== 'NOUN' &&
    !/^\p{L}+ing\s+(?:and|&)\s+\p{L}+\s+\p{Ll}+(?:er|or|ist|ian)(?=$|\s+(?:in|at|for|with|based)\b)/u.test(phrase.text)
  )
    return phrase.text;
  // "biggest board brand on the north shore", "most-read newsletter": a superlative is the one.
  // ("honest feedback", "modest fee": an adjective in -est that is no superlative has itself as its lemma.)
  if (
    first.pos === 'ADJ' &&
    (/^(?:most|best|worst|only|leading)$/i.test(first.text) ||
      (/^\p{L}{2,}est$/iu.test(first.text) && first.lemma !== first.text.toLowerCase()))
  )
    return `the ${phrase.text}`;
  // "the medical director of Sawtooth Health", "the PTA president at Lincoln": a role there is one of.
  const only = headNoun(phrase.tokens);
  // ("associate counsel", "senior counsel" and "principal at Accel" are one of several; "principal" is
  // the one at a school.)
  if (
    only &&
    ONE_OF_A_KIND.test(only.lemma) &&
    / (?:of|at) \p{Lu}/u.test(phrase.text) &&
    !/^(?:associate|senior|deputy|assistant|junior|vice|regional|area|former|interim|acting)\b/i.test(phrase.text) &&
    (only.lemma !== 'principal' ||
      /\b(?:school|high|academy|college|primary|elementary|secondary)\b/i.test(phrase.text))
  )
    return `the ${phrase.text}`;
  // "the medical director of Sunrise Clinics": "director of" a named place is the one; "a director at" is one of many.
  if (
    only &&
    /^(?:director|head|editor|curator|secretary|treasurer|governor|provost|rector)$/.test(only.lemma) &&
    // ("artistic director of the education programme": "of the" names the one too.)
    / of (?:the )?\p{Lu}| of the /u.test(phrase.text)
  )
    return `the ${phrase.text}`;
  const head = headNoun(phrase.tokens);
  if (head && head.lemma !== head.text.toLowerCase() && /s$/i.test(head.text)) return phrase.text; // plural
  // "pre-approvals": the tagger keeps a hyphenated plural whole; its last part says it is plural.
  if (head && head.lemma === head.text.toLowerCase() && /-\p{L}+[^s]s$/u.test(head.text)) return phrase.text;
  // "wholesale pricing", "catering": a noun made from a verb names an activity, which takes no article.
  if (
    head &&
    (MASS.has(head.lemma) ||
      MASS.has(head.text.toLowerCase()) ||
      /(?:ity|ness|ism|ance|ence)$/.test(head.lemma) ||
      (/\p{L}{3}ing$/u.test(head.text) && !['CCONJ', 'NOUN'].includes(afterHead(phrase, head)?.pos ?? '')))
  )
    return phrase.text;
  const last = phrase.tokens.filter((t) => t.pos !== 'PUNCT').slice(-1)[0];
  if (!head && last && /[^su]s$/.test(last.text)) return phrase.text;
  return `${article(first.text)} ${phrase.text}`;
}

const afterHead = (phrase: Phrase, head: Token) => phrase.tokens[phrase.tokens.indexOf(head) + 1];

/** A noun of a mass, which takes no article and no plural: "advice", "software", "logistics". */
export const isMass = (word: string): boolean => MASS.has(word.toLowerCase());

const MASS = new Set([
  // ("a medical terminology", "a strong unit economics" in session 22's proofreading.)
  'terminology',
  'economics',
  'advice',
  'feedback',
  'help',
  'input',
  'guidance',
  'information',
  'insight',
  'mentorship',
  'access',
  'data',
  'research',
  'work',
  'experience',
  'support',
  'funding',
  'capital',
  'investment',
  'money',
  'time',
  'knowledge',
  'expertise',
  'coaching',
  'training',
  'visibility',
  'exposure',
  'distribution',
  'revenue',
  'traffic',
  'hiring',
  'fundraising',
  'credit',
  'equity',
  'coverage',
  'publicity',
  'space',
  'capacity',
  'stock',
  'inventory',
  'produce',
  // Materials and goods sold by weight or volume: "traceable wool", "raw milk" (set15).
  'wool',
  'cotton',
  'milk',
  'coffee',
  'tea',
  'timber',
  'steel',
  'leather',
  'fabric',
  'software',
  'equipment',
  'footage',
  'content',
  'storage',
  'mentoring',
  // ("ran a logistics for 600 soldiers" in session 24's proofreading.)
  'logistics',
  'operations',
  'procurement',
  'marketing',
  'sales',
  'security',
  'maintenance',
  'compliance',
]);

/** The first token's lemma: "exploring" -> "explore", for turning a gerund into a verb phrase. */
export function gerundToVerb(phrase: Phrase): string {
  const [first, ...rest] = phrase.tokens;
  if (!first) return phrase.text;
  return join([{ ...first, text: first.lemma }, ...rest]);
}

/** A verb phrase with its first verb in the third person singular: "lead the team" -> "leads the team". */
/** "been a customer 4 years", "known her since I was a kid": a participle typed without its "has". */
const PARTICIPLE = /^(?:been|known|seen|done|gone|given|taken|grown|shown|written)$/i;

export function verbForThird(phrase: Phrase): string {
  const [first, ...rest] = phrase.tokens;
  if (!first) return phrase.text;
  if (PARTICIPLE.test(first.text)) return `has ${join([{ ...first, text: first.text.toLowerCase() }, ...rest])}`;
  // "make e-bike drivetrains and have an opening": the verb after "and" agrees too ("Velotaur makes
  // e-bike drivetrains and have …" in set19's readings).
  const agreed = rest.map((t, i) =>
    rest[i - 1]?.text === 'and' &&
    (t.pos === 'VERB' || t.pos === 'AUX') &&
    t.text === t.lemma &&
    !/(?:ing|ed)$/.test(t.text) &&
    !/^(?:can|could|will|would|should|may|might|must)$/.test(t.text)
      ? { ...t, text: singularVerb(t) }
      : t,
  );
  return join([{ ...first, text: lowerWord(thirdSingular(first)) }, ...agreed]);
}

/** "Leads" typed at the start of a field is "leads" mid-sentence; "AI" and names keep their capitals. */
const lowerWord = (w: string) => (w.length > 1 && w === w[0] + w.slice(1).toLowerCase() ? w.toLowerCase() : w);

/** A verb phrase with its first verb in the base form, for "I" or "can": "runs ops" -> "run ops". */
export function verbForFirst(phrase: Phrase): string {
  const [first, ...rest] = phrase.tokens;
  if (!first) return phrase.text;
  const w = first.text.toLowerCase();
  if (PARTICIPLE.test(w)) return `have ${join([{ ...first, text: w }, ...rest])}`;
  const base = first.pos === 'VERB' && /s$/.test(w) && first.lemma !== w && !/ed$/.test(w) ? first.lemma : first.text;
  return join([{ ...first, text: w === 'is' ? 'am' : w === 'has' ? 'have' : lowerWord(base) }, ...rest]);
}

export const isModal = (t: Token | undefined) => !!t && /^(?:can|could|will|would|should|might|may)$/i.test(t.text);
export const isPast = (t: Token | undefined) =>
  !!t &&
  (t.pos === 'VERB' || t.pos === 'AUX') &&
  (/ed$/i.test(t.text) || (t.lemma !== t.text.toLowerCase() && !/s$/i.test(t.text) && !/ing$/i.test(t.text)));

/** "detects", "runs": a verb in the third person singular, which the user wrote about something other than themselves. */
export const isThirdSingular = (t: Token | undefined) =>
  !!t && t.pos === 'VERB' && /s$/i.test(t.text) && t.lemma !== t.text.toLowerCase() && !/ss$/i.test(t.text);
