/**
 * Social logins in flight, kept on the server between the redirect to the provider and
 * its callback (SOCIAL_STATE_TTL_SECONDS). The state is stored as a keyed hash; taking it
 * deletes it in one statement filtered by tenant, provider and expiry, so a state works
 * once, only on the portal and provider that started it, and only while fresh.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import { SOCIAL_STATE_TTL_SECONDS, type SocialProviderId } from '../../contract/social';
import { socialLoginStates } from '../account/schema';
import { derivedKey, keyedHash } from '../account/secrets';
import type { Db } from '../db/client';
import type { FlowChecks } from './oauth-client';

export interface PendingLogin extends FlowChecks {
  redirectUri: string;
  next: string;
}

export function createSocialStates(db: Db, secret: Uint8Array) {
  const key = derivedKey(secret, 'social-state');
  const digest = (state: string) => keyedHash(key, state);

  return {
    digest,

    async save(tenantId: number, provider: SocialProviderId, login: PendingLogin): Promise<void> {
      const now = new Date();
      await db.delete(socialLoginStates).where(lt(socialLoginStates.expiresAt, now));
      await db.insert(socialLoginStates).values({
        tenantId,
        provider,
        stateHash: digest(login.state),
        codeVerifier: login.codeVerifier,
        nonce: login.nonce,
        redirectUri: login.redirectUri,
        nextPath: login.next,
        expiresAt: new Date(now.getTime() + SOCIAL_STATE_TTL_SECONDS * 1000),
      });
    },

    /** The login this state started on this tenant and provider, now spent; null when unknown, spent or late. */
    async take(tenantId: number, provider: SocialProviderId, state: string): Promise<PendingLogin | null> {
      const [row] = await db
        .delete(socialLoginStates)
        .where(
          and(
            eq(socialLoginStates.stateHash, digest(state)),
            eq(socialLoginStates.tenantId, tenantId),
            eq(socialLoginStates.provider, provider),
            gt(socialLoginStates.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!row) return null;
      return {
        state,
        nonce: row.nonce,
        codeVerifier: row.codeVerifier,
        redirectUri: row.redirectUri,
        next: row.nextPath,
      };
    },
  };
}
