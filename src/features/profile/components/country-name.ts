/** Country names from ISO codes through Intl.DisplayNames, in the browser's language. */
import { COUNTRY_CODES } from '../../../../contract';

let regionNames: Intl.DisplayNames | null | undefined;

function names(): Intl.DisplayNames | null {
  if (regionNames === undefined) {
    regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(undefined, { type: 'region' }) : null;
  }
  return regionNames;
}

/** 'ZA' -> 'South Africa'; an unknown code is shown as it is. */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  try {
    return names()?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

let sorted: { value: string; label: string }[] | undefined;

/** Every ISO 3166 region as select options, sorted by name. */
export function countryOptions(): { value: string; label: string }[] {
  sorted ??= COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  return sorted;
}
