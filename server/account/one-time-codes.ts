/**
 * E-mailed one-time codes (the six digits of /verify-otp). One live code per member and
 * purpose; issuing a new one replaces the old. Every try is counted atomically before the
 * code is compared, so parallel guesses cannot slip past OTP_MAX_ATTEMPTS; once that many
 * tries were made the code is dead, even for the right digits.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '../../contract/account';
import type { Db } from '../db/client';
import { type CodePurpose, oneTimeCodes } from './schema';
import { derivedKey, keyedHash, randomCode, sameDigest } from './secrets';

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'exhausted';

export interface Owner {
  tenantId: number;
  userId: number;
}

export function createOneTimeCodes(db: Db, secret: Uint8Array) {
  const key = derivedKey(secret, 'otp');
  const digest = (owner: Owner, code: string) => keyedHash(key, `${owner.tenantId}:${owner.userId}:${code}`);
  const ownedBy = (owner: Owner, purpose: CodePurpose) =>
    and(
      eq(oneTimeCodes.tenantId, owner.tenantId),
      eq(oneTimeCodes.userId, owner.userId),
      eq(oneTimeCodes.purpose, purpose),
    );

  return {
    /** A fresh code for the member; any earlier code of the same purpose dies. */
    async issue(owner: Owner, purpose: CodePurpose): Promise<string> {
      const code = randomCode();
      const values = {
        codeHash: digest(owner, code),
        attempts: 0,
        expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
        createdAt: new Date(),
      };
      await db
        .insert(oneTimeCodes)
        .values({ ...owner, purpose, ...values })
        .onConflictDoUpdate({
          target: [oneTimeCodes.tenantId, oneTimeCodes.userId, oneTimeCodes.purpose],
          set: values,
        });
      return code;
    },

    /** Counts the try, then compares; the right code is spent at once. */
    async check(owner: Owner, purpose: CodePurpose, code: string): Promise<CodeCheck> {
      const now = new Date();
      const [counted] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(
          and(ownedBy(owner, purpose), lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS), gt(oneTimeCodes.expiresAt, now)),
        )
        .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, attempts: oneTimeCodes.attempts });
      if (!counted) {
        const [row] = await db.select().from(oneTimeCodes).where(ownedBy(owner, purpose));
        if (!row) return 'invalid';
        return row.attempts >= OTP_MAX_ATTEMPTS ? 'exhausted' : 'expired';
      }
      if (sameDigest(counted.codeHash, digest(owner, code))) {
        await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, counted.id));
        return 'ok';
      }
      return counted.attempts >= OTP_MAX_ATTEMPTS ? 'exhausted' : 'invalid';
    },

    async discard(owner: Owner, purpose: CodePurpose): Promise<void> {
      await db.delete(oneTimeCodes).where(ownedBy(owner, purpose));
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
