/**
 * Follow-ups (issue 14, item 4) and guests' copies (item 7): the limits and answers shared by the
 * server and the web app. The input schemas are in follow-up-schemas.ts, apart, so that the first
 * load, which reads these limits, does not bring zod with it (the 110 KB budget of `/`).
 */
import type { RfiRecord } from './api-types';

/** A request Sent to introducer this many business days without a change is due a follow-up. */
export const FOLLOW_UP_DAYS = { min: 1, max: 30, default: 5 } as const;
/** The due list shows the longest-waiting requests first, at most this many (the total is counted). */
export const DUE_FOLLOW_UPS_MAX = 20;
/** The due requests are counted up to this many: a count of it means "this many or more". */
export const DUE_FOLLOW_UPS_COUNTED = 100;
/** A guest's copies kept on the device, newest first; the oldest goes when a new one comes. */
export const GUEST_COPIES_MAX = 50;
/** How the meeting went, in the user's words, for the close-the-loop note. */
export const OUTCOME_MAX = 300;

export const FOLLOW_UP_KINDS = ['nudge', 'thanks', 'close_loop'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

/** A draft written by the built-in writer for the step a request is at. */
export interface FollowUpDraft {
  kind: FollowUpKind;
  subject: string;
  content: string;
  /** Advice for the user, not part of the message ("move Marcus to bcc"). */
  tip: string | null;
}

/** GET /api/follow-ups */
export interface DueFollowUps {
  business_days: number;
  /**
   * How many requests are due, counted up to DUE_FOLLOW_UPS_COUNTED (which then means that many or
   * more); `items` holds the longest-waiting of them.
   */
  total: number;
  items: { rfi: RfiRecord; draft: FollowUpDraft }[];
}

/** GET /api/rfi/:id/follow-up: the draft for the step the request is at, or null (nothing to send). */
export interface FollowUpDraftAnswer {
  draft: FollowUpDraft | null;
}

/** POST /api/rfi/import */
export interface RfiImportResult {
  /** Copies added to the history now. */
  imported: number;
  /** Copies already imported before (by id): never twice. */
  skipped: number;
}
