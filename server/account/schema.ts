/**
 * Tables of the account flows: the embedded mail outbox, one-time codes, single-use
 * tokens (verification keys, password resets, hand-off and social login codes), spent
 * captcha solutions, feedback and social logins in flight. Codes and tokens are stored
 * only as keyed hashes; every row carries its tenant, and lookups filter by it, so one
 * tenant's code is useless on another.
 */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SocialProviderId } from '../../contract/social';
import { at, createdAt } from '../db/columns';
import { tenantRef, userRef } from '../db/schema';

/** Messages of the embedded mail transport (no SMTP_URL), read at /_dev/mail. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** verify_email: the signup code; alternate_email: the code mailed to a new alternate address. */
export type CodePurpose = 'verify_email' | 'alternate_email';

/** At most one live code per member and purpose: a new one replaces the old. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_codes_owner_uq').on(t.tenantId, t.userId, t.purpose)],
);

/**
 * verify_email and reset_password are e-mailed links; handoff (a switch from another
 * tenant's portal) and social_login (after a provider's callback) are one-minute codes
 * that the SPA redeems for a session.
 */
export type TokenPurpose = 'verify_email' | 'reset_password' | 'handoff' | 'social_login';

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_owner_idx').on(t.tenantId, t.userId, t.purpose)],
);

/**
 * Social logins in flight, between the redirect to the provider and its callback: the
 * state (stored as a keyed hash), the PKCE verifier and nonce to check the answer with,
 * and where to go afterwards. Bound to the tenant and provider; deleted when used, dead
 * after SOCIAL_STATE_TTL_SECONDS.
 */
export const socialLoginStates = pgTable(
  'social_login_states',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    provider: text('provider').$type<SocialProviderId>().notNull(),
    stateHash: text('state_hash').notNull().unique(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce'),
    redirectUri: text('redirect_uri').notNull(),
    nextPath: text('next_path').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('social_login_states_expiry_idx').on(t.expiresAt)],
);

/** Solved captcha challenges, kept until they expire so that each is accepted once. */
export const captchaSolutions = pgTable('captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_tenant_idx').on(t.tenantId, t.createdAt, t.id)],
);
