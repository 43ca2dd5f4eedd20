/**
 * Importing by profile address through an outside service (LinkedIn offers no public API
 * that returns someone's full profile; providers such as Proxycurl-style scrapers or an
 * in-house gateway do). Configured by LINKEDIN_IMPORT_URL and LINKEDIN_IMPORT_KEY;
 * without them a URL import answers IMPORT_MESSAGES.linkedinUrlNotConfigured.
 *
 * Protocol: POST {LINKEDIN_IMPORT_URL}
 *   Authorization: Bearer {LINKEDIN_IMPORT_KEY}
 *   Content-Type: application/json
 *   {"url": "https://www.linkedin.com/in/someone"}
 * answers 200 with JSON in the ImportedProfile shape (imported-profile.ts), all optional:
 *   { "first_name": "Kwame", "last_name": "Mensah", "title": "Product Manager",
 *     "country": "GH", "location": "Accra, Ghana", "summary": "plain text",
 *     "positions": [{ "title", "organization", "description", "location",
 *                     "start_date": "2021-01-01", "end_date": null }],
 *     "education": [{ "degree", "school", "description", "start_date", "end_date" }],
 *     "skills": ["SQL"], "languages": ["English"] }
 * Anything else (another status, a body that does not fit, a timeout) is a failed import.
 */
import * as v from 'valibot';
import { IMPORT_MESSAGES } from '../../contract/imports';
import { HttpError } from '../http/errors';
import { ImportedProfile } from './imported-profile';

export interface LinkedinApiSettings {
  /** LINKEDIN_IMPORT_URL */
  url: string;
  /** LINKEDIN_IMPORT_KEY (optional: a gateway inside the network may not need one). */
  key?: string;
}

const TIMEOUT_MS = 20_000;

export function linkedinApiFromEnv(env: Record<string, string | undefined>): LinkedinApiSettings | null {
  const url = env['LINKEDIN_IMPORT_URL']?.trim();
  if (!url) return null;
  const key = env['LINKEDIN_IMPORT_KEY']?.trim();
  return key ? { url, key } : { url };
}

export async function fetchLinkedinProfile(
  settings: LinkedinApiSettings,
  profileUrl: string,
): Promise<ImportedProfile> {
  const failed = () => new HttpError(400, { detail: IMPORT_MESSAGES.linkedinImportFailed });
  let body: unknown;
  try {
    const res = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(settings.key ? { Authorization: `Bearer ${settings.key}` } : {}),
      },
      body: JSON.stringify({ url: profileUrl }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw failed();
    body = await res.json();
  } catch {
    throw failed();
  }
  const parsed = v.safeParse(ImportedProfile, body);
  if (!parsed.success) throw failed();
  return parsed.output;
}
