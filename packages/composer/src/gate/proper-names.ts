/**
 * Proper names the user did not give: a capitalised word in the middle of a sentence that is not in
 * anything the user typed (in any case), not a month, weekday, language or the app's own words, and
 * not an expansion of an acronym they typed ("Monthly Recurring Revenue" for "MRR") or the reverse.
 * Words at the start of a sentence or line are capitalised by grammar and are not judged.
 */
import { expansionsOf } from './abbreviations';
import { escapeRegExp, fold, stems, WORD } from './text';

const COMMON = new Set(
  [
    // the pronoun and the app's own words
    'i',
    "i'm",
    "i'd",
    "i've",
    "i'll",
    'forwardable',
    'note',
    'end',
    'subject',
    'introask',
    // months and weekdays
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    // honorifics, spelled out or not ("Professor" for "Prof.")
    'professor',
    'prof',
    'doctor',
    'dr',
    // languages and the adjectives people use for them
    'english',
    'french',
    'german',
    'spanish',
    'italian',
    'portuguese',
    'dutch',
    'european',
    'american',
    'british',
    // greetings and sign-offs that may follow a comma
    'hi',
    'hello',
    'hey',
    'dear',
    'thanks',
    'thank',
    'best',
    'cheers',
    'regards',
    'warmly',
    'sincerely',
    // general tools a message may name without it being a fact about anyone
    'linkedin',
    'zoom',
    'ok',
    'okay',
    'ps',
    'p.s',
    'fyi',
    'asap',
  ].map(fold),
);

interface Token {
  word: string;
  /** Grammar capitalises it: the first word of a line, or after a sentence's end, a colon or a dash. */
  sentenceStart: boolean;
  /** Only spaces since the previous word: "Goldman Sachs" is one name, "Acme. Then" is not. */
  joined: boolean;
}

const SENTENCE_END = /[.!?:;…]["'”’)\]]*\s+["'“‘([]*$|\s[–—-]\s+["'“‘([]*$/u;

function tokens(line: string): Token[] {
  const out: Token[] = [];
  let last = 0;
  for (const m of line.matchAll(WORD)) {
    const between = line.slice(last, m.index);
    out.push({
      word: m[0],
      sentenceStart: out.length === 0 || SENTENCE_END.test(between),
      joined: /^ +$/.test(between),
    });
    last = (m.index ?? 0) + m[0].length;
  }
  return out;
}

/** Acronyms typed by the user ("MoM", "MRR", "JD") and the acronyms of their word runs. */
function acronymsOf(typed: string): { typed: Set<string>; expansions: Set<string> } {
  const typedAcronyms = new Set<string>();
  for (const m of typed.matchAll(/(?<![\p{L}])(\p{Lu}[\p{L}&]*\p{Lu}[\p{L}&]*|\p{L}\/\p{L})(?![\p{L}])/gu))
    typedAcronyms.add(fold(m[1] ?? '').replace(/[&/]/g, ''));
  const expansions = new Set<string>();
  const words = (typed.match(WORD) ?? []).filter((w) => !/^(and|of|the|&)$/i.test(w));
  for (let i = 0; i < words.length; i++) {
    let initials = '';
    for (let j = i; j < Math.min(words.length, i + 6); j++) {
      initials += fold(words[j]?.[0] ?? '');
      if (initials.length >= 2) expansions.add(initials);
    }
  }
  return { typed: typedAcronyms, expansions };
}

export function inventedNames(content: string, typed: string): string[] {
  // Typed words with their parts ("co-founder", "TA'd") and stems ("Brigid's").
  const typedWords = new Set(
    (fold(typed).match(WORD) ?? []).flatMap((w) => [w, ...w.split(/[-']/)]).flatMap((w) => [w, ...stems(w)]),
  );
  const expansions = expansionsOf(typed, typedWords);
  // "Univ" typed, "University" written: a typed word of four letters or more that starts the word.
  const prefixes = [...typedWords].filter((w) => w.length >= 4 && /^\p{L}+$/u.test(w));
  const acronyms = acronymsOf(typed);
  const known = (word: string) => {
    const forms = stems(word);
    if (forms.some((f) => COMMON.has(f) || typedWords.has(f) || expansions.has(f))) return true;
    const w = fold(word);
    return prefixes.some((p) => w.startsWith(p) && w.length > p.length);
  };
  const found: string[] = [];
  for (const line of content.split('\n')) {
    const toks = tokens(line);
    let run: Token[] = [];
    const flush = () => {
      if (run.length === 0) return;
      // A run of capitalised words whose initials spell a typed acronym is its expansion.
      const initials = run.map((t) => fold(t.word[0] ?? '')).join('');
      if (!(run.length >= 2 && acronyms.typed.has(initials))) {
        const unknown = run.filter((t) => !t.sentenceStart && isSuspect(t.word));
        if (unknown.length > 0) found.push(run.map((t) => t.word).join(' '));
      }
      run = [];
    };
    const isSuspect = (word: string) => {
      if (known(word)) return false;
      // "weŁaba" typed: the tokenizer splits at the capital, and "Łaba" is what was typed, glued.
      if (new RegExp(`\\p{Ll}${escapeRegExp(word)}`, 'u').test(typed)) return false;
      if (word.includes('-')) return word.split('-').some((p) => /^\p{Lu}/u.test(p) && !known(p));
      // An all-capital acronym the user spelled out in words ("MRR" for "monthly recurring revenue").
      if (/^\p{Lu}{2,}s?$/u.test(word) && acronyms.expansions.has(fold(word).replace(/s$/, ''))) return false;
      return true;
    };
    for (const t of toks) {
      const capital = /^\p{Lu}/u.test(t.word) && !/^\p{Lu}$/u.test(t.word);
      if (!capital || !t.joined) flush();
      if (capital) run.push(t);
    }
    flush();
  }
  return [...new Set(found)];
}
