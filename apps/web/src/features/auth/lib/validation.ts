import { AUTH_LIMITS, signInSchema, signUpSchema } from '@introask/shared';

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

/** SPEC.md section 5: Continue is enabled only when the email is non-empty and the password has 8+ characters. */
export function canSubmitSignIn(values: SignInValues): boolean {
  return values.email.trim() !== '' && values.password.length >= AUTH_LIMITS.passwordMin;
}

/** SPEC.md section 5: name 2-80 after trim, email given, both passwords 8+ (equality is checked on submit). */
export function canSubmitSignUp(values: SignUpValues): boolean {
  const name = values.name.trim().length;
  return (
    name >= AUTH_LIMITS.nameMin &&
    name <= AUTH_LIMITS.nameMax &&
    values.email.trim() !== '' &&
    values.password.length >= AUTH_LIMITS.passwordMin &&
    values.confirm.length >= AUTH_LIMITS.passwordMin
  );
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function collect<K extends string>(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = String(issue.path[0]) as K;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Field messages from the shared schema; empty when the form may be sent. */
export function signInErrors(values: SignInValues): FieldErrors<keyof SignInValues> {
  const result = signInSchema.safeParse({ email: values.email.trim(), password: values.password });
  return result.success ? {} : collect(result.error.issues);
}

export function signUpErrors(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  const result = signUpSchema.safeParse({ ...values, email: values.email.trim() });
  return result.success ? {} : collect(result.error.issues);
}

export function passwordsMatch(values: SignUpValues): boolean {
  return values.password === values.confirm;
}
