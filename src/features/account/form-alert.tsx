import { css } from '../../../styled-system/css';
import type { FormErrors } from './mutations';

/** The message of an error that belongs to no field (`detail`, `non_field_errors`). */
export function generalError(errors: FormErrors): string | undefined {
  return errors['non_field_errors']?.[0] ?? errors['detail']?.[0];
}

/** A form's general error, announced at once; nothing when there is none. */
export function FormAlert({ errors }: { errors: FormErrors }) {
  const message = generalError(errors);
  if (!message) return null;
  return (
    <p role="alert" className={css({ color: 'danger', fontWeight: 'medium' })}>
      {message}
    </p>
  );
}
