import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect (issue 12, finding 13)', () => {
  it('follows paths of this site, with their query and hash', () => {
    expect(safeRedirect('/history', '/')).toBe('/history');
    expect(safeRedirect('/history?order=asc#top', '/')).toBe('/history?order=asc#top');
    expect(safeRedirect(null, '/about')).toBe('/about');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/%09/evil.example'.replace('%09', '\t'),
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/\u007F/evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    ' /about',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value, '/')).toBe('/');
  });

  it('a redirectTo read from the query (%09 decoded to a tab) is refused', () => {
    const value = new URLSearchParams('redirectTo=/%09/evil.example').get('redirectTo');
    expect(safeRedirect(value, '/')).toBe('/');
  });
});
