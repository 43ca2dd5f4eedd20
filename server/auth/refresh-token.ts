/**
 * Refresh tokens: opaque random strings stored as SHA-256 hashes. Each login starts a
 * family; every refresh marks the presented token used and issues the next one in the
 * family. Presenting a used token again means it leaked: the whole family is revoked.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS, type TokenPair } from '../../contract/auth';
import type { AuthContext } from '../app-env';
import type { Db, Tx } from '../db/client';
import { refreshTokens } from '../db/schema';
import { signAccessToken } from './access-token';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function insertRefreshToken(db: Db | Tx, auth: AuthContext, familyId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    tenantId: auth.tenantId,
    userId: auth.userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** A new session: an access token and the first refresh token of a new family. */
export async function issueTokenPair(db: Db, secret: Uint8Array, auth: AuthContext): Promise<TokenPair> {
  const refresh = await insertRefreshToken(db, auth, randomUUID());
  return { access: await signAccessToken(secret, auth), refresh };
}

async function revokeFamily(db: Db | Tx, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The next pair for a valid, unused refresh token of this tenant; null (and the family revoked on reuse) otherwise. */
export async function rotateRefreshToken(
  db: Db,
  secret: Uint8Array,
  tenantId: number,
  token: string,
): Promise<TokenPair | null> {
  const auth = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.tenantId, tenantId)));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeFamily(tx, row.familyId);
      return null;
    }
    const next = { userId: row.userId, tenantId };
    return { ...next, refresh: await insertRefreshToken(tx, next, row.familyId) };
  });
  if (!auth) return null;
  return { access: await signAccessToken(secret, auth), refresh: auth.refresh };
}

/** Logout: revokes the token's family, if the token is one of this tenant's. */
export async function revokeRefreshToken(db: Db, tenantId: number, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.tenantId, tenantId)));
  if (row) await revokeFamily(db, row.familyId);
}

/** Ends every session of the member (a password reset or change): all refresh families revoked. */
export async function revokeAllSessions(db: Db | Tx, auth: AuthContext): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tenantId, auth.tenantId),
        eq(refreshTokens.userId, auth.userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
