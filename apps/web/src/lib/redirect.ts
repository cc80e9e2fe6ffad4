/**
 * Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere.
 * Control characters are refused outright: browsers drop a tab or newline from a URL, so
 * "/\t/evil.example" became "//evil.example" (another site) by the time it was followed (issue 12,
 * finding 13). What is left must resolve, with `new URL`, to this origin.
 */
const BASE = 'https://introask.invalid';

export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters refused are the point
  if (/[\u0000-\u001F\u007F-\u009F\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/auth/sign-in?redirectTo=/about`: slashes stay readable in the query (they are legal there). */
export function signInPath(redirectTo: string, page: 'sign-in' | 'sign-up' = 'sign-in'): string {
  return `/auth/${page}?redirectTo=${encodeURIComponent(redirectTo).replace(/%2F/gi, '/')}`;
}
