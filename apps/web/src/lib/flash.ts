/**
 * A toast that survives a full page load: set before `location.assign`, shown once by the layout on
 * the next page. Deleting an account reloads the app (every cached query, the session, the guarded
 * page it was on: all of it must go at once; a client-side navigation raced the session refresh and
 * the guarded page sent the user to sign-in).
 */
import { toast } from './toast';

const KEY = 'introask.flash';

export function setFlash(title: string, description?: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ title, description }));
  } catch {
    // Storage refused (private mode): the page still loads, without the toast.
  }
}

export function showFlash(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  const { title, description } = JSON.parse(raw) as { title: string; description?: string };
  toast.success(title, description ? { description } : undefined);
}
