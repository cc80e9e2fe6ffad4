/**
 * What shape of phrase a person typed into a field, so it can be embedded grammatically:
 * "COO at Nordfrakt" (noun phrase), "runs the lab at ETH" (verb phrase), "She runs the lab" (sentence).
 * Heuristics on the first word only: cheap, deterministic, and wrong in a way that still reads as
 * the user's own words, because every shape falls back to quoting the text as a sentence.
 */
import { firstWord, leadingWords } from './text';
import { NOUN_OR_VERB, SUBJECT_WORDS, VERB_BASES } from './word-lists';

export type Shape = 'sentence' | 'verb' | 'noun';

/** Words that open a sentence with its own subject. */
const SUBJECTS = new Set(SUBJECT_WORDS);

/** Determiners that open a noun phrase, unless a verb follows ("my company sponsors her lab"). */
const DETERMINERS = new Set(['my', 'our', 'his', 'her', 'their', 'your', 'the', 'a', 'an', 'one', 'some', 'another']);

const VERBS = new Set<string>();
for (const v of VERB_BASES) {
  VERBS.add(v);
  if (/(s|sh|ch|x|z)$/.test(v)) VERBS.add(`${v}es`);
  else if (/[^aeiou]y$/.test(v)) VERBS.add(`${v.slice(0, -1)}ies`);
  else VERBS.add(`${v}s`);
  if (v.endsWith('e')) VERBS.add(`${v}d`);
  else if (!v.endsWith('ed')) VERBS.add(`${v}ed`);
}

/** Words that are as often nouns (job titles, things) as verbs. */
const NOUN_TOO = new Set(NOUN_OR_VERB);

export function isVerb(word: string): boolean {
  return VERBS.has(word);
}

/** True when some word after the first is a verb: "my company sponsors her lab". */
function hasLaterVerb(text: string): boolean {
  const words = leadingWords(text, 6).slice(1);
  return words.some((w) => VERBS.has(w.replace(/[^\p{L}'-]/gu, '')) && !DETERMINERS.has(w));
}

/**
 * The shape of a phrase. `names` are words that, when they open the text, make it a sentence
 * about that person ("Dana leads growth at Stripe").
 */
export function shapeOf(text: string, names: readonly string[] = [], prefer: 'noun' | 'verb' = 'verb'): Shape {
  const word = firstWord(text);
  if (word === '') return 'noun';
  if (SUBJECTS.has(word)) return 'sentence';
  if (names.some((n) => n.toLowerCase() === word)) return 'sentence';
  if (DETERMINERS.has(word)) return hasLaterVerb(text) ? 'sentence' : 'noun';
  // "Partner at Lattice Capital" is a title; "partner with us" is a verb: the field decides.
  if (VERBS.has(word) && !(prefer === 'noun' && NOUN_TOO.has(word))) return 'verb';
  // "Marcus and I worked together": a subject after a name or two makes it a sentence.
  const next = leadingWords(text, 4).slice(1);
  if (next.includes('i') || next.includes('we')) return 'sentence';
  return 'noun';
}

/** Leading words that only say "this is why": "because she runs..." -> "she runs...". */
export function stripBecause(text: string): string {
  return text.replace(/^(because|since|as|cause|cos)\s+/i, '');
}
