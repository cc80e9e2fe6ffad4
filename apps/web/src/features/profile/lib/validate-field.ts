import { type calendlyFieldSchema, type ProfileField, profileFieldSchemas } from '@introask/shared';

/** A shared field rule: one of the profile field schemas, or the stricter single-field Calendly rule. */
export type FieldRule = (typeof profileFieldSchemas)[ProfileField] | typeof calendlyFieldSchema;

/** The first message of the shared field rule, or null when the value is acceptable. */
export function fieldError(
  field: ProfileField,
  value: string,
  rule: FieldRule = profileFieldSchemas[field],
): string | null {
  try {
    const result = rule.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
  } catch {
    // calendlyFieldSchema's host check runs `new URL()` even after the URL check failed, and throws
    // on text that is not a URL; the base rule then gives the right message.
    const base = profileFieldSchemas[field].safeParse(value);
    return base.success ? 'Invalid value' : (base.error.issues[0]?.message ?? 'Invalid value');
  }
}

/** Account Details: the fields whose trimmed value differs from the saved one, in form order. */
export function changedFields<K extends string>(
  draft: Record<K, string>,
  saved: Record<K, string>,
  order: readonly K[],
): K[] {
  return order.filter((key) => draft[key].trim() !== (saved[key] ?? '').trim());
}
