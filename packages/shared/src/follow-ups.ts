/**
 * Follow-ups (issue 14, item 4) and guests' copies (item 7): the inputs, limits and answers shared by
 * the server and the web app.
 */
import { z } from 'zod';
import type { RfiRecord } from './api-types';
import { FORM_LIMITS, SUMMARY_MAX } from './limits';

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

/** PUT /api/follow-ups/settings */
export const followUpSettingsSchema = z.strictObject({
  business_days: z
    .number({ error: 'business_days must be a number' })
    .int({ error: 'business_days must be a whole number' })
    .min(FOLLOW_UP_DAYS.min, { error: `business_days must be at least ${FOLLOW_UP_DAYS.min}` })
    .max(FOLLOW_UP_DAYS.max, { error: `business_days must be at most ${FOLLOW_UP_DAYS.max}` }),
});

/** GET /api/rfi/:id/follow-up */
export const followUpDraftQuerySchema = z.strictObject({
  outcome: z
    .string()
    .max(OUTCOME_MAX, { error: `outcome must be at most ${OUTCOME_MAX} characters` })
    .optional(),
});

const optionalName = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, { error: `${what} must be at most ${max} characters` })
    .nullable()
    .optional();

/** One copy a guest kept on the device: what they copied, nothing else of the form (item 8). */
export const guestCopySchema = z.strictObject({
  /** The device's id for the copy (its draft's id): the server imports an id once. */
  id: z.uuid({ error: 'id must be a UUID' }),
  message: z
    .string({ error: 'message must be text' })
    .max(FORM_LIMITS.message, { error: `message must be at most ${FORM_LIMITS.message} characters` })
    .refine((m) => m.trim().length > 0, { error: 'The message is empty' }),
  summary: optionalName('summary', SUMMARY_MAX),
  target_name: optionalName('target_name', FORM_LIMITS.targetName),
  introducer_name: optionalName('introducer_name', FORM_LIMITS.introducerName),
  copied_at: z.iso
    .datetime({ offset: true, error: 'copied_at must be an ISO-8601 date and time' })
    .refine((at) => Date.parse(at) <= Date.now() + 5 * 60_000, { error: 'copied_at must not be in the future' }),
});

/** POST /api/rfi/import */
export const rfiImportSchema = z.strictObject({
  items: z
    .array(guestCopySchema, { error: 'items must be a list' })
    .min(1, { error: 'items must not be empty' })
    .max(GUEST_COPIES_MAX, { error: `items must hold at most ${GUEST_COPIES_MAX} copies` }),
});

export type FollowUpSettings = z.infer<typeof followUpSettingsSchema>;
export type FollowUpDraftQuery = z.infer<typeof followUpDraftQuerySchema>;
export type GuestCopy = z.infer<typeof guestCopySchema>;
export type RfiImport = z.infer<typeof rfiImportSchema>;

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
