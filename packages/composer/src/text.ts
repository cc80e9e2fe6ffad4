/**
 * Normalising what people type (RUBRIC.md point 10): trim, collapse whitespace and runs of
 * punctuation, capitalise sentence starts and a lone "i", and split text into sentences.
 */
import { cleanText } from '@introask/shared';
import { codePointAt, isLetter, isLetterOrDigit, isOneLetter, isSpace, unitsOf } from './chars';

/** Abbreviations whose final period does not end a sentence ("Dr. Zhou", "Acme Inc. raised"). */
const ABBREVIATIONS = new Set([
  'dr',
  'prof',
  'mr',
  'mrs',
  'ms',
  'mx',
  'st',
  'jr',
  'sr',
  'inc',
  'ltd',
  'co',
  'corp',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'no',
  'approx',
  'dept',
  'univ',
  'rev',
  'hon',
  'capt',
  'gen',
  'col',
  'lt',
  'fr',
  'mt',
  'ave',
]);

/** Words after which a single capital letter is a name, not an initial ("Series A", "Plan B"). */
const LETTER_NAMES = new Set([
  'series',
  'plan',
  'class',
  'type',
  'round',
  'grade',
  'vitamin',
  'section',
  'part',
  'option',
  'step',
  'phase',
  'tier',
  'team',
  'block',
  'building',
  'level',
  'gate',
  'terminal',
  'model',
  'size',
]);

/** Trim, collapse whitespace, and collapse the over-punctuation people type ("Great!!!", "done ,"). */
const MESSY = /\s\s|[\t\n\r\f\v\u00a0\u2000-\u200b\u2028\u2029\u3000]|\s[,.;:!?]|[!?][!?]|\.\.|[,;:][,;:.]|,[.!?]/;

export function clean(value: string | null | undefined): string {
  const raw = value ?? '';
  // Most fields are already tidy: one test instead of seven replacements (allocation is what costs here).
  if (!MESSY.test(raw)) return raw.trim();
  return cleanText(raw)
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([!?])[!?]+/g, '$1')
    .replace(/\.{2,}/g, '.')
    .replace(/([,;:])[,;:.]+/g, '$1')
    .replace(/,([.!?])/g, '$1')
    .trim();
}

/** `value` without its leading run of characters that pass `drop` (one UTF-16 unit each). */
export function trimStartWhere(value: string, drop: (code: number) => boolean): string {
  let start = 0;
  while (start < value.length && drop(value.charCodeAt(start))) start++;
  return start === 0 ? value : value.slice(start);
}

/** `value` without its trailing run of characters that pass `drop` (one UTF-16 unit each). */
function trimEndWhere(value: string, drop: (code: number) => boolean): string {
  let end = value.length;
  while (end > 0 && drop(value.charCodeAt(end - 1))) end--;
  return end === value.length ? value : value.slice(0, end);
}

/** `[\s,;:\-–—]`: what may trail a clause. */
const isClauseTrail = (code: number) =>
  code === 44 || code === 59 || code === 58 || code === 45 || code === 0x2013 || code === 0x2014 || isSpace(code);
/** `[\s.,;:!?\-–—]`: the same, and the stops. */
const isTrail = (code: number) => code === 46 || code === 33 || code === 63 || isClauseTrail(code);

/** Drop trailing punctuation so a field can be embedded mid-sentence ("Nordfrakt." -> "Nordfrakt"). */
export function stripEnd(value: string): string {
  return trimEndWhere(value, isTrail);
}

export function capFirst(value: string): string {
  const code = value.charCodeAt(0);
  // ASCII: only a-z changes; anything else goes by code point (a letter outside the BMP, "ß" -> "SS").
  if (code >= 97 && code <= 122) return String.fromCharCode(code - 32) + value.slice(1);
  if (code < 128) return value;
  const first = value.codePointAt(0);
  if (first === undefined) return value;
  const ch = String.fromCodePoint(first);
  return ch.toUpperCase() + value.slice(ch.length);
}

export function lowerFirst(value: string): string {
  const code = value.charCodeAt(0);
  if (code >= 65 && code <= 90) return String.fromCharCode(code + 32) + value.slice(1);
  if (code < 128) return value;
  return value.charAt(0).toLowerCase() + value.slice(1);
}

const isAsciiLetterOrDigit = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);

/**
 * Whether `value` has an "i" with no ASCII letter or digit on either side. A lone "i" needs that;
 * most text has none, and this says so much faster than the Unicode regex, which has the final word.
 */
function mayHaveLoneI(value: string): boolean {
  for (let at = value.indexOf('i'); at >= 0; at = value.indexOf('i', at + 1)) {
    if (at > 0 && isAsciiLetterOrDigit(value.charCodeAt(at - 1))) continue;
    if (at + 1 < value.length && isAsciiLetterOrDigit(value.charCodeAt(at + 1))) continue;
    return true;
  }
  return false;
}

/** "i think i'm" -> "I think I'm": the first-person pronoun is always a capital. */
export function fixI(value: string): string {
  if (!mayHaveLoneI(value)) return value;
  return value.replace(/(^|[^\p{L}\p{N}'’])i(?=$|[^\p{L}\p{N}]|['’](?:m|d|ve|ll)\b)/gu, '$1I');
}

/** A field as a stand-alone sentence: capitalised, "i" fixed, ending in . ! or ?. */
export function asSentence(value: string): string {
  const body = capFirst(fixI(trimEndWhere(value.trim(), isClauseTrail)));
  if (body === '') return '';
  const last = body.charCodeAt(body.length - 1);
  return last === 46 || last === 33 || last === 63 ? body : `${body}.`;
}

/** A field embedded mid-sentence: "i", and no trailing punctuation. */
export function asClause(value: string): string {
  return stripEnd(fixI(value.trim()));
}

/** `/[\p{L}.]/u.test(text.charAt(i))`: a letter or a dot, one UTF-16 unit at a time. */
const isWordUnit = (code: number) => code === 46 || isLetter(code);

/** The word (letters and dots) ending just before `end`, lower-cased; '' after a digit or symbol. */
function wordBefore(text: string, end: number, floor: number): string {
  let i = end;
  while (i > floor && isWordUnit(text.charCodeAt(i - 1))) i--;
  if (i > floor && !isSpace(text.charCodeAt(i - 1))) return '';
  return text.slice(i, end).toLowerCase();
}

/** Split text into sentences, keeping abbreviations and initials ("M. Okoye") together. */
export function splitSentences(value: string): string[] {
  const text = clean(value);
  if (text === '') return [];
  const out: string[] = [];
  let start = 0;
  const re = /[.!?]+(?=\s+["'(“‘]?[\p{L}\p{N}])/gu;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const end = m.index + m[0].length;
    if (m[0] !== '.') {
      out.push(text.slice(start, end).trim());
      start = end;
      continue;
    }
    // Walk back over the word before the stop: linear, where an end-anchored regex is quadratic.
    const lastWord = wordBefore(text, m.index, start);
    const prevWord = lastWord.length === 1 ? wordBefore(text, m.index - 2, start) : '';
    // "M. Okoye" is an initial; "Series A. We" ends a sentence.
    const initial = isOneLetter(lastWord) && !LETTER_NAMES.has(prevWord);
    if (ABBREVIATIONS.has(lastWord) || initial) continue;
    out.push(text.slice(start, end).trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest !== '') out.push(rest);
  return out;
}

/** Lower-case first letter of words that only start a sentence, so they can follow a colon. */
const COMMON_STARTS = new Set([
  'we',
  "we're",
  'we’re',
  "we've",
  'we’ve',
  'our',
  'my',
  'the',
  'a',
  'an',
  'you',
  'your',
  'this',
  'that',
  'it',
  "it's",
  'there',
  'access',
  'happy',
  'glad',
]);

const isApostrophe = (cp: number) => cp === 39 || cp === 0x2019;

/** Where the run of code points at the start of `value` that pass `keep` ends. */
function leadingRun(value: string, keep: (cp: number) => boolean): number {
  let end = 0;
  while (end < value.length) {
    const cp = codePointAt(value, end);
    if (!keep(cp)) break;
    end += unitsOf(cp);
  }
  return end;
}

/** `[\p{L}'’]` */
const isNameChar = (cp: number) => isLetter(cp) || isApostrophe(cp);
/** `[\p{L}\p{N}'’-]` */
const isWordChar = (cp: number) => isLetterOrDigit(cp) || isApostrophe(cp) || cp === 45;

export function lowerCommonStart(value: string): string {
  const word = value.slice(0, leadingRun(value, isNameChar)).toLowerCase();
  return COMMON_STARTS.has(word) ? lowerFirst(value) : value;
}

/** First word, lower-cased, without punctuation. */
export function firstWord(value: string): string {
  const word = value.slice(0, leadingRun(value, isWordChar)).toLowerCase();
  return word.includes('’') ? word.replace(/’/g, "'") : word;
}

/**
 * Words of a text, for word counts (RUBRIC.md point 13): runs of non-space with a letter or a digit
 * in them, as `value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length` counts them, in one
 * pass. Joining texts with spaces adds their counts.
 */
export function wordCount(value: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let words = 0;
  let counted = false; // the current run already has its letter or digit
  for (let i = 0; i < value.length; ) {
    const cp = codePointAt(value, i);
    if (isSpace(cp)) counted = false;
    else if (!counted && isLetterOrDigit(cp)) {
      if (++words > stopAbove) return words;
      counted = true;
    }
    i += unitsOf(cp);
  }
  return words;
}

/**
 * `text.toLowerCase().split(/\s+/).slice(0, count)`, reading no further than those words: the text
 * is cut at the first run of spaces after them that opens with an ASCII space, which lower-casing
 * reads no context across (it does across U+FEFF: "Σ" before one is not a final sigma).
 */
export function leadingWords(text: string, count: number): string[] {
  let runs = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isSpace(code) || (i > 0 && isSpace(text.charCodeAt(i - 1)))) continue;
    if (++runs >= count && code < 128) return splitOnSpaces(text.slice(0, i).toLowerCase()).slice(0, count);
  }
  return splitOnSpaces(text.toLowerCase()).slice(0, count);
}

/** `text.split(separator)`, by indexOf and slice: for the short texts here, quicker than the builtin's runtime call. */
export function splitOn(text: string, separator: string): string[] {
  if (separator === '') return text.split(separator);
  const pieces: string[] = [];
  let start = 0;
  for (let at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, start)) {
    pieces.push(text.slice(start, at));
    start = at + separator.length;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** `text.split(/\s+/)`, without the regex: the pieces between runs of spaces ('' before a leading run, after a trailing one). */
export function splitOnSpaces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isSpace(text.charCodeAt(i))) continue;
    pieces.push(text.slice(start, i));
    while (i + 1 < text.length && isSpace(text.charCodeAt(i + 1))) i++;
    start = i + 1;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** `wordCount(texts.join(' ')) <= max`, without the join, and counting no further than max. */
export function wordsAtMost(texts: readonly string[], max: number): boolean {
  let left = max;
  for (const text of texts) {
    left -= wordCount(text, left);
    if (left < 0) return false;
  }
  return true;
}
