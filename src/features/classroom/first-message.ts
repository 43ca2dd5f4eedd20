import type { FormErrors } from '../sync/online';

/** The first message of a failed call: the general one, else the first of any field. */
export function firstMessage(errors: FormErrors, fallback: string): string {
  const general = errors['non_field_errors']?.[0] ?? errors['detail']?.[0];
  if (general) return general;
  for (const messages of Object.values(errors)) if (messages[0]) return messages[0];
  return fallback;
}
