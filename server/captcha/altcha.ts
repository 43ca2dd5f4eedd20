/**
 * The self-hosted ALTCHA captcha (altcha-lib's v1 SHA-256 proof of work): challenges are
 * HMAC-signed with a key derived from the server secret, carry their tenant and expiry in
 * the signed salt, and a solution is accepted once: its signature is recorded until the
 * challenge expires, so a replay fails.
 */
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CAPTCHA_MAX_NUMBER,
  CAPTCHA_TTL_SECONDS,
  type CaptchaChallenge,
  CaptchaSolution,
} from '../../contract/captcha';
import { captchaSolutions } from '../account/schema';
import { derivedKey } from '../account/secrets';
import type { Db } from '../db/client';

const PURGE_EVERY_MS = 60_000;

function decode(payload: string): v.InferOutput<typeof CaptchaSolution> | null {
  try {
    const parsed = v.safeParse(CaptchaSolution, JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function createCaptcha(db: Db, secret: Uint8Array) {
  const hmacKey = derivedKey(secret, 'captcha').toString('hex');
  let purgedAt = 0;

  return {
    async challenge(tenantId: number): Promise<CaptchaChallenge> {
      const created = await createChallenge({
        hmacKey,
        algorithm: 'SHA-256',
        maxNumber: CAPTCHA_MAX_NUMBER,
        expires: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
        params: { tenant: String(tenantId) },
      });
      return { ...created, algorithm: 'SHA-256', maxnumber: CAPTCHA_MAX_NUMBER };
    },

    /** True once for a valid, unexpired solution of a challenge of this tenant. */
    async verify(tenantId: number, payload: string): Promise<boolean> {
      const solution = decode(payload);
      if (!solution) return false;
      const params = extractParams(solution);
      const expires = Number(params['expires']);
      if (params['tenant'] !== String(tenantId) || !Number.isSafeInteger(expires)) return false;
      if (!(await verifySolution(solution, hmacKey, true))) return false;
      if (Date.now() - purgedAt > PURGE_EVERY_MS) {
        purgedAt = Date.now();
        await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date()));
      }
      const spent = await db
        .insert(captchaSolutions)
        .values({ signature: solution.signature, expiresAt: new Date(expires * 1000) })
        .onConflictDoNothing()
        .returning({ signature: captchaSolutions.signature });
      return spent.length === 1;
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
