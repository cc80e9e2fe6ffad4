import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';
import { displayName } from './session-user';

describe('displayName', () => {
  it('uses the full name, else the part of the email before @, else User', () => {
    expect(displayName({ name: ' Ada Lovelace ', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayName({ name: '', email: 'ada@example.com' })).toBe('ada');
    expect(displayName({ name: '', email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('safeRedirect', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/history', '/')).toBe('/history');
    expect(safeRedirect(null, '/about')).toBe('/about');
    expect(safeRedirect('https://evil.example', '/')).toBe('/');
    expect(safeRedirect('//evil.example', '/')).toBe('/');
  });
});
