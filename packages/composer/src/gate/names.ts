/** Names as people type them: honorifics, initials, particles, and targets known only by role. */
import {
  chineseGivenName,
  DEGREE_BEFORE_NAME,
  givenNameFirst,
  PROFESSIONAL_TITLE,
  VIETNAMESE_FAMILY,
  vietnameseGivenLast,
  HONORIFICS as WRITER_HONORIFICS,
} from '../language/names';
import { fold, wordsOf } from './text';

/** The writer's own table of honorifics (language/names.ts), so the gate and the writer agree on what is a title. */
export const HONORIFICS: ReadonlySet<string> = new Set([...Object.keys(WRITER_HONORIFICS), 'doctor']);
const PARTICLES = new Set([
  'de',
  'la',
  'le',
  'du',
  'da',
  'di',
  'del',
  'della',
  'van',
  'von',
  'der',
  'den',
  'ten',
  'ter',
  'bin',
  'al',
  'el',
]);
/** A target typed as a role ("whoever runs partnerships at Carrow") starts with one of these. */
const ROLE_STARTS = new Set([
  'whoever',
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'the',
  'a',
  'an',
  'your',
  'their',
  'our',
  'my',
  'head',
  'person',
  'people',
]);
const STOP = new Set([
  'the',
  'a',
  'an',
  'of',
  'at',
  'in',
  'on',
  'for',
  'and',
  'or',
  'to',
  'who',
  'whoever',
  'someone',
  'somebody',
  'anyone',
  'runs',
  'leads',
  'works',
  'is',
  'their',
  'your',
  'our',
  'my',
  'with',
  'from',
]);

export interface PersonName {
  /** As typed, without surrounding punctuation. */
  full: string;
  /** Words that count as naming the person (folded): given and family names, not honorifics or initials. */
  parts: string[];
  /** Words any of which a greeting must use (folded): the first name, or every part when it is unclear. */
  firsts: string[];
  /** A role, not a name: "whoever runs partnerships at Carrow". */
  role: boolean;
}

export function parseName(raw: string | undefined): PersonName | undefined {
  const full = (raw ?? '').replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '').trim();
  if (full === '') return undefined;
  const words = wordsOf(full);
  const first = fold(words[0] ?? '');
  if (ROLE_STARTS.has(first) && words.length > 1) {
    const content = words.map(fold).filter((w) => w.length > 2 && !STOP.has(w));
    return { full, parts: content, firsts: [], role: true };
  }
  // "m. okoye": the "m" is an initial; honorifics never count as a name.
  const initials = new Set([...full.matchAll(/(?<![\p{L}])(\p{L})\./gu)].map((m) => fold(m[1] ?? '')));
  const named = words
    .map(fold)
    // A particle ("da", "al") is part of a surname, but a lone word is the name itself ("Al").
    // (An honorific as typed, accents and all: "DaMé" is a name, not "Dame"; the writer signs with it.)
    .filter(
      (w, i, all) =>
        !(HONORIFICS.has(w) && HONORIFICS.has((words[i] ?? '').toLowerCase().replace(/\.$/, ''))) &&
        !(i === 0 && all.length > 1 && (PROFESSIONAL_TITLE.test(full) || DEGREE_BEFORE_NAME.test(full))) &&
        !(w.length === 1 && initials.has(w)) &&
        !(PARTICLES.has(w) && all.length > 1 && i > 0),
    );
  const parts = named.flatMap((w) => (w.includes('-') ? [w, ...w.split('-')] : [w]));
  const given = named[0];
  // A nickname in quotes or brackets ('Robert "Bob" Smith') may be what the greeting uses.
  const nick = [...full.matchAll(/["“(](\p{L}+)["”)]/gu)].map((m) => fold(m[1] ?? ''));
  let firsts: string[];
  if (!given) firsts = [];
  else if (words.length > 0 && initials.has(fold(words[0] ?? ''))) firsts = parts;
  else firsts = [given, ...(given.includes('-') ? given.split('-') : []), ...nick];
  // "Bùi Thị Hương": family name first, so the given name, last, is what a greeting uses.
  if ((words.length >= 3 && VIETNAMESE_FAMILY.has(words[0] ?? '')) || vietnameseGivenLast(words))
    firsts.push(fold(words[words.length - 1] ?? ''));
  // "Tan Mei Ling": family name first, the given name the last two words.
  const chinese = chineseGivenName(words);
  if (chinese) firsts.push(fold(chinese));
  // "Park Ji-woo", "Zhou Xinyi": a two-word name family name first.
  if (givenNameFirst(words)) firsts.push(fold(words[1] ?? ''));
  return { full, parts, firsts, role: false };
}
