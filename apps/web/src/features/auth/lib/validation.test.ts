import { describe, expect, it } from 'vitest';
import { canSubmitSignIn, canSubmitSignUp, passwordsMatch, signInErrors, signUpErrors } from './validation';

describe('sign-in rules', () => {
  it('enables Continue only with an email and a password of 8 or more characters', () => {
    expect(canSubmitSignIn({ email: '', password: '12345678' })).toBe(false);
    expect(canSubmitSignIn({ email: '   ', password: '12345678' })).toBe(false);
    expect(canSubmitSignIn({ email: 'a@b.co', password: '1234567' })).toBe(false);
    expect(canSubmitSignIn({ email: 'a@b.co', password: '12345678' })).toBe(true);
  });

  it('requires a valid email format on submit', () => {
    expect(signInErrors({ email: 'not-an-email', password: '12345678' }).email).toBe('Enter a valid email address');
    expect(signInErrors({ email: ' a@b.co ', password: '12345678' })).toEqual({});
  });
});

describe('sign-up rules', () => {
  const valid = { name: 'Al', email: 'a@b.co', password: 'tulip-4-rain', confirm: 'tulip-4-rain' };

  it('needs a name of 2 to 80 characters after trimming', () => {
    expect(canSubmitSignUp({ ...valid, name: ' A ' })).toBe(false);
    expect(canSubmitSignUp(valid)).toBe(true);
    expect(canSubmitSignUp({ ...valid, name: 'x'.repeat(80) })).toBe(true);
    expect(canSubmitSignUp({ ...valid, name: 'x'.repeat(81) })).toBe(false);
  });

  it('needs an email and both passwords of 8 or more characters', () => {
    expect(canSubmitSignUp({ ...valid, email: '' })).toBe(false);
    expect(canSubmitSignUp({ ...valid, password: '1234567' })).toBe(false);
    expect(canSubmitSignUp({ ...valid, confirm: '1234567' })).toBe(false);
  });

  it('leaves the mismatch to the submit check', () => {
    const mismatch = { ...valid, confirm: 'tulip-4-snow' };
    expect(canSubmitSignUp(mismatch)).toBe(true);
    expect(passwordsMatch(mismatch)).toBe(false);
    expect(signUpErrors(mismatch).confirm).toBe("Passwords don't match");
  });
});
