/** Access tokens: HS256 JWTs carrying the user (sub) and the tenant (tid). */
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../contract/auth';
import type { AuthContext } from '../app-env';

/**
 * The secret as a key for HS256, imported once: given the bytes, jose imports them into
 * WebCrypto again on every token it signs or checks, which was most of what checking a
 * token cost each request.
 */
const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function keyOf(secret: Uint8Array): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(secret: Uint8Array, auth: AuthContext): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tid: auth.tenantId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(auth.userId))
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await keyOf(secret));
}

/** The token's user and tenant, or null when it is malformed, forged, expired or not an access token. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AuthContext | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const tenantId = payload['tid'];
    if (payload['typ'] !== 'access' || !Number.isSafeInteger(userId) || typeof tenantId !== 'number') return null;
    return { userId, tenantId };
  } catch {
    return null;
  }
}
