/** chars.ts stands in for regexes in hot loops: each test must give exactly the regex's answer. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codePointAt,
  hasLetter,
  hasLetterOrDigit,
  hasUpper,
  isLetter,
  isLetterOrDigit,
  isLowerCase,
  isOneLetter,
  isSpace,
} from './chars';

// Every kind of text people paste: ASCII, accents, other scripts, emoji, lone surrogates, odd spaces.
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom('a', 'Z', '9', ' ', '\u00a0', '\u2003', '\ufeff', 'é', 'ß', 'İ', '😀', '\ud800') }),
);
const codePoint = fc.oneof(fc.integer({ min: 0, max: 0x2fff }), fc.integer({ min: 0, max: 0x10ffff }));
const RUNS = { numRuns: 5_000 };

describe('character tests agree with the regexes they replace', () => {
  it('per code point', () => {
    fc.assert(
      fc.property(codePoint, (cp) => {
        const ch = String.fromCodePoint(cp);
        expect(isLetter(cp)).toBe(/\p{L}/u.test(ch));
        expect(isLetterOrDigit(cp)).toBe(/[\p{L}\p{N}]/u.test(ch));
        expect(isLowerCase(cp)).toBe(/\p{Ll}/u.test(ch));
        if (cp <= 0xffff) expect(isSpace(cp)).toBe(/\s/.test(ch));
      }),
      RUNS,
    );
  });

  it('per text', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(hasLetterOrDigit(t)).toBe(/[\p{L}\p{N}]/u.test(t));
        expect(hasLetter(t)).toBe(/\p{L}/u.test(t));
        expect(hasUpper(t)).toBe(/\p{Lu}/u.test(t));
        expect(isOneLetter(t)).toBe(/^\p{L}$/u.test(t));
        if (t.length > 0) expect(codePointAt(t, 0)).toBe(t.codePointAt(0));
      }),
      RUNS,
    );
  });
});
