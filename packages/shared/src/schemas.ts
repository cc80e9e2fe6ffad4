/**
 * One zod schema per input, shared by the web forms and the server validators.
 * Server-side every object is strict: an unknown field is a 400, not silently dropped.
 */
import { z } from 'zod';
import {
  AUTH_LIMITS,
  CALENDLY_HOST,
  FORM_LIMITS,
  HISTORY_PAGE,
  INTRODUCER_PAGE,
  LANGUAGE_CODES,
  PROFILE_FIELDS,
  PROFILE_LIMITS,
} from './limits';
import { cleanName, PASSWORD_PROBLEM_MESSAGES, passwordProblem } from './security';
import { messageStyleSchema } from './style';
import { isHttpUrl } from './text';

/** A trimmed string of at most `max` characters, with a message a person can read. */
export function boundedText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });
}

const optionalText = (label: string, max: number) => boundedText(label, max).optional();

/**
 * A person's name: like boundedText, and without the invisible characters that would let it
 * display as something else (bidi overrides, zero-width characters: security review finding 16).
 */
export function nameText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .overwrite(cleanName)
    .max(max, { error: `${label} must be at most ${max} characters` });
}

export const introducerBlockSchema = z.strictObject({
  name: nameText('Introducer name', FORM_LIMITS.introducerName).optional(),
  context: optionalText('Introducer context', FORM_LIMITS.introducerContext),
});

export const targetBlockSchema = z.strictObject({
  name: nameText('Target name', FORM_LIMITS.targetName).optional(),
  relevance: optionalText('Target relevance', FORM_LIMITS.targetRelevance),
  purpose: optionalText('Target purpose', FORM_LIMITS.targetPurpose),
  value_add: optionalText('Target value add', FORM_LIMITS.targetValueAdd),
});

export const metaSchema = z.strictObject({
  include_calendly: z.boolean({ error: 'include_calendly must be true or false' }),
  /** The message's language (a configured model writes it; the built-in writer writes English). */
  language: z.enum(LANGUAGE_CODES, { error: `language must be one of: ${LANGUAGE_CODES.join(', ')}` }).optional(),
});

export const guestProfileSchema = z.strictObject({
  name: nameText('Your name', FORM_LIMITS.guestName).min(1, { error: 'Your name is required' }),
  bio: boundedText('Your context', FORM_LIMITS.guestBio).default(''),
});

/** SPEC.md section 3: the generate request. */
export const generateRequestSchema = z.strictObject({
  introducer: introducerBlockSchema.optional(),
  target: targetBlockSchema.optional(),
  meta: metaSchema.default({ include_calendly: false }),
  /** Guests only; a signed-in user's stored profile is used instead. */
  profile: guestProfileSchema.optional(),
});

export const regenerateRequestSchema = generateRequestSchema.extend({
  previous_message: z
    .string({ error: 'previous_message must be text' })
    .max(FORM_LIMITS.message, { error: `previous_message must be at most ${FORM_LIMITS.message} characters` })
    .default(''),
  retry_instructions: optionalText('Retry instructions', FORM_LIMITS.retryInstructions),
  /** The `style` of the answer being retried, so the retry changes only what was asked. */
  style: messageStyleSchema.optional(),
});

export const saveRfiRequestSchema = generateRequestSchema.extend({
  /** Who wrote the message (the generate answer's writer.name); kept in the history. */
  writer: optionalText('writer', 120),
  /** The generator's draft this copy comes from: copying the same draft again updates its row (issue 14). */
  draft_id: z.uuid({ error: 'draft_id must be a UUID' }).optional(),
  message: z
    .string({ error: 'message must be text' })
    .max(FORM_LIMITS.message, { error: `The message must be at most ${FORM_LIMITS.message} characters` })
    .refine((m) => m.trim().length > 0, { error: 'The message is empty' }),
});

export const historyQuerySchema = z.strictObject({
  order: z.enum(['asc', 'desc'], { error: "order must be 'asc' or 'desc'" }).default('desc'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(HISTORY_PAGE.max, { error: `limit must be at most ${HISTORY_PAGE.max}` })
    .default(HISTORY_PAGE.default),
  cursor: z.string().max(200, { error: 'cursor is not valid' }).optional(),
  /** Search (issue 14): requests whose target or introducer name contains this, case-insensitive. */
  q: boundedText('Search', FORM_LIMITS.targetName).optional(),
});

/** The steps a saved request goes through (issue 14), in order; `closed` ends it at any point. */
export const RFI_STATUSES = ['copied', 'sent', 'agreed', 'introduced', 'met', 'closed'] as const;
export const RFI_CLOSE_REASONS = ['declined', 'no_reply', 'not_needed'] as const;

export const rfiStatusSchema = z.enum(RFI_STATUSES, {
  error: `status must be one of ${RFI_STATUSES.join(', ')}`,
});
export const rfiCloseReasonSchema = z.enum(RFI_CLOSE_REASONS, {
  error: `reason must be one of ${RFI_CLOSE_REASONS.join(', ')}`,
});

export const rfiStatusUpdateSchema = z
  .strictObject({
    status: rfiStatusSchema,
    reason: rfiCloseReasonSchema.optional(),
    /** When it happened (ISO-8601); the server uses now when absent. Not in the future: it records what was done. */
    at: z.iso
      .datetime({ offset: true, error: 'at must be an ISO-8601 date and time' })
      .refine((at) => Date.parse(at) <= Date.now() + 5 * 60_000, { error: 'at must not be in the future' })
      .optional(),
  })
  .superRefine((value, ctx) => {
    // A reason says why a request was closed, and only that.
    if (value.status === 'closed' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A closed request needs a reason' });
    }
    if (value.status !== 'closed' && value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'reason is only for a closed request' });
    }
  });

const PROFILE_LABELS: Record<(typeof PROFILE_FIELDS)[number], string> = {
  name: 'Name',
  job_title: 'Job title',
  company_name: 'Company name',
  calendly_url: 'Calendly URL',
  bio: 'Bio',
  asks: "What I'm looking for",
  value_add: 'Value I provide',
};

const calendlyUrl = boundedText('Calendly URL', PROFILE_LIMITS.calendly_url).refine((v) => v === '' || isHttpUrl(v), {
  error: 'Please enter a valid URL',
});

/** The single-field Calendly card is stricter: it must be a calendly.com link. */
export const calendlyFieldSchema = calendlyUrl.refine(
  // zod runs every refinement even after one fails: only judge the host of a URL that parses.
  (v) => v === '' || !isHttpUrl(v) || new URL(v).hostname.toLowerCase().endsWith(CALENDLY_HOST),
  { error: 'Must be a Calendly URL' },
);

export const profileFieldSchemas = {
  name: nameText(PROFILE_LABELS.name, PROFILE_LIMITS.name),
  job_title: boundedText(PROFILE_LABELS.job_title, PROFILE_LIMITS.job_title),
  company_name: boundedText(PROFILE_LABELS.company_name, PROFILE_LIMITS.company_name),
  calendly_url: calendlyUrl,
  bio: boundedText(PROFILE_LABELS.bio, PROFILE_LIMITS.bio),
  asks: boundedText(PROFILE_LABELS.asks, PROFILE_LIMITS.asks),
  value_add: boundedText(PROFILE_LABELS.value_add, PROFILE_LIMITS.value_add),
} as const;

/** PUT /api/profile: any subset of the seven fields. */
export const profileUpdateSchema = z.strictObject({
  name: profileFieldSchemas.name.optional(),
  job_title: profileFieldSchemas.job_title.optional(),
  company_name: profileFieldSchemas.company_name.optional(),
  calendly_url: profileFieldSchemas.calendly_url.optional(),
  bio: profileFieldSchemas.bio.optional(),
  asks: profileFieldSchemas.asks.optional(),
  value_add: profileFieldSchemas.value_add.optional(),
});

/** PUT /api/field: one profile field. */
export const fieldUpdateSchema = z
  .strictObject({
    field: z.enum(PROFILE_FIELDS, { error: `field must be one of: ${PROFILE_FIELDS.join(', ')}` }),
    content: z.string({ error: 'content must be text' }),
  })
  .transform((input, ctx) => {
    const parsed = profileFieldSchemas[input.field].safeParse(input.content);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: parsed.error.issues[0]?.message ?? 'Invalid value' });
      return z.NEVER;
    }
    return { field: input.field, content: parsed.data };
  });

/** An introducer's email (issue 13): optional, '' for none; used only to address "Open in email". */
export const introducerEmailSchema = z
  .string({ error: 'Email must be text' })
  .trim()
  .max(AUTH_LIMITS.emailMax, { error: `Email must be at most ${AUTH_LIMITS.emailMax} characters` })
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'Enter a valid email address' });

const introducerName = nameText('Introducer name', FORM_LIMITS.introducerName).min(1, {
  error: 'Introducer name is required',
});

export const introducerCreateSchema = z.strictObject({
  name: introducerName,
  context: boundedText('Introducer context', FORM_LIMITS.introducerContext).default(''),
  email: introducerEmailSchema.default(''),
});

/** PUT /api/introducers/:id: any of name, context and email (SPEC.md's `{context}` still works). */
export const introducerUpdateSchema = z
  .strictObject({
    name: introducerName.optional(),
    context: boundedText('Introducer context', FORM_LIMITS.introducerContext).optional(),
    email: introducerEmailSchema.optional(),
  })
  .refine((v) => v.name !== undefined || v.context !== undefined || v.email !== undefined, {
    error: 'Send at least one of name, context and email',
  });

/** POST /api/introducers/:id/merge: this introducer's requests move to `into`, and it is deleted. */
export const introducerMergeSchema = z.strictObject({
  into: z.uuid({ error: 'into must be the id of another introducer' }),
});

/** GET /api/introducers/asks: the requests already sent through an introducer (issue 14, don't over-ask). */
export const introducerAsksQuerySchema = z.strictObject({
  name: nameText('Introducer name', FORM_LIMITS.introducerName).min(1, { error: 'name is required' }),
  /** The draft being written: its own saved copy is not an earlier ask. */
  draft_id: z.uuid({ error: 'draft_id must be a UUID' }).optional(),
});

const passwordSchema = z
  .string()
  .min(AUTH_LIMITS.passwordMin, { error: `Password must be at least ${AUTH_LIMITS.passwordMin} characters` });

/** Client-side auth form rules (SPEC.md section 5); better-auth enforces its own on the server. */
export const signInSchema = z.object({
  email: z.email({ error: 'Enter a valid email address' }),
  password: passwordSchema,
});

export const signUpNameSchema = nameText('Name', AUTH_LIMITS.nameMax).min(AUTH_LIMITS.nameMin, {
  error: `Name must be at least ${AUTH_LIMITS.nameMin} characters`,
});

/**
 * A password being set (sign-up, reset, change): the length rules, and not blank or one of the
 * most common passwords (finding 15). Signing in checks length only, so older passwords still work.
 */
export const newPasswordSchema = passwordSchema
  .max(AUTH_LIMITS.passwordMax, { error: `Password must be at most ${AUTH_LIMITS.passwordMax} characters` })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: PASSWORD_PROBLEM_MESSAGES[problem] });
  });

export const signUpSchema = z
  .object({
    name: signUpNameSchema,
    email: z.email({ error: 'Enter a valid email address' }),
    password: newPasswordSchema,
    confirm: passwordSchema,
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: "Passwords don't match" });

export type IntroducerBlock = z.infer<typeof introducerBlockSchema>;
export type TargetBlock = z.infer<typeof targetBlockSchema>;
export type GuestProfile = z.infer<typeof guestProfileSchema>;
export type GenerateRequest = z.infer<typeof generateRequestSchema>;
export type GenerateRequestInput = z.input<typeof generateRequestSchema>;
export type RegenerateRequest = z.infer<typeof regenerateRequestSchema>;
export type SaveRfiRequest = z.infer<typeof saveRfiRequestSchema>;
export type HistoryQuery = z.infer<typeof historyQuerySchema>;
export type RfiStatus = z.infer<typeof rfiStatusSchema>;
export type RfiCloseReason = z.infer<typeof rfiCloseReasonSchema>;
export type RfiStatusUpdate = z.infer<typeof rfiStatusUpdateSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type FieldUpdate = z.infer<typeof fieldUpdateSchema>;
export type IntroducerCreate = z.infer<typeof introducerCreateSchema>;
export type IntroducerUpdate = z.infer<typeof introducerUpdateSchema>;
export type IntroducerCreateInput = z.input<typeof introducerCreateSchema>;
export type IntroducerMerge = z.infer<typeof introducerMergeSchema>;
export type IntroducerAsksQuery = z.infer<typeof introducerAsksQuerySchema>;

/** The reset-password page: the new password twice. */
export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirm: passwordSchema })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: "Passwords don't match" });

/** POST /api/account/delete: the account's email, typed to confirm. */
export const deleteAccountSchema = z.strictObject({
  email: z
    .string({ error: 'email must be text' })
    .trim()
    .min(1, { error: 'Type your email to confirm' })
    .max(AUTH_LIMITS.emailMax),
});

/** GET /api/introducers: the whole list without a query; by name prefix or by page with one. */
export const introducerListQuerySchema = z.strictObject({
  prefix: z.string().max(FORM_LIMITS.introducerName, { error: 'prefix is too long' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(INTRODUCER_PAGE.max, { error: `limit must be at most ${INTRODUCER_PAGE.max}` })
    .optional(),
  cursor: z.string().max(200, { error: 'cursor is not valid' }).optional(),
});

export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;
export type IntroducerListQuery = z.infer<typeof introducerListQuerySchema>;
