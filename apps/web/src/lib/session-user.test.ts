import { describe, expect, it } from 'vitest';
import { displayName } from './session-user';

describe('displayName', () => {
  it('uses the full name, else the part of the email before @, else User', () => {
    expect(displayName({ name: ' Ada Lovelace ', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayName({ name: '', email: 'ada@example.com' })).toBe('ada');
    expect(displayName({ name: '', email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});
