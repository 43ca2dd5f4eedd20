/**
 * The self-hosted ALTCHA captcha (proof of work, works offline): GET
 * /api/v1/captcha/challenge/ answers a challenge in altcha-lib's v1 format; the client
 * finds `number` with `solveChallenge(challenge.challenge, challenge.salt,
 * challenge.algorithm, challenge.maxnumber)` from 'altcha-lib/v1' and sends
 * `captchaPayload(challenge, number)` as the signup's `recaptcha_response`. A solved
 * challenge is good for one signup attempt: fetch a new one after any failed submit.
 */
import * as v from 'valibot';

export const CaptchaChallenge = v.object({
  algorithm: v.literal('SHA-256'),
  challenge: v.string(),
  maxnumber: v.number(),
  salt: v.string(),
  signature: v.string(),
});
export type CaptchaChallenge = v.InferOutput<typeof CaptchaChallenge>;

/** The solved challenge as ALTCHA's base64 JSON payload. */
export const CaptchaSolution = v.object({
  algorithm: v.literal('SHA-256'),
  challenge: v.string(),
  number: v.pipe(v.number(), v.integer(), v.minValue(0)),
  salt: v.string(),
  signature: v.string(),
});

/** Upper bound of the secret number: a browser finds it in well under a second. */
export const CAPTCHA_MAX_NUMBER = 50_000;
export const CAPTCHA_TTL_SECONDS = 10 * 60;

export function captchaPayload(challenge: CaptchaChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}
