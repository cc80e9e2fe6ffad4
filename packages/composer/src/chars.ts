/**
 * Character tests for the engine's hot loops. Each gives exactly the answer of the regex named
 * beside it: ASCII by hand (nearly everything people type), anything else by that regex, so
 * Unicode letters, digits and spaces behave as they always did.
 */

const SPACE = /\s/;
const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;

const isAsciiLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
const isAsciiDigit = (code: number) => code >= 48 && code <= 57;

/** `\s`, for one code unit or code point (every space is a single unit; nothing above U+FFFF is one). */
export function isSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return code <= 0xffff && SPACE.test(String.fromCharCode(code));
}

/** `\p{L}`, for one code point. */
export function isLetter(cp: number): boolean {
  if (cp < 128) return isAsciiLetter(cp);
  return LETTER.test(String.fromCodePoint(cp));
}

/** `[\p{L}\p{N}]`, for one code point. */
export function isLetterOrDigit(cp: number): boolean {
  if (cp < 128) return isAsciiLetter(cp) || isAsciiDigit(cp);
  return LETTER_OR_DIGIT.test(String.fromCodePoint(cp));
}

/** `\p{Ll}`, for one code point. */
export function isLowerCase(cp: number): boolean {
  if (cp < 128) return cp >= 97 && cp <= 122;
  return LOWER.test(String.fromCodePoint(cp));
}

/** The code point at `i` (< text.length); a surrogate pair is one code point of two units, as with the `u` flag. */
export function codePointAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code < 0xd800 || code > 0xdbff || i + 1 >= text.length) return code;
  const next = text.charCodeAt(i + 1);
  return next >= 0xdc00 && next <= 0xdfff ? (code - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000 : code;
}

/** How many UTF-16 units the code point `cp` takes. */
export function unitsOf(cp: number): number {
  return cp > 0xffff ? 2 : 1;
}

/** `/^\p{L}$/u.test(text)`: the text is one letter. */
export function isOneLetter(text: string): boolean {
  if (text === '') return false;
  const cp = codePointAt(text, 0);
  return text.length === unitsOf(cp) && isLetter(cp);
}

/** `/[\p{L}\p{N}]/u.test(text)`: the text has a letter or a digit somewhere. */
export function hasLetterOrDigit(text: string): boolean {
  for (let i = 0; i < text.length; ) {
    const cp = codePointAt(text, i);
    if (isLetterOrDigit(cp)) return true;
    i += unitsOf(cp);
  }
  return false;
}

/** `/\p{Lu}/u.test(text)`: the text has an upper-case letter somewhere. */
export function hasUpper(text: string): boolean {
  for (let i = 0; i < text.length; ) {
    const cp = codePointAt(text, i);
    if (cp < 128 ? cp >= 65 && cp <= 90 : UPPER.test(String.fromCodePoint(cp))) return true;
    i += unitsOf(cp);
  }
  return false;
}

/** `/\p{L}/u.test(text)`: the text has a letter somewhere. */
export function hasLetter(text: string): boolean {
  for (let i = 0; i < text.length; ) {
    const cp = codePointAt(text, i);
    if (isLetter(cp)) return true;
    i += unitsOf(cp);
  }
  return false;
}
