/** A new password typed twice, checked by the shared schema (the reset page and the account page). */
import { AUTH_LIMITS, resetPasswordSchema } from '@introask/shared';

export interface NewPassword {
  password: string;
  confirm: string;
}
export type NewPasswordErrors = Partial<Record<keyof NewPassword, string>>;

/** Both fields long enough to be worth checking. */
export const newPasswordReady = (v: NewPassword) =>
  v.password.length >= AUTH_LIMITS.passwordMin && v.confirm.length >= AUTH_LIMITS.passwordMin;

/** The first message for each field, or undefined when the pair is acceptable. */
export function newPasswordErrors(v: NewPassword): NewPasswordErrors | undefined {
  const parsed = resetPasswordSchema.safeParse({ password: v.password, confirm: v.confirm });
  if (parsed.success) return undefined;
  const found: NewPasswordErrors = {};
  for (const issue of parsed.error.issues) found[issue.path[0] as keyof NewPassword] ??= issue.message;
  return found;
}
