/**
 * Places of the demo data: every city belongs to its country, so a profile never reads
 * "Lagos, Ghana". The seed picks a country first and then one of its cities.
 */
import type { Prng } from './prng';

/** ISO 3166-1 alpha-2 code → cities of that country (the demo's only source of cities). */
export const CITIES_BY_COUNTRY = {
  KE: ['Nairobi', 'Mombasa', 'Kisumu'],
  NG: ['Lagos', 'Abuja', 'Ibadan'],
  GH: ['Accra', 'Kumasi', 'Tamale'],
  ZA: ['Cape Town', 'Johannesburg', 'Durban'],
  IN: ['Bengaluru', 'Mumbai', 'Pune'],
  PH: ['Manila', 'Makati', 'Cebu City'],
  BR: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte'],
  US: ['Boston', 'San Francisco', 'Chicago'],
  GB: ['Leeds', 'Manchester', 'London'],
  DE: ['Berlin', 'Munich', 'Hamburg'],
  NL: ['Amsterdam', 'Rotterdam', 'Utrecht'],
  CA: ['Toronto', 'Montreal', 'Vancouver'],
} as const satisfies Record<string, readonly string[]>;

export type SeedCountry = keyof typeof CITIES_BY_COUNTRY;

export const COUNTRIES = Object.keys(CITIES_BY_COUNTRY) as SeedCountry[];

/** City → its country, for checks (a city name is in one country only). */
export const CITY_COUNTRY: ReadonlyMap<string, SeedCountry> = new Map(
  COUNTRIES.flatMap((country) => CITIES_BY_COUNTRY[country].map((city) => [city, country] as const)),
);

const STREETS = ['Riverside Road', 'Market Street', 'Station Road', 'Park Avenue', 'Harbour Way', 'Hill Street'];

/** A country and one of its cities. */
export function pickPlace(prng: Prng): { country: SeedCountry; city: string } {
  const country = prng.pick(COUNTRIES);
  return { country, city: prng.pick(CITIES_BY_COUNTRY[country]) };
}

/** A street address whose last part is a city of `country`. */
export function addressIn(prng: Prng, country: SeedCountry): string {
  return `${prng.int(1, 240)} ${prng.pick(STREETS)}, ${prng.pick(CITIES_BY_COUNTRY[country])}`;
}
