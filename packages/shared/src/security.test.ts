import { describe, expect, it } from 'vitest';
import { introducerCreateSchema, newPasswordSchema, profileFieldSchemas, signUpNameSchema } from './schemas';
import { cleanName, hasInvisibleCharacters, passwordProblem } from './security';

describe('names lose invisible formatting characters (security review finding 16, apps/server/test/findings.test.ts)', () => {
  it.each([
    ['Alice\u202Enimda', 'Alicenimda'],
    ['Bob\u200B\u200C\u200D\u2060\uFEFF', 'Bob'],
    ['\u2066Eve\u2069 \u200E Smith\u200F', 'Eve Smith'],
    ['  Ada   Lovelace ', 'Ada Lovelace'],
    ['Zoë Ñúñez', 'Zoë Ñúñez'],
  ])('%j becomes %j', (raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });

  it('every name schema applies it', () => {
    expect(signUpNameSchema.parse('Mal\u202Elory')).toBe('Mallory');
    expect(profileFieldSchemas.name.parse('Mal\u200Blory')).toBe('Mallory');
    expect(introducerCreateSchema.parse({ name: '\u202EMarcus' }).name).toBe('Marcus');
    expect(hasInvisibleCharacters('plain')).toBe(false);
    expect(signUpNameSchema.safeParse('\u200B\u200BA').success).toBe(false);
  });
});

describe('new passwords (security review finding 15, apps/server/test/findings.test.ts)', () => {
  it.each(['        ', '\t\t\t\t\t\t\t\t', 'password', 'Password123', '12345678', 'QWERTYUIOP'])(
    '%j is refused',
    (pw) => {
      expect(passwordProblem(pw)).not.toBeNull();
      expect(newPasswordSchema.safeParse(pw).success).toBe(false);
    },
  );

  it.each(['correct horse battery', 'tulip-4-rain', '  spaced out passphrase  '])('%j is accepted', (pw) => {
    expect(passwordProblem(pw)).toBeNull();
    expect(newPasswordSchema.safeParse(pw).success).toBe(true);
  });
});
