/** Country choices: the contract's region codes, named in the member's language. */
import { COUNTRY_CODES } from '../../../../contract';
import type { SelectOption } from './select-field';

let cached: SelectOption[] | undefined;

export function countryOptions(): SelectOption[] {
  if (!cached) {
    const names = new Intl.DisplayNames([navigator.language, 'en'], { type: 'region' });
    cached = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label),
    );
  }
  return cached;
}
