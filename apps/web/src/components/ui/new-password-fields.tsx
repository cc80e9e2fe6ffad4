import type { NewPassword, NewPasswordErrors } from '@/lib/new-password';
import { FormInput } from './form-input';

/** "New password" and "Confirm new password", as the reset page and the account page ask for them. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
  required,
}: {
  values: NewPassword;
  errors: NewPasswordErrors;
  onChange: (key: keyof NewPassword) => (value: string) => void;
  required?: boolean;
}) {
  return (
    <>
      <FormInput
        label="New password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={onChange('password')}
        error={errors.password}
        hint="At least 8 characters, not a common password"
        required={required}
      />
      <FormInput
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onValueChange={onChange('confirm')}
        error={errors.confirm}
        required={required}
      />
    </>
  );
}
