/**
 * A guest's copies, kept in this browser's local storage (issue 14, item 7) so that "Saved locally"
 * is true: at most GUEST_COPIES_MAX, newest first, each with only what the history keeps (the
 * message, its summary, the target's and introducer's names, the date; item 8). After sign-up or
 * sign-in they can be imported into the account's history once, and are then removed from here.
 */
import { type GenerateRequestInput, GUEST_COPIES_MAX, type GuestCopy, SUMMARY_MAX } from '@introask/shared';
import { useSyncExternalStore } from 'react';

const KEY = 'introask.guest-copies.v1';
const CHANGED = 'introask:guest-copies';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked: nothing is kept, nothing breaks
  }
}

let cache: { raw: string | null; copies: GuestCopy[] } = { raw: null, copies: [] };

/** The copies on this device, newest first (the same array until they change, for React). */
export function readGuestCopies(): GuestCopy[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cache.raw) return cache.copies;
  let copies: GuestCopy[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) copies = parsed.filter(isCopy).slice(0, GUEST_COPIES_MAX);
  } catch {
    copies = [];
  }
  cache = { raw, copies };
  return copies;
}

function isCopy(value: unknown): value is GuestCopy {
  const v = value as Partial<GuestCopy> | null;
  return !!v && typeof v.id === 'string' && typeof v.message === 'string' && typeof v.copied_at === 'string';
}

function write(copies: GuestCopy[]): void {
  const store = storage();
  if (!store) return;
  try {
    if (copies.length === 0) store.removeItem(KEY);
    else store.setItem(KEY, JSON.stringify(copies));
  } catch {
    return; // full or blocked: the copy is on the clipboard all the same
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** The history's one line: "Intro to Dana Whitfield via Marcus Chen: raise a seed round", whole words, ≤ 140. */
export function guestSummary(target: string | null, introducer: string | null, purpose: string | undefined): string {
  const head = `Intro to ${target || 'someone'}${introducer ? ` via ${introducer}` : ''}`;
  const tail = purpose
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
  const line = tail ? `${head}: ${tail}` : head;
  if (line.length <= SUMMARY_MAX) return line;
  return `${line.slice(0, SUMMARY_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

export interface GuestCopyInput {
  /** The draft the message is a version of: copying it again updates its entry, as in the history. */
  draftId?: string;
  message: string;
  request: GenerateRequestInput;
  introducerName: string;
}

/** Keeps a guest's copy; a copy of the same draft replaces the earlier one; the oldest beyond 50 goes. */
export function keepGuestCopy(input: GuestCopyInput, now = new Date()): void {
  const target = input.request.target?.name?.trim() || null;
  const introducer = input.introducerName.trim() || input.request.introducer?.name?.trim() || null;
  const copy: GuestCopy = {
    id: input.draftId ?? crypto.randomUUID(),
    message: input.message,
    summary: guestSummary(target, introducer, input.request.target?.purpose),
    target_name: target,
    introducer_name: introducer,
    copied_at: now.toISOString(),
  };
  write([copy, ...readGuestCopies().filter((c) => c.id !== copy.id)].slice(0, GUEST_COPIES_MAX));
}

/** Removes the given copies (after they were imported). */
export function removeGuestCopies(ids: readonly string[]): void {
  const gone = new Set(ids);
  write(readGuestCopies().filter((c) => !gone.has(c.id)));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const NONE: GuestCopy[] = [];

export function useGuestCopies(): GuestCopy[] {
  return useSyncExternalStore(subscribe, readGuestCopies, () => NONE);
}
