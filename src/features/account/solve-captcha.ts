/**
 * Solves an ALTCHA challenge in web workers (SHA-256 through crypto.subtle), so typing
 * stays smooth while the browser proves its work. Loaded only when the box is ticked.
 */
import { solveChallengeWorkers } from 'altcha-lib/v1';
import { type CaptchaChallenge, captchaPayload } from '../../../contract';

/** The base64 payload to send as `recaptcha_response`, or null if no number matched. */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string | null> {
  const concurrency = Math.min(navigator.hardwareConcurrency || 1, 4);
  const solution = await solveChallengeWorkers(
    () => new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module', name: 'captcha' }),
    concurrency,
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  return solution ? captchaPayload(challenge, solution.number) : null;
}
