/** The inputs of the follow-up and import endpoints (issue 14), one zod schema each. */
import { z } from 'zod';
import { FOLLOW_UP_DAYS, GUEST_COPIES_MAX, OUTCOME_MAX } from './follow-ups';
import { FORM_LIMITS, SUMMARY_MAX } from './limits';

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
