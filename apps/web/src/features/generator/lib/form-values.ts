import { DEFAULT_LANGUAGE, FORM_LIMITS, type LanguageCode } from '@introask/shared';

/** Everything the generator form holds, as typed (untrimmed). */
export interface GeneratorValues {
  guestName: string;
  guestContext: string;
  introducerName: string;
  introducerContext: string;
  targetName: string;
  targetRelevance: string;
  targetPurpose: string;
  targetValueAdd: string;
  includeCalendly: boolean;
  /** The message's language: offered only when a model writes (the built-in writer writes English). */
  language: LanguageCode;
}

export const EMPTY_VALUES: GeneratorValues = {
  guestName: '',
  guestContext: '',
  introducerName: '',
  introducerContext: '',
  targetName: '',
  targetRelevance: '',
  targetPurpose: '',
  targetValueAdd: '',
  includeCalendly: false,
  language: DEFAULT_LANGUAGE,
};

type TextKey = Exclude<keyof GeneratorValues, 'includeCalendly' | 'language'>;

/** The limit of each text field, read from the shared limits (never redefined here). */
export const FIELD_LIMITS: Record<TextKey, number> = {
  guestName: FORM_LIMITS.guestName,
  guestContext: FORM_LIMITS.guestBio,
  introducerName: FORM_LIMITS.introducerName,
  introducerContext: FORM_LIMITS.introducerContext,
  targetName: FORM_LIMITS.targetName,
  targetRelevance: FORM_LIMITS.targetRelevance,
  targetPurpose: FORM_LIMITS.targetPurpose,
  targetValueAdd: FORM_LIMITS.targetValueAdd,
};

/** Sample values for the Dev Prefill button. */
export const PREFILL_VALUES: GeneratorValues = {
  guestName: 'Alex Morgan',
  guestContext: 'Founder of a small analytics studio helping climate startups measure impact.',
  introducerName: 'Jordan Lee',
  introducerContext: 'Former colleague at Brightwave; we shipped the data platform together.',
  targetName: 'Priya Shah',
  targetRelevance: 'Leads partnerships at Verdant Capital and backs climate analytics teams.',
  targetPurpose: 'Learn how her portfolio companies report emissions data to investors.',
  targetValueAdd: 'I can share our open benchmark of carbon accounting tools.',
  includeCalendly: true,
  language: DEFAULT_LANGUAGE,
};

/**
 * SPEC.md section 5: no field of the main form is required, except the guest's name for guests;
 * every field must be within its limit.
 */
export function isFormValid(values: GeneratorValues, isGuest: boolean): boolean {
  if (isGuest && values.guestName.trim() === '') return false;
  return (Object.keys(FIELD_LIMITS) as TextKey[]).every((key) => values[key].trim().length <= FIELD_LIMITS[key]);
}
