/**
 * GOOGLE_CLASSROOM_* variables. The adapter signs in with an OAuth2 refresh token of a
 * Google account that teaches the courses (scopes classroom.courses.readonly,
 * classroom.rosters.readonly, classroom.profile.emails and
 * classroom.courseworkmaterials.readonly). Client id, client secret and refresh token come
 * together or not at all: any of them, or a URL override, without the others is refused at
 * start, since the operator meant Classroom and would otherwise get "not configured" without
 * a word. GOOGLE_CLASSROOM_TOKEN_URL and GOOGLE_CLASSROOM_API_URL point the adapter at a
 * stand-in (tests).
 */
export interface ClassroomSettings {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** The OAuth2 token endpoint. */
  tokenUrl: string;
  /** The Classroom REST API's root, without the /v1. */
  apiUrl: string;
}

export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_CLASSROOM_API_URL = 'https://classroom.googleapis.com';

const CREDENTIALS = [
  'GOOGLE_CLASSROOM_CLIENT_ID',
  'GOOGLE_CLASSROOM_CLIENT_SECRET',
  'GOOGLE_CLASSROOM_REFRESH_TOKEN',
] as const;
const OVERRIDES = ['GOOGLE_CLASSROOM_TOKEN_URL', 'GOOGLE_CLASSROOM_API_URL'] as const;

function httpUrl(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`${name} must be an absolute http(s) URL`);
  return value.replace(/\/+$/, '');
}

/** Null without any GOOGLE_CLASSROOM_* variable; throws a one-line startup error for a half configuration. */
export function classroomSettingsFromEnv(env: Record<string, string | undefined>): ClassroomSettings | null {
  const read = (name: string) => env[name]?.trim() || undefined;
  const missing = CREDENTIALS.filter((name) => read(name) === undefined);
  if (missing.length === CREDENTIALS.length) {
    const set = OVERRIDES.filter((name) => read(name) !== undefined);
    if (set.length === 0) return null;
    throw new Error(`Google Classroom is half-configured: ${set.join(', ')} set but ${missing.join(', ')} missing`);
  }
  if (missing.length > 0) {
    throw new Error(`Google Classroom is half-configured: ${missing.join(', ')} missing`);
  }
  return {
    clientId: read('GOOGLE_CLASSROOM_CLIENT_ID') ?? '',
    clientSecret: read('GOOGLE_CLASSROOM_CLIENT_SECRET') ?? '',
    refreshToken: read('GOOGLE_CLASSROOM_REFRESH_TOKEN') ?? '',
    tokenUrl: httpUrl('GOOGLE_CLASSROOM_TOKEN_URL', read('GOOGLE_CLASSROOM_TOKEN_URL'), GOOGLE_TOKEN_URL),
    apiUrl: httpUrl('GOOGLE_CLASSROOM_API_URL', read('GOOGLE_CLASSROOM_API_URL'), GOOGLE_CLASSROOM_API_URL),
  };
}
