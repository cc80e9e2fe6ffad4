/**
 * Rules that keep names honest and passwords guessable only with effort (security review findings 15
 * and 16). Shared so the forms say exactly what the server enforces.
 */

/**
 * Invisible characters that change how a name displays without being seen: bidi embeddings,
 * overrides and isolates (U+202A-202E, U+2066-2069), the direction marks (U+200E, U+200F, U+061C),
 * zero-width spaces and joiners (U+200B-200D, U+2060-2064), the BOM (U+FEFF) and U+180E. "Alice‮nimdA"
 * would display as "AliceAdmin" reversed; a zero-width space makes two names look the same.
 * (Persian names written with a zero-width non-joiner lose it: they display joined, which reads.)
 */
const INVISIBLE = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** A name without invisible formatting characters, whitespace collapsed and trimmed. */
export function cleanName(value: string): string {
  return value.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** True when `value` holds a character that cleanName removes (other than whitespace). */
export function hasInvisibleCharacters(value: string): boolean {
  return new RegExp(INVISIBLE.source).test(value);
}

/**
 * The most common passwords of 8 or more characters in public breach lists (lower-cased). A
 * password on this list, in any case, is refused at sign-up, reset and change.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '123123123',
  '11111111',
  '111111111',
  '00000000',
  '000000000',
  '88888888',
  '87654321',
  '987654321',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  'password',
  'password1',
  'password12',
  'password123',
  'password!',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'letmein1',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'aa123456',
  'a1234567',
  'changeme',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'charlie1',
  'liverpool',
  'chocolate',
  'butterfly',
  'master123',
  'admin123',
  'administrator',
  'qazwsxedc',
  'zaq12wsx',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'monkey123',
  'dragon123',
  'shadow123',
  'secret123',
  'test1234',
  'testtest',
  'myspace1',
  'michael1',
  'jordan23',
  'blink182',
  'mustang1',
  'introask',
  'introask1',
  'introask123',
]);

export type PasswordProblem = 'blank' | 'common';

/** Why a new password is refused, or null. Length rules are separate (AUTH_LIMITS). */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.trim() === '') return 'blank';
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) return 'common';
  return null;
}

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  blank: 'Password must not be only spaces',
  common: 'This password is too common: choose one that is harder to guess',
};
