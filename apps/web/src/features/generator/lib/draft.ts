/**
 * The draft (issue 13): the form as typed and every version of the message: each text the writer
 * wrote and the user's own edits. Nothing here is ever thrown away by a write: a retry or a new
 * Generate adds a version, and when it replaced an edit, `undo` points back to it.
 */
import type { GenerateRequestInput, GenerateResponse, Introducer, MessageStyle, WriterInfo } from '@introask/shared';
import { EMPTY_VALUES, type GeneratorValues } from './form-values';

export interface Version {
  text: string;
  /** What made it: Generate, Retry, or the user typing in the message. */
  by: 'generate' | 'retry' | 'edit';
  /** The generate request it was written for: what a retry and Copy & Save send. */
  request: GenerateRequestInput;
  notes: string[];
  writer?: WriterInfo;
  /** The built-in writer's choices, sent back with a retry so it changes only what was asked. */
  style?: MessageStyle;
  subject?: string;
  versions?: GenerateResponse['versions'];
  /**
   * Which request this is a version of (issue 14): the history keeps one row per draft, and every
   * copy of its versions updates that row. A Generate from a changed form starts a new one.
   */
  draftId?: string;
}

export interface Draft {
  values: GeneratorValues;
  selected: Introducer | null;
  retryInstructions: string;
  /** The introducer's email, for "Open in email" only: never sent to IntroAsk. */
  introducerEmail: string;
  versions: Version[];
  /** Index of the version shown (and copied, and retried); -1 before the first message. */
  current: number;
  /** After a write replaced the user's edit: the index of that edit, for Undo. */
  undo: number | null;
}

export const EMPTY_DRAFT: Draft = {
  values: EMPTY_VALUES,
  selected: null,
  retryInstructions: '',
  introducerEmail: '',
  versions: [],
  current: -1,
  undo: null,
};

/** Enough to step back through a long session without filling session storage (4,000 characters each). */
export const MAX_VERSIONS = 20;

export function currentVersion(draft: Draft): Version | null {
  return draft.versions[draft.current] ?? null;
}

/** Keeps the last MAX_VERSIONS, moving the indices that point into the list with them. */
function capped(draft: Draft): Draft {
  const over = draft.versions.length - MAX_VERSIONS;
  if (over <= 0) return draft;
  const undo = draft.undo === null || draft.undo < over ? null : draft.undo - over;
  return { ...draft, versions: draft.versions.slice(over), current: draft.current - over, undo };
}

/** A text the writer wrote becomes the newest version; an edit it replaces stays, with Undo. */
export function addWritten(draft: Draft, version: Version): Draft {
  const shown = currentVersion(draft);
  const sameDraft = shown?.draftId && (version.by !== 'generate' || !isStale(shown, version.request, false));
  const draftId = sameDraft ? shown.draftId : newDraftId();
  return capped({
    ...draft,
    versions: [...draft.versions, { ...version, draftId }],
    current: draft.versions.length,
    undo: shown?.by === 'edit' && shown.text !== version.text ? draft.current : null,
  });
}

/**
 * The user types in the message: the newest version, when it is their edit, takes the text; any
 * other version (the writer's, or an older edit) is kept as it was and the edit becomes a new one.
 */
export function editText(draft: Draft, text: string): Draft {
  const shown = currentVersion(draft);
  if (!shown) return draft;
  const last = draft.current === draft.versions.length - 1;
  if (shown.by === 'edit' && last) {
    const versions = draft.versions.slice();
    versions[draft.current] = { ...shown, text };
    return { ...draft, versions, undo: null };
  }
  return capped({
    ...draft,
    versions: [...draft.versions, { ...shown, text, by: 'edit', notes: [] }],
    current: draft.versions.length,
    undo: null,
  });
}

/** ‹ and ›: show another version; it is then the one copied and retried. */
export function showVersion(draft: Draft, index: number): Draft {
  if (index < 0 || index >= draft.versions.length) return draft;
  return { ...draft, current: index, undo: null };
}

export function undoWrite(draft: Draft): Draft {
  return draft.undo === null ? draft : { ...draft, current: draft.undo, undo: null };
}

function newDraftId(): string | undefined {
  // crypto.randomUUID needs a secure context (https or localhost); elsewhere each copy is a row, as before.
  return globalThis.crypto?.randomUUID?.();
}

/** The parts of a request that come from the form (a signed-in user's profile is the server's). */
function formKey(request: GenerateRequestInput, withProfile: boolean): string {
  const { profile, ...rest } = request;
  return JSON.stringify(withProfile ? { ...rest, profile } : rest);
}

/** The form no longer says what the shown message was written from. */
export function isStale(version: Version | null, request: GenerateRequestInput, isGuest: boolean): boolean {
  return version !== null && formKey(version.request, isGuest) !== formKey(request, isGuest);
}

// ---- Session storage: the draft survives a reload and a sign-in or sign-up in this tab. ----

const KEY = 'introask:draft';

interface Stored extends Draft {
  /** Whose draft: a signed-in user's email, or null for a guest's (which a new account may take over). */
  owner: string | null;
}

export function saveDraft(draft: Draft, owner: string | null): void {
  try {
    if (draft.versions.length === 0 && JSON.stringify(draft.values) === JSON.stringify(EMPTY_VALUES)) {
      window.sessionStorage.removeItem(KEY);
      return;
    }
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...draft, owner } satisfies Stored));
  } catch {
    // Storage full or blocked: the draft lives on in memory, as it did before issue 13.
  }
}

/**
 * The draft kept in this tab, unless it belongs to someone else: a signed-in user's draft is not
 * shown to a guest or another user after a sign-out; a guest's draft follows them into an account.
 */
export function loadDraft(owner: string | null): Draft | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.owner && stored.owner !== owner) {
      window.sessionStorage.removeItem(KEY);
      return null;
    }
    if (!stored.values || !Array.isArray(stored.versions)) return null;
    const versions = stored.versions.filter((v) => typeof v?.text === 'string' && typeof v.request === 'object');
    const current = Math.min(Math.max(stored.current ?? -1, -1), versions.length - 1);
    return {
      ...EMPTY_DRAFT,
      values: { ...EMPTY_VALUES, ...stored.values },
      selected: stored.selected ?? null,
      retryInstructions: stored.retryInstructions ?? '',
      introducerEmail: stored.introducerEmail ?? '',
      versions,
      current: versions.length > 0 && current < 0 ? versions.length - 1 : current,
    };
  } catch {
    return null;
  }
}
