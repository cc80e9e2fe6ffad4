/**
 * A hint, not a credential: whether this browser was signed in when it last loaded the app. Set on
 * <html> before React hydrates, so CSS can hide the guest-only card during the session check
 * instead of flashing it at a signed-in user. The session itself stays in the httpOnly cookie.
 */
const KEY = 'introask:signed-in-hint';

export function applySessionHint(): void {
  try {
    if (window.localStorage.getItem(KEY) === '1') document.documentElement.dataset.sessionHint = 'signed-in';
  } catch {
    // Storage can be unavailable (private mode, blocked): the guest card then shows while loading.
  }
}

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // As above: only the hint is lost.
  }
  if (!signedIn) delete document.documentElement.dataset.sessionHint;
}
