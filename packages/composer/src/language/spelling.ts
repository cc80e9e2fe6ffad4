/**
 * Everyday words typed with one slip ("appoved", "confrence", "photograher", "consolodating"), mended
 * with Hunspell's English dictionary (nspell and dictionary-en; decision 049) rather than a table that
 * grows by one word for every set the readers open.
 *
 * A misspelt word and a name typed in lower case ("mcallen", "partick", "birria") look alike: both
 * are unknown. So the mend is narrow: only a lower-case word of seven letters or more that neither the
 * tagger's lexicon nor the dictionary knows, and only when a single dictionary word lies one slip
 * away. Slips are tried in the order people make them: a letter left out, two swapped, one mistyped
 * (a neighbouring key), one doubled. Names have no word that close, or several ("depped": "dipped" or "pepped"), and are
 * left as typed.
 */
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { isKnownWord, remember } from './nlp';
import { isPlace } from './places';

/** dictionary-en reads its files as Buffers but types them as bytes; nspell's types want a Buffer. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Built on first use: reading the dictionary takes about a quarter of a second. */
let speller: ReturnType<typeof nspell> | undefined;
const isWord = (word: string) => {
  speller ??= nspell({ aff: asBuffer(dictionary.aff), dic: asBuffer(dictionary.dic) });
  return speller.correct(word);
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const SHORTEST = 7;

/** The keys beside each key on a QWERTY keyboard: a mistyped letter is a neighbour's. */
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const NEIGHBOURS = new Map<string, string>();
for (const [r, row] of ROWS.entries())
  for (const [i, key] of [...row].entries()) {
    const near = [
      row[i - 1],
      row[i + 1],
      ROWS[r - 1]?.[i],
      ROWS[r - 1]?.[i + 1],
      ROWS[r + 1]?.[i],
      ROWS[r + 1]?.[i - 1],
    ];
    NEIGHBOURS.set(key, near.filter(Boolean).join(''));
  }

/**
 * The words one slip of each kind away from `typed`, most likely kind first. A slip is looked for
 * only after the first two letters and before the last two, where people make them: words that
 * differ at their start or end are other words ("esports", "callout", "homeware", "upgrader",
 * "clinica" are not "exports", "fallout", "homeward", "upgraded", "clinics").
 */
function slips(typed: string): string[][] {
  const left: string[] = [];
  const swapped: string[] = [];
  const mistyped: string[] = [];
  const doubled: string[] = [];
  for (let i = 2; i <= typed.length - 2; i++) {
    const before = typed.slice(0, i);
    const after = typed.slice(i);
    for (const c of LETTERS) left.push(before + c + after);
    if (i > typed.length - 3) continue;
    for (const c of NEIGHBOURS.get(after[0] as string) ?? '') mistyped.push(before + c + after.slice(1));
    if (after[0] !== after[1]) swapped.push(before + after[1] + after[0] + after.slice(2));
    else doubled.push(before + after.slice(1));
  }
  return [left, swapped, mistyped, doubled];
}

/** A word made of a prefix and a word ("reroofs", "esports", "subbies") is a word of the trade. */
const PREFIXED =
  /^(?:re|pre|un|co|de|sub|non|multi|micro|mini|e|over|under|out|up|self|post|anti|inter|semi)(?=[a-z]{4,}$)/;
const isPrefixed = (typed: string) => {
  const prefix = PREFIXED.exec(typed)?.[0];
  return prefix !== undefined && isKnownWord(typed.slice(prefix.length));
};

const mended = new Map<string, string | undefined>();
const MENDED_MAX = 5_000;

/**
 * The word `typed` (lower case, letters only) was meant to be, when it is an everyday word with one
 * slip; undefined for a word spelt right, a name, or a slip with more than one reading.
 */
export function mendSpelling(typed: string): string | undefined {
  if (typed.length < SHORTEST || !/^[a-z]+$/.test(typed)) return undefined;
  if (mended.has(typed)) return mended.get(typed);
  let out: string | undefined;
  // ("realtor", "germany": the dictionary holds them with a capital.)
  const known =
    isKnownWord(typed) ||
    isWord(typed) ||
    isWord(typed[0]?.toUpperCase() + typed.slice(1)) ||
    isPlace(typed) ||
    isPrefixed(typed);
  if (!known) {
    for (const kind of slips(typed)) {
      // (An everyday word, one the tagger's lexicon knows too: not "reproofs" for "reroofs".)
      const words = [...new Set(kind.filter((w) => isWord(w) && isKnownWord(w)))];
      if (words.length === 0) continue;
      out = words.length === 1 ? words[0] : undefined;
      break;
    }
  }
  // Whether a word is misspelt never changes, so the answer is kept (bounded: typed text is unbounded).
  return remember(mended, MENDED_MAX, typed, out);
}
