/**
 * The grammar of what people type into the form: is a piece a clause ("we sat on the same panel"),
 * a verb phrase ("compare notes on pricing"), a gerund ("hiring a designer") or a noun phrase
 * ("COO at Nordfrakt")? And the rewrites the writer needs: a name becomes "you" or "I" with the
 * verb agreeing, a verb phrase gets a subject, a noun phrase gets its article.
 */
import { join, type Token, tokenize } from './nlp';
import { article } from './text';

export type Shape = 'clause' | 'verb' | 'gerund' | 'noun';

export interface Phrase {
  text: string;
  tokens: readonly Token[];
  shape: Shape;
}

const VERBISH = new Set(['VERB', 'AUX']);
const ROLE_NOUN =
  /^(?:buyer|manager|director|lead|leader|head|officer|engineer|designer|analyst|partner|owner|associate|specialist|coordinator|editor|producer|consultant|advisor|adviser|planner|scientist|researcher|teacher|nurse|agent|broker|rep|representative)s?$/i;
const SUBJECT_START = new Set(['PRON', 'PROPN', 'DET', 'NUM']);
const SUBJECT_PART = new Set(['PRON', 'PROPN', 'NOUN', 'DET', 'CCONJ', 'ADJ', 'NUM', 'PART', 'PUNCT', 'ADV']);
const POSSESSIVE = new Set(['my', 'our', 'their', 'his', 'her', 'your', 'its']);

export function shapeOf(tokens: readonly Token[]): Shape {
  const first = tokens[0];
  if (!first) return 'noun';
  // "licensed electrician", "retired teacher": a participle before a noun is an adjective.
  if (first.pos === 'VERB' && /ed$/i.test(first.text) && tokens.length <= 3 && tokens[1]?.pos === 'NOUN') return 'noun';
  // "books the lantern room", "reps a bunch of bands": a verb in -s the tagger read as a plural noun.
  if (
    first.pos === 'NOUN' &&
    /[^s]s$/.test(first.text) &&
    tokens[1] &&
    (tokens[1].pos === 'DET' || POSSESSIVE.has(tokens[1].text.toLowerCase()))
  )
    return 'verb';
  // "planning to open a practice", "building the team": a verb in -ing the tagger read as a noun.
  if (
    first.pos === 'NOUN' &&
    /ing$/i.test(first.text) &&
    tokens[1] &&
    (tokens[1].text.toLowerCase() === 'to' ||
      ['DET', 'ADP', 'PART'].includes(tokens[1].pos) ||
      POSSESSIVE.has(tokens[1].text.toLowerCase()))
  )
    return 'gerund';
  // "produce buyer for Greenway", "sales lead": a word the tagger read as a verb before a role noun.
  if (first.pos === 'VERB' && tokens[1] && ROLE_NOUN.test(tokens[1].text)) return 'noun';
  if (VERBISH.has(first.pos)) return /ing$/i.test(first.text) && first.pos === 'VERB' ? 'gerund' : 'verb';
  // "also drums in a band", "previously led growth": an adverb before the verb.
  const second = tokens[1];
  const object = tokens[2];
  const lyVerb = /ly$/i.test(first.text) && !!object && ['DET', 'PRON', 'NUM'].includes(object.pos);
  if (
    first.pos === 'ADV' &&
    second &&
    VERBISH.has(second.pos) &&
    (second.lemma !== second.text.toLowerCase() || lyVerb) &&
    !/^(?:not|never|mostly|mainly|largely|partly)$/i.test(first.text)
  )
    return 'verb';
  // "apparently he's looking for an apprentice": an adverb, then a clause.
  if (first.pos === 'ADV' && /^(?:I|we|she|he|they|it)$/i.test(tokens[1]?.text ?? '') && tokens.length >= 4)
    return 'clause';
  // "I TA'd her algorithms class": a subject pronoun opens a clause even when the tagger misses its verb.
  if (/^(?:I|we|she|he|they)$/i.test(first.text) && first.pos === 'PRON' && tokens.length >= 3) return 'clause';
  // "sell-through", "follow-up": a verb inside a hyphenated word is part of a noun.
  const hyphened = (i: number) => tokens[i - 1]?.text === '-' || tokens[i + 1]?.text === '-';
  const v = tokens.findIndex((t, i) => VERBISH.has(t.pos) && !hyphened(i));
  // "our shops ship 180k parcels a month": the tagger can miss the verb of a long possessive start;
  // such a piece reads as the sentence it was typed as.
  if (v <= 0) {
    const early = tokens.slice(0, 4);
    const looksLikeClause =
      POSSESSIVE.has(first.text.toLowerCase()) &&
      tokens.length >= 5 &&
      tokens.some((t) => t.pos === 'NUM') &&
      !early.some((t) => t.pos === 'ADP');
    return looksLikeClause ? 'clause' : 'noun';
  }
  const subject = tokens.slice(0, v);
  // "140 pharmacies paying": a count and a participle, no verb.
  if (first.pos === 'NUM' && /ing$/i.test(tokens[v]?.text ?? '') && !tokens.slice(0, v).some((t) => t.pos === 'AUX'))
    return 'noun';
  // "11 granted patents": a count with a participle before its noun.
  if (
    first.pos === 'NUM' &&
    /ed$/i.test(tokens[v]?.text ?? '') &&
    tokens[v + 1]?.pos === 'NOUN' &&
    v + 2 >= tokens.length
  )
    return 'noun';
  // "14 NHS trusts", "40 enterprise customers": a count whose last noun the tagger read as a verb.
  if (first.pos === 'NUM' && v === tokens.length - 1 && /s$/i.test(tokens[v]?.text ?? '')) return 'noun';
  // "editor I've written for": a noun with a clause after it is still a noun phrase.
  if (first.pos === 'NOUN' && subject.some((t) => t.pos === 'PRON')) return 'noun';
  // "offer to be a resource": an infinitive, not a subject and its verb.
  if (subject.some((t) => t.text.toLowerCase() === 'to' && t.pos === 'PART')) return 'noun';
  if (!subject.every((t, k) => SUBJECT_PART.has(t.pos) || hyphened(k))) return 'noun';
  // A subject of bare common nouns ("coffee chat about pricing") is a compound noun, not a clause.
  const named = subject.some((t) => t.pos === 'PROPN' || (t.pos === 'PRON' && !POSSESSIVE.has(t.text.toLowerCase())));
  if (
    !SUBJECT_START.has(first.pos) &&
    !(named && first.pos === 'PROPN') &&
    !(first.pos === 'NOUN' && tokens[v]?.pos === 'AUX')
  )
    return 'noun';
  // "state is funding upgrades" is a clause; "coffee chat about pricing" is a compound noun.
  if ((first.pos === 'NOUN' || (first.pos === 'ADJ' && !named)) && tokens[v]?.pos !== 'AUX') return 'noun';
  if (first.pos === 'PRON' && POSSESSIVE.has(first.text.toLowerCase()) && subject.length === 1) return 'noun';
  return 'clause';
}

export function readPhrase(text: string): Phrase {
  const tokens = tokenize(text);
  const shape = shapeOf(tokens);
  // "Planning to open a practice", "Built the team": typed with a capital, read as a name by the tagger.
  if (shape === 'noun' && /^\p{Lu}\p{Ll}+\b/u.test(text)) {
    const lower = shapeOf(tokenize(text[0]?.toLowerCase() + text.slice(1)));
    if (lower === 'verb' || lower === 'gerund') return { text, tokens, shape: lower };
  }
  return { text, tokens, shape };
}

/** "run" -> "runs", "teach" -> "teaches", "study" -> "studies", "have" -> "has"; other forms unchanged. */
export function thirdSingular(verb: Token): string {
  const w = verb.text;
  if (verb.pos !== 'VERB' && verb.pos !== 'AUX') return w;
  if (w.toLowerCase() !== verb.lemma || /ed$/.test(w)) return w;
  if (w === 'have') return 'has';
  if (w === 'be') return 'is';
  if (/(?:s|sh|ch|x|z|o)$/.test(w)) return `${w}es`;
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  return `${w}s`;
}

/** The verb form after "you", "we" or "I": "was" -> "were", "is" -> "are"/"am", "runs" -> "run". */
function agree(verb: Token, subject: 'you' | 'I' | 'we', next: Token | undefined): string {
  const w = verb.text.toLowerCase();
  const plural = subject !== 'I';
  if (w === 'was') return plural ? 'were' : 'was';
  if (w === 'is') return plural ? 'are' : 'am';
  if (w === "'s" || w === '’s') {
    if (next && /(?:ed|en|been|done|had|made|got)$/.test(next.text) && next.pos !== 'ADJ') return "'ve";
    return subject === 'I' ? "'m" : "'re";
  }
  if (w === 'has') return 'have';
  if (w === 'does') return 'do';
  // "Beth says he's generous" to Beth: "you mentioned he's generous".
  if (subject === 'you' && /^(?:says|said|mentioned|mentions|thinks|told me|heard)$/.test(w)) return 'mentioned';
  if (verb.pos === 'VERB' && /s$/.test(w) && verb.lemma !== w && !/ed$/.test(w)) return verb.lemma;
  return verb.text;
}

/** Whether the "'s" at `k` is a possessive ("Sanjay's team") rather than "is" or "has" ("Gideon's been"). */
export function isPossessiveS(tokens: readonly Token[], k: number): boolean {
  const s = tokens[k];
  if (!s || !/^['’]s$/.test(s.text)) return false;
  const next = tokens[k + 1];
  return (
    !!next && (next.pos === 'NOUN' || next.pos === 'PROPN' || (next.pos === 'ADJ' && tokens[k + 2]?.pos === 'NOUN'))
  );
}

/**
 * An opening phrase with no subject before the verb: "before this ran ops for a chain" -> the index
 * of "ran", so the writer can say "Before this, I ran ops…".
 */
export function verbAfterOpening(tokens: readonly Token[]): number {
  const first = tokens[0];
  if (first?.pos !== 'ADP') return -1;
  const v = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (v < 2 || v > 4) return -1;
  const opening = tokens.slice(1, v);
  return opening.every(
    (t) => ['PRON', 'DET', 'NUM', 'ADJ', 'NOUN', 'PROPN'].includes(t.pos) && !/^(?:I|we|he|she|they)$/i.test(t.text),
  )
    ? v
    : -1;
}

/**
 * One typed piece split at commas where a new verb phrase or clause starts ("art director at
 * Wrenfield, does all the vinyl packaging"), while lists of nouns stay together ("Go, Postgres").
 */
export function splitAtCommas(text: string): string[] {
  // Commas inside brackets ("(2019-20, didn't work out)") belong to the bracket.
  const segments: string[] = [''];
  let depth = 0;
  for (const part of text.split(/(,\s+|[()[\]])/)) {
    if (part === '(' || part === '[') depth++;
    if (part === ')' || part === ']') depth = Math.max(0, depth - 1);
    if (/^,\s+$/.test(part) && depth === 0) segments.push('');
    else segments[segments.length - 1] += part;
  }
  if (segments.length === 1) return [text];
  const out: string[] = [];
  for (const segment of segments) {
    const shape = shapeOf(tokenize(segment));
    // "…, including 8 as plant manager", "…, which Toronto uses": they continue the piece before.
    const continues = /^(?:including|incl\.?|especially|mostly|mainly|which|who|where|plus)\b/i.test(segment);
    const starts = out.length > 0 && shape !== 'noun' && segment.split(' ').length >= 2 && !continues;
    if (out.length === 0 || starts) out.push(segment);
    else out[out.length - 1] += `, ${segment}`;
  }
  return out;
}

export interface NameMatch {
  /** The words that refer to the person, lower-cased ("sanjay", "mehta"). */
  words: readonly string[];
}

const isNameToken = (t: Token, who: NameMatch) => who.words.includes(t.text.toLowerCase());

/**
 * Rewrites a phrase so that a person it names in the third person is addressed as "you", or becomes
 * the writer ("I"): "Sanjay was my manager" -> "you were my manager", "Gideon's been on our board"
 * -> "you've been on our board", "Sanjay's team" -> "your team". Returns the text unchanged when the
 * person is not named.
 */
export function toPerson(tokens: readonly Token[], who: NameMatch, person: 'you' | 'I'): string {
  const out: Token[] = [];
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (!isNameToken(t, who)) {
      out.push(t);
      continue;
    }
    // "Hart Family Dental": the name is part of another name, not the person.
    let end = i;
    while (end + 1 < tokens.length && isNameToken(tokens[end + 1] as Token, who)) end++;
    const follower = tokens[end + 1];
    if (follower && /^\p{Lu}/u.test(follower.text) && follower.pos === 'PROPN' && !isNameToken(follower, who)) {
      out.push(t);
      continue;
    }
    // Swallow a title before the name ("Prof Desai's student" -> "your student") and the rest of it ("Sanjay Mehta").
    let space = t.space;
    if (/^(?:prof|professor|dr|mr|mrs|ms|mx)\.?$/i.test(out[out.length - 1]?.text ?? ''))
      space = (out.pop() as Token).space;
    let j = i;
    while (j + 1 < tokens.length && isNameToken(tokens[j + 1] as Token, who)) j++;
    const after = tokens[j + 1];
    const lead = out.length === 0 || /[.!?]$/.test(out[out.length - 1]?.text ?? '');
    const cap = (w: string) => (lead ? w[0]?.toUpperCase() + w.slice(1) : w);
    // "Priya and I were" -> "we were".
    if (after?.text.toLowerCase() === 'and' && tokens[j + 2]?.text === 'I' && person === 'you') {
      out.push({ ...t, space, text: cap('we') });
      i = j + 2;
      changed = true;
      continue;
    }
    const possessive = isPossessiveS(tokens, j + 1);
    const prevWord = out[out.length - 1]?.text.toLowerCase();
    // "booked out six weeks per Ray" -> "booked out six weeks, as you mentioned".
    if (person === 'you' && (prevWord === 'per' || prevWord === 'via')) {
      out.pop();
      out.push({ ...t, text: 'as you mentioned', space: t.space });
      if (out.length > 1) (out[out.length - 1] as Token).space = '';
      out.splice(out.length - 1, 0, { text: ',', pos: 'PUNCT', lemma: ',', space: '' });
      (out[out.length - 1] as Token).space = ' ';
      i = j;
      changed = true;
      continue;
    }
    if (possessive) {
      out.push({ ...t, space, text: cap(person === 'you' ? 'your' : 'my') });
      i = j + 1;
      changed = true;
      continue;
    }
    const prev = out[out.length - 1];
    const isObject = prev && (prev.pos === 'ADP' || prev.pos === 'VERB');
    out.push({ ...t, space, text: isObject ? (person === 'you' ? 'you' : 'me') : cap(person) });
    changed = true;
    const verbAfter =
      after && (after.pos === 'AUX' || after.pos === 'VERB' || (/^['’]s$/.test(after.text) && !possessive));
    if (verbAfter && after && !isObject) {
      const form = agree(after, person, tokens[j + 2]);
      const contracted = form.startsWith("'");
      out.push({ ...after, text: form, space: contracted ? '' : after.space });
      i = j + 1;
      continue;
    }
    i = j;
  }
  return changed ? join(out) : join(tokens);
}

/** Whether the phrase names the person. */
export function mentions(tokens: readonly Token[], who: NameMatch): boolean {
  return tokens.some((t) => isNameToken(t, who));
}

/** The words for "a", "an" or nothing before a noun phrase, as in "Greta is COO at Nordfrakt", "Ruth is a partner". */
const TITLES =
  /^(?:co-?founder|founder|ceo|cfo|coo|cto|cmo|cpo|cio|ciso|vp|svp|evp|head|chair|chairman|chairwoman|president|owner|director|dean|principal|managing|general|chief|executive)\b/i;
const DETERMINED = new Set(['DET', 'NUM']);
const ONE_OF_A_KIND =
  /^(?:president|chair|chairman|chairwoman|chairperson|dean|principal|owner|founder|ceo|cfo|coo|cto|superintendent|mayor|headteacher|headmaster|headmistress)$/;

export function withArticle(phrase: Phrase, { titles = true }: { titles?: boolean } = {}): string {
  const first = phrase.tokens[0];
  if (!first) return phrase.text;
  if (DETERMINED.has(first.pos) || POSSESSIVE.has(first.text.toLowerCase())) return phrase.text;
  // "about 6 hours a month", "up to 3 sessions", "3 seasons of data": a quantity needs no article.
  if (first.pos === 'ADV' || first.pos === 'ADP' || first.pos === 'NUM') return phrase.text;
  // "a UX designer": an acronym describing the noun after it takes an article; a name does not.
  const acronym =
    /^[A-Z]{2,4}$/.test(first.text) &&
    (['NOUN', 'ADJ'].includes(phrase.tokens[1]?.pos ?? '') ||
      /^(?:CPA|RN|NP|PM|MD|PA|DJ|EMT|LPN|PT|OT)$/.test(first.text));
  if (first.pos === 'PROPN' && first.text[0] === first.text[0]?.toUpperCase() && !TITLES.test(first.text) && !acronym)
    return phrase.text;
  if (titles && TITLES.test(phrase.text)) return phrase.text;
  // "the medical director of Sawtooth Health", "the PTA president at Lincoln": a role there is one of.
  const only = headNoun(phrase.tokens);
  if (only && ONE_OF_A_KIND.test(only.lemma) && / (?:of|at) \p{Lu}/u.test(phrase.text)) return `the ${phrase.text}`;
  const head = headNoun(phrase.tokens);
  if (head && head.lemma !== head.text.toLowerCase() && /s$/i.test(head.text)) return phrase.text; // plural
  if (
    head &&
    (MASS.has(head.lemma) || MASS.has(head.text.toLowerCase()) || /(?:ity|ness|ism|ance|ence)$/.test(head.lemma))
  )
    return phrase.text;
  const last = phrase.tokens.filter((t) => t.pos !== 'PUNCT').slice(-1)[0];
  if (!head && last && /[^su]s$/.test(last.text)) return phrase.text;
  return `${article(first.text)} ${phrase.text}`;
}

const MASS = new Set([
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
]);

/** The head of a noun phrase: its last noun before the first preposition ("freelance work", "one of our angels" -> none). */
export function headNoun(tokens: readonly Token[]): Token | undefined {
  const boundary = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      (t.pos === 'ADP' ||
        t.pos === 'SCONJ' ||
        t.pos === 'PART' ||
        t.pos === 'CCONJ' ||
        /^(?:when|where|if|while|that|which|who)$/i.test(t.text) ||
        (t.pos === 'PUNCT' && !/^[-–/']$/.test(t.text))),
  );
  const span = tokens.slice(0, boundary < 0 ? undefined : boundary);
  // The last word of the span is the head, even where the tagger read it as a verb ("community giving lead").
  const last = span[span.length - 1];
  if (last && span.length > 1 && last.pos === 'VERB' && !/ing$/.test(last.text)) return last;
  return span.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').pop();
}

/** Whether a phrase the tagger read as nouns reads as a verb after "to": "supply plates for the new place". */
export function readsAsVerb(text: string): boolean {
  const tokens = tokenize(`I want to ${text}`);
  const t = tokens[3];
  const next = tokens[4];
  if (!t || !next || (t.pos !== 'VERB' && t.pos !== 'AUX') || /ing$/.test(t.text)) return false;
  // "supply plates for the new place", "offer fractional CFO support": the verb takes an object;
  // "a pilot in a few stores", "freelance work" stay nouns.
  if (['DET', 'NUM', 'PRON', 'ADJ'].includes(next.pos)) return true;
  return next.pos === 'NOUN' && ['ADP', 'PART'].includes(tokens[5]?.pos ?? '') && TAKES_OBJECT.test(t.text);
}

const TAKES_OBJECT =
  /^(?:supply|provide|sell|offer|pitch|propose|secure|raise|book|land|hire|recruit|find|source|fund|sponsor|host|invite|feature|demo|share|pilot|license|distribute|stock|carry)$/i;

/** The first token's lemma: "exploring" -> "explore", for turning a gerund into a verb phrase. */
export function gerundToVerb(phrase: Phrase): string {
  const [first, ...rest] = phrase.tokens;
  if (!first) return phrase.text;
  return join([{ ...first, text: first.lemma }, ...rest]);
}

/** A verb phrase with its first verb in the third person singular: "lead the team" -> "leads the team". */
export function verbForThird(phrase: Phrase): string {
  const [first, ...rest] = phrase.tokens;
  if (!first) return phrase.text;
  return join([{ ...first, text: lowerWord(thirdSingular(first)) }, ...rest]);
}

/** "Leads" typed at the start of a field is "leads" mid-sentence; "AI" and names keep their capitals. */
const lowerWord = (w: string) => (w.length > 1 && w === w[0] + w.slice(1).toLowerCase() ? w.toLowerCase() : w);

/** A verb phrase with its first verb in the base form, for "I" or "can": "runs ops" -> "run ops". */
export function verbForFirst(phrase: Phrase): string {
  const [first, ...rest] = phrase.tokens;
  if (!first) return phrase.text;
  const w = first.text.toLowerCase();
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
