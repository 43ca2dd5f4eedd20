/** GOOGLE_CLASSROOM_* as the server reads them: all three credentials or none, in every mode. */
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { ConfigError } from '../ops/config-error';
import { classroomSettingsFromEnv, GOOGLE_CLASSROOM_API_URL, GOOGLE_TOKEN_URL } from './settings';

const CREDENTIALS = {
  GOOGLE_CLASSROOM_CLIENT_ID: 'id',
  GOOGLE_CLASSROOM_CLIENT_SECRET: 'secret',
  GOOGLE_CLASSROOM_REFRESH_TOKEN: 'refresh',
};
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), MAIL_TRANSPORT: 'log' };

describe('Google Classroom settings', () => {
  it('are off without any variable, and Google by default with the three credentials', () => {
    expect(classroomSettingsFromEnv({})).toBeNull();
    expect(classroomSettingsFromEnv(CREDENTIALS)).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      refreshToken: 'refresh',
      tokenUrl: GOOGLE_TOKEN_URL,
      apiUrl: GOOGLE_CLASSROOM_API_URL,
    });
    expect(configFromEnv(PRODUCTION).classroom).toBeNull();
  });

  it('take the stand-in URLs', () => {
    const settings = classroomSettingsFromEnv({
      ...CREDENTIALS,
      GOOGLE_CLASSROOM_TOKEN_URL: 'http://127.0.0.1:9/token',
      GOOGLE_CLASSROOM_API_URL: 'http://127.0.0.1:9/',
    });
    expect(settings).toMatchObject({ tokenUrl: 'http://127.0.0.1:9/token', apiUrl: 'http://127.0.0.1:9' });
  });

  it('refuse to start half-configured, in production and out of it', () => {
    const { GOOGLE_CLASSROOM_REFRESH_TOKEN: _token, ...twoOfThree } = CREDENTIALS;
    for (const env of [twoOfThree, { ...twoOfThree, ...PRODUCTION }]) {
      expect(() => configFromEnv(env)).toThrow(ConfigError);
      expect(() => configFromEnv(env)).toThrow(
        'Google Classroom is half-configured: GOOGLE_CLASSROOM_REFRESH_TOKEN missing',
      );
    }
    expect(() => configFromEnv({ ...PRODUCTION, GOOGLE_CLASSROOM_API_URL: 'http://127.0.0.1:9' })).toThrow(
      /GOOGLE_CLASSROOM_API_URL set but GOOGLE_CLASSROOM_CLIENT_ID/,
    );
    expect(() => configFromEnv({ ...CREDENTIALS, GOOGLE_CLASSROOM_TOKEN_URL: 'ftp://x' })).toThrow(
      'GOOGLE_CLASSROOM_TOKEN_URL must be an absolute http(s) URL',
    );
  });
});
