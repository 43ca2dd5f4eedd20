/**
 * Single-use tokens sent by e-mail: verification keys (/verify-email/{key}) and password
 * reset tokens (/reset-password/{token}). Stored as keyed hashes; consuming one is one
 * atomic UPDATE filtered by tenant, purpose, expiry and "not used yet", so a token works
 * once, only before it expires, and only on the tenant that issued it.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { Owner } from './one-time-codes';
import { accountTokens, type TokenPurpose } from './schema';
import { derivedKey, keyedHash, randomToken } from './secrets';

export function createAccountTokens(db: Db, secret: Uint8Array) {
  const key = derivedKey(secret, 'account-token');
  const digest = (purpose: TokenPurpose, token: string) => keyedHash(key, `${purpose}:${token}`);
  const live = (tenantId: number, purpose: TokenPurpose, token: string) =>
    and(
      eq(accountTokens.tokenHash, digest(purpose, token)),
      eq(accountTokens.tenantId, tenantId),
      eq(accountTokens.purpose, purpose),
      isNull(accountTokens.usedAt),
      gt(accountTokens.expiresAt, new Date()),
    );

  return {
    async issue(owner: Owner, purpose: TokenPurpose, ttlSeconds: number): Promise<string> {
      const token = randomToken();
      await db.insert(accountTokens).values({
        ...owner,
        purpose,
        tokenHash: digest(purpose, token),
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      });
      return token;
    },

    /** Whether the token is live (without spending it): lets a caller skip slow work for a bad token. */
    async isLive(tenantId: number, purpose: TokenPurpose, token: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accountTokens.id })
        .from(accountTokens)
        .where(live(tenantId, purpose, token));
      return row !== undefined;
    },

    /** The owner of a live token of this tenant and purpose, which is now spent; null otherwise. */
    async consume(tx: Db | Tx, tenantId: number, purpose: TokenPurpose, token: string): Promise<number | null> {
      const [row] = await tx
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(live(tenantId, purpose, token))
        .returning({ userId: accountTokens.userId });
      return row?.userId ?? null;
    },

    /** Spends every live token of the member for this purpose (after a reset or a verification). */
    async spendAll(tx: Db | Tx, owner: Owner, purpose: TokenPurpose): Promise<void> {
      await tx
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.tenantId, owner.tenantId),
            eq(accountTokens.userId, owner.userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
    },
  };
}

export type AccountTokens = ReturnType<typeof createAccountTokens>;
