/**
 * Secrets of the account flows. Codes and e-mailed tokens are stored only as HMAC-SHA-256
 * digests under a key derived from the server secret, so a database dump does not reveal
 * them and cannot be used to forge them. Each use gets its own derived key.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../contract/account';

export type KeyPurpose = 'otp' | 'account-token' | 'captcha' | 'social-state';

/** A key for one purpose, derived from the server secret (so one key never serves two uses). */
export function derivedKey(secret: Uint8Array, purpose: KeyPurpose): Buffer {
  return createHmac('sha256', secret).update(`career-portal:${purpose}`).digest();
}

export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A code of OTP_LENGTH digits, uniformly random (crypto.randomInt, leading zeros kept). */
export function randomCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** An unguessable URL-safe token (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
