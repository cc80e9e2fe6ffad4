/**
 * The one door to wink-nlp (decision 009): tokens with their part of speech and lemma, and sentence
 * boundaries. Everything else in `language/` works on these tokens, never on characters.
 */
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

const nlp = winkNLP(model, ['sbd', 'pos']);
const its = nlp.its;

/**
 * The model's lexicon holds the everyday words of English, in lower case; a word outside it gets an
 * id past the lexicon's end. Read once at load, before any other text, a made-up word's id is where
 * the lexicon ends: "sherbrooke", "tiffinbox" and "oaxaca" lie past it; "planning" and "bath" do not.
 */
const LEXICON_END = nlp.readDoc('zqxjvw').tokens().out(its.uniqueId)[0] as number;

function inLexicon(word: string): boolean {
  const tokens = nlp.readDoc(word).tokens();
  const ids = tokens.out(its.uniqueId) as number[];
  if (ids.length !== 1) return false;
  // The lexicon leaves out stop words ("everything", "whatever"); the model still flags them.
  return (ids[0] as number) < LEXICON_END || (tokens.out(its.stopWordFlag) as boolean[])[0] === true;
}

/** Inflections the lexicon leaves out: "relocations", "anonymised", "organising". */
const INFLECTION: [RegExp, string][] = [
  [/ies$/, 'y'],
  [/es$/, ''],
  [/s$/, ''],
  [/is(e|ed|es|ing|ation|ations)$/, 'iz$1'],
  [/our$/, 'or'],
  [/ed$/, ''],
  [/ed$/, 'e'],
  [/ing$/, ''],
  [/ing$/, 'e'],
];

/**
 * Whether a word, in lower case, is an everyday English word the model knows, or an inflection of
 * one (not a place, a firm or a name). Hyphenated words are known when every part is.
 */
export function isKnownWord(word: string): boolean {
  const lower = word.toLowerCase();
  const known = knownWords.get(lower);
  if (known !== undefined) return known;
  // Whether a word is in the lexicon never changes, so the answer is kept.
  return remember(knownWords, KNOWN_MAX, lower, lookUp(lower));
}

/** Keeps `value` under `key` in a map bounded to `max` entries, the oldest out first; returns it. */
export function remember<T>(map: Map<string, T>, max: number, key: string, value: T): T {
  if (map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}

const knownWords = new Map<string, boolean>();
const KNOWN_MAX = 20_000;

/**
 * Everyday words the lexicon lacks, which were read as names: "we were at uni together" became "at
 * Uni Together" (set26).
 */
const EVERYDAY_SHORT = new Set([
  'uni',
  'undergrad',
  'postgrad',
  'grad',
  'sixth-form',
  'poly',
  'prepa',
  // ("a senior risk role in fintech": a line of business, not a place; "in Fintech" in session 22.)
  'fintech',
  'edtech',
  'healthtech',
  'medtech',
  'proptech',
  'insurtech',
  'agtech',
  'agritech',
  'regtech',
  'legaltech',
  'martech',
  'cleantech',
  'climatetech',
  'biotech',
  'saas',
]);

function lookUp(lower: string): boolean {
  if (lower.includes('-')) return lower.split('-').every((part) => part === '' || isKnownWord(part));
  // The one pronoun of its kind the model's lexicon lacks.
  if (inLexicon(lower) || lower === 'everything' || EVERYDAY_SHORT.has(lower)) return true;
  return INFLECTION.some(([ending, base]) => ending.test(lower) && inLexicon(lower.replace(ending, base)));
}

export interface Token {
  text: string;
  /** Universal part of speech: NOUN, PROPN, VERB, AUX, PRON, DET, ADP, ADJ, ADV, CCONJ, NUM, PUNCT, ... */
  pos: string;
  /** Base form, lower case: "runs" -> "run", "was" -> "be". */
  lemma: string;
  /** The whitespace typed before the token. */
  space: string;
}

/**
 * Recently read texts: a message reads the same piece several times (its shape, then each rewrite),
 * and the tagger is the writer's main cost. Bounded; tokens are frozen so no caller can change them.
 */
const recent = new Map<string, readonly Token[]>();
const RECENT_MAX = 2000;

export function tokenize(text: string): readonly Token[] {
  const known = recent.get(text);
  if (known) return known;
  return remember(recent, RECENT_MAX, text, Object.freeze(readTokens(text).map((t) => Object.freeze(t))));
}

/** Forgets every text read so far: the benchmark calls it so each message is timed as a new request is. */
export function forgetRecent(): void {
  recent.clear();
}

function readTokens(text: string): Token[] {
  const tokens = nlp.readDoc(text).tokens();
  const texts = tokens.out();
  const pos = tokens.out(its.pos);
  // The lemma 'its' is typed for spans too; on tokens it gives one base form per token.
  const lemma = tokens.out(its.lemma as Parameters<typeof tokens.out>[0]) as string[];
  const space = tokens.out(its.precedingSpaces);
  const read = texts.map((t, i) => ({
    text: t,
    pos: pos[i] ?? 'X',
    lemma: lemma[i] ?? t.toLowerCase(),
    space: space[i] ?? '',
  }));
  // "weŁaba": the tokenizer splits a word at a capital it does not class as a letter; typed as one
  // word, it stays one (a name, as far as anyone can tell).
  return read.reduce<Token[]>((acc, t) => {
    const prev = acc[acc.length - 1];
    // "Tāwhiri", "Poznań", "Łódź": it also splits at a letter outside its alphabet; the word stays whole.
    const foreign =
      !!prev &&
      t.space === '' &&
      /\p{L}$/u.test(prev.text) &&
      /^\p{L}/u.test(t.text) &&
      /\P{ASCII}/u.test(prev.text + t.text);
    if (foreign && prev) {
      const word = prev.text + t.text;
      acc[acc.length - 1] = {
        ...prev,
        text: word,
        pos: /^\p{Lu}/u.test(word) ? 'PROPN' : prev.pos === 'X' ? t.pos : prev.pos,
        lemma: word.toLowerCase(),
      };
    } else if (prev && t.space === '' && /\p{L}$/u.test(prev.text) && /^\p{Lu}/u.test(t.text)) {
      acc[acc.length - 1] = {
        ...prev,
        text: prev.text + t.text,
        pos: 'PROPN',
        lemma: (prev.text + t.text).toLowerCase(),
      };
    } else acc.push(t);
    return acc;
  }, []);
}

/** Tokens back to text, with the spacing that was typed (the first token's leading space dropped). */
export function join(tokens: readonly Token[]): string {
  return tokens.map((t, i) => (i === 0 ? '' : t.space) + t.text).join('');
}

export function sentencesOf(text: string): string[] {
  // (wink ends a sentence inside letters with full stops, "GlobalG.A.P. certification" as "GlobalG." +
  // "A.P. certification": such a piece goes back to the one before it.)
  return nlp
    .readDoc(text)
    .sentences()
    .out()
    .reduce<string[]>((out, piece) => {
      const last = out.at(-1);
      if (last !== undefined && /\p{Lu}\.$/u.test(last) && /^(?:\p{Lu}\.)+\s/u.test(piece))
        out[out.length - 1] = text.includes(`${last}${piece}`) ? `${last}${piece}` : `${last} ${piece}`;
      else out.push(piece);
      return out;
    }, []);
}
