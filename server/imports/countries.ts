/**
 * Countries named in free text: "Lagos, Nigeria", "Accra, Greater Accra, Ghana", "Berlin, DE".
 * English names come from Intl.DisplayNames over the contract's ISO codes, so no country
 * list is kept by hand; a few common short forms are added.
 */
import { COUNTRY_CODES, isCountryCode } from '../../contract/countries';

const ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'great britain': 'GB',
  uae: 'AE',
  'south korea': 'KR',
  'ivory coast': 'CI',
  "cote d'ivoire": 'CI',
  drc: 'CD',
};

let byName: Map<string, string> | undefined;

function names(): Map<string, string> {
  if (byName) return byName;
  const display = new Intl.DisplayNames('en', { type: 'region' });
  byName = new Map(Object.entries(ALIASES));
  for (const code of COUNTRY_CODES) {
    const name = display.of(code);
    if (name && name !== code) byName.set(name.toLowerCase(), code);
  }
  return byName;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’]/g, "'")
    .trim()
    .toLowerCase();

/**
 * The ISO code of a country in `text`, or null. Comma- or pipe-separated parts are tried
 * from the last (addresses end with the country); a part may be a name or, when it is all
 * capitals, a two-letter code.
 */
export function findCountry(text: string): string | null {
  const parts = text
    .split(/[,|•·\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  const known = names();
  for (const part of parts) {
    const hit = known.get(normalise(part));
    if (hit) return hit;
    if (/^[A-Z]{2}$/.test(part) && isCountryCode(part)) return part;
  }
  return null;
}
