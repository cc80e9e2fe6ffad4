/**
 * People's names as the message uses them: capitalised when typed all lower (or all upper) case,
 * kept as typed otherwise ("McKenzie", "van der Berg"), honorifics skipped for the first name
 * (RUBRIC.md points 1 and 10).
 */
import {
  codePointAt,
  hasLetter,
  hasLetterOrDigit,
  hasUpper,
  isLowerCase,
  isOneLetter,
  isSpace,
  unitsOf,
} from './chars';
import { clean, splitOn, stripEnd, trimStartWhere } from './text';

export interface PersonName {
  /** Normalised full name, honorific included: "Prof. Helen Zhou". */
  full: string;
  /** How to greet or refer to them: "Helen"; the full name when the first name is only an initial. */
  first: string;
  /** How to refer to them in the third person: the title kept when one was typed ("Dr. Adeyemi"). */
  short: string;
}

const HONORIFICS = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'professor',
  'sir',
  'dame',
  'lady',
  'lord',
  'rev',
  'reverend',
  'fr',
  'father',
  'sister',
  'hon',
  'judge',
  'capt',
  'captain',
  'col',
  'gen',
  'lt',
  'maj',
  'sgt',
  'rabbi',
  'imam',
  'pastor',
  'sheikh',
  'herr',
  'frau',
  'mme',
  'mlle',
  'señor',
  'señora',
  'sra',
  'srta',
  'dra',
]);

/** Lower-case particles stay lower-case inside a name: "ludwig van beethoven" -> "Ludwig van Beethoven". */
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'da',
  'di',
  'del',
  'della',
  'du',
  'la',
  'le',
  'bin',
  'al',
  'dos',
  'das',
  'y',
  'ter',
  'ten',
]);

/** Capitalise the start and after hyphens and apostrophes: "o'brien" -> "O'Brien", "mary-jane" -> "Mary-Jane". */
function capSegment(segment: string): string {
  // As segment.replace(/(^|[-'’])(\p{Ll})/gu, ...) would, without a regex and a callback per letter.
  let out = '';
  let done = 0; // segment[0, done) is in out
  for (let i = 0; i < segment.length; ) {
    const cp = codePointAt(segment, i);
    const units = unitsOf(cp);
    const before = i === 0 ? 45 : segment.charCodeAt(i - 1);
    if ((before === 45 || before === 39 || before === 0x2019) && isLowerCase(cp)) {
      out += segment.slice(done, i) + segment.slice(i, i + units).toUpperCase();
      done = i + units;
    }
    i += units;
  }
  return done === 0 ? segment : out + segment.slice(done);
}

/** "Dr." -> "dr": a token lower-cased, without one final period, for the word lists. */
const bare = (token: string) => {
  const lower = token.toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
};

/**
 * A test for `bare(token)` being in `list` that turns most tokens away before lower-casing them.
 * Lower-casing never shortens a token and lower-cases an ASCII first letter on its own, so a token
 * longer than the longest entry with the same first letter, plus a period, is not in the list
 * ("Marcus": no title that starts with "m" has more than four letters).
 */
function inList(list: ReadonlySet<string>): (token: string) => boolean {
  const longest = new Map<number, number>(); // first letter -> length of the longest entry
  for (const w of list) longest.set(w.charCodeAt(0), Math.max(longest.get(w.charCodeAt(0)) ?? 0, w.length));
  const longestOfAll = Math.max(...longest.values());
  return (token) => {
    const first = token.charCodeAt(0);
    // `first | 32` lower-cases an ASCII letter; no other ASCII character becomes one.
    const limit = first < 128 ? (longest.get(first | 32) ?? -1) : longestOfAll;
    return token.length <= limit + 1 && list.has(bare(token));
  };
}

const isHonorific = inList(HONORIFICS);
const isParticle = inList(PARTICLES);

/** One letter, perhaps with a period: "M", "M.". */
function isInitial(token: string): boolean {
  return isOneLetter(token.endsWith('.') ? token.slice(0, -1) : token);
}

/** `[.,;:!?]` */
const isStray = (code: number) =>
  code === 46 || code === 44 || code === 59 || code === 58 || code === 33 || code === 63;

/** A token without the stray punctuation at either end: "Dana," -> "Dana". */
function withoutStray(token: string): string {
  let end = token.length;
  while (end > 0 && isStray(token.charCodeAt(end - 1))) end--;
  let start = 0;
  while (start < end && isStray(token.charCodeAt(start))) start++;
  return start === 0 && end === token.length ? token : token.slice(start, end);
}

/** Whether a name was typed in one case: all lower case, or all capitals (more than three letters). */
function typedInOneCase(text: string): boolean {
  // ASCII: the letters are A-Z and a-z.
  let lower = 0;
  let upper = 0;
  let ascii = true;
  for (let i = 0; i < text.length && ascii; i++) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) lower++;
    else if (code >= 65 && code <= 90) upper++;
    else if (code >= 128) ascii = false;
  }
  if (ascii) return upper === 0 || (lower === 0 && upper > 3);
  const letters = text.replace(/[^\p{L}]/gu, '');
  const allLower = letters === letters.toLowerCase();
  const allUpper = letters === letters.toUpperCase() && letters.length > 3;
  return allLower || allUpper;
}

/** `[\s,.;:!?-]`: what may come before a name. */
const isLeadJunk = (code: number) => code === 45 || isStray(code) || isSpace(code);

export function parseName(raw: string | null | undefined): PersonName | undefined {
  const text = stripEnd(trimStartWhere(clean(raw), isLeadJunk));
  if (text === '' || !hasLetter(text)) return undefined;
  const oneCase = typedInOneCase(text);
  // Stray punctuation is not part of a name: "Dana , Dana" and "Dana... Dana" are two words.
  const words: string[] = [];
  for (const t of splitOn(text, ' ')) {
    const word = isInitial(t) || isHonorific(t) ? t : withoutStray(t);
    if (hasLetterOrDigit(word)) words.push(word);
  }
  // A title alone ("Prof.") names nobody.
  if (words.length === 0 || words.every(isHonorific)) return undefined;
  const tokens = words.map((token, i) => {
    const particle = i > 0 && isParticle(token);
    if (oneCase) {
      const lowered = token.toLowerCase();
      return particle ? lowered : capSegment(lowered);
    }
    // Mixed case was typed on purpose: only fix a token that starts lower-case and is not a particle.
    if (particle) return token;
    // "deVries" has a capital of its own: typed that way on purpose.
    return hasUpper(token) ? token : capSegment(token);
  });
  const full = tokens.join(' ');
  const honorificCount = Math.max(
    0,
    tokens.findIndex((t) => !isHonorific(t)),
  );
  const afterHonorific = tokens.slice(honorificCount);
  const firstToken = afterHonorific[0] ?? full;
  let first: string;
  if (honorificCount > 0 && afterHonorific.length === 1)
    first = full; // "Dr. Okoye": keep the title
  else if (isInitial(firstToken))
    first = afterHonorific.join(' '); // "M. Okoye": an initial is no first name
  else first = firstToken;
  const last = afterHonorific[afterHonorific.length - 1];
  const short =
    honorificCount > 0 && afterHonorific.length >= 2 && last
      ? `${tokens.slice(0, honorificCount).join(' ')} ${last}`
      : first;
  return { full, first, short };
}
