/**
 * Every limit of SPEC.md sections 5 and 9, defined once. The form counters, the
 * server validators and the message engine all read these.
 */

/** Generator form maximum lengths (SPEC.md section 5). */
export const FORM_LIMITS = {
  introducerName: 80,
  introducerContext: 600,
  targetName: 80,
  targetRelevance: 400,
  targetPurpose: 300,
  targetValueAdd: 400,
  retryInstructions: 400,
  message: 4000,
  guestName: 80,
  guestBio: 600,
} as const;

/** About Me profile limits (SPEC.md section 5). */
export const PROFILE_LIMITS = {
  name: 200,
  job_title: 200,
  company_name: 200,
  calendly_url: 300,
  bio: 1200,
  asks: 1200,
  value_add: 1200,
} as const;

export const PROFILE_FIELDS = [
  'name',
  'job_title',
  'company_name',
  'calendly_url',
  'bio',
  'asks',
  'value_add',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const AUTH_LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 80,
  emailMax: 254,
} as const;

/** Business constants of SPEC.md section 9. */
export const UI_CONSTANTS = {
  autocompleteMax: 8,
  introducersCacheMs: 30_000,
  copiedIndicatorMs: 1_500,
  notFoundRedirectMs: 800,
  counterWarnRatio: 0.8,
  remainingWarnBelow: 50,
} as const;

/** The history summary is one line of at most this many characters. */
export const SUMMARY_MAX = 140;

/** Request bodies above this are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

/** History pages: default and largest page size. */
export const HISTORY_PAGE = { default: 50, max: 100 } as const;

/** Introducer pages (GET /api/introducers?prefix= or ?limit=): default and largest page size. */
export const INTRODUCER_PAGE = { default: 8, max: 100 } as const;

/** The most introducers one account may keep (security review finding 12, apps/server/test/findings.test.ts). */
export const INTRODUCERS_MAX_PER_USER = 5_000;

/** The single-field Calendly card requires this host (SPEC.md: {host}). */
export const CALENDLY_HOST = 'calendly.com';

/**
 * Languages a configured model may write in (meta.language); English is the default and the only
 * language of the built-in writer. `name` is what the model is told, `label` what the form shows.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', label: 'English' },
  { code: 'fr', name: 'French', label: 'Français' },
  { code: 'de', name: 'German', label: 'Deutsch' },
  { code: 'es', name: 'Spanish', label: 'Español' },
  { code: 'it', name: 'Italian', label: 'Italiano' },
  { code: 'pt', name: 'Portuguese', label: 'Português' },
  { code: 'nl', name: 'Dutch', label: 'Nederlands' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * Don't over-ask (issue 14): a request to an introducer asked within `recentDays`, or asked
 * `yearlyCount` times or more in the last `yearDays`, gets a notice before it is copied.
 */
export const OVER_ASK = { recentDays: 30, yearlyCount: 3, yearDays: 365 } as const;

/** A deleted request can be restored (Undo) for this long; then it is gone for good (decision 020). */
export const RFI_UNDO_WINDOW_MS = 60 * 60 * 1000;
