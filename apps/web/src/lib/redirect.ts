/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** `/auth/sign-in?redirectTo=/about`: slashes stay readable in the query (they are legal there). */
export function signInPath(redirectTo: string, page: 'sign-in' | 'sign-up' = 'sign-in'): string {
  return `/auth/${page}?redirectTo=${encodeURIComponent(redirectTo).replace(/%2F/gi, '/')}`;
}
