/**
 * Where each country's flag image lives in the build. This module is loaded only when a
 * flag is first shown, and each SVG is its own file (`?no-inline`: never a data URL in a
 * chunk), so a page downloads the flags it shows and no others. The service worker keeps
 * the flag files out of its precache and caches each one when it is first shown.
 * Only the two-letter ISO files: the package's subdivision flags (GB-ENG) are not countries.
 */
const files = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/[A-Z][A-Z].svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

const byCode = new Map(
  Object.entries(files).map(([path, url]) => [path.slice(-'XX.svg'.length, -'.svg'.length), url] as const),
);

/** The built address of the flag of `code` ('KE'), or undefined when the package has none. */
export function flagUrl(code: string): string | undefined {
  return byCode.get(code.toUpperCase());
}
