/** The email and password inputs of the account forms (login, forgot and reset password), with the server's first message. */
import { TextField } from '../../ui/text-field';
import type { FormErrors } from './mutations';

interface CredentialFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  errors: FormErrors;
}

export function EmailField({ value, onValueChange, errors }: CredentialFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      value={value}
      onValueChange={onValueChange}
      error={errors['email']?.[0]}
    />
  );
}

interface PasswordFieldProps extends CredentialFieldProps {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** The field the server names in its errors. @default 'password' */
  name?: string;
}

export function PasswordField({
  label,
  autoComplete,
  name = 'password',
  value,
  onValueChange,
  errors,
}: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onValueChange={onValueChange}
      error={errors[name]?.[0]}
    />
  );
}
