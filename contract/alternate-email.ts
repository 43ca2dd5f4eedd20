/**
 * The alternate e-mail of spec part 1 section 4: none, added (a code is e-mailed to the
 * new address), verified, then it may be made primary, after which the old primary
 * address no longer signs in. Its calls are ALTERNATE_EMAIL_ENDPOINTS (account-endpoints.ts).
 */
import * as v from 'valibot';
import { Email } from './auth';

export const ALTERNATE_EMAIL_MESSAGES = {
  sameAsPrimary: 'This is already your primary email.',
  codeSent: 'We have sent a verification code to your alternate email.',
  verified: 'Your alternate email has been verified.',
  missing: 'Add an alternate email first.',
  alreadyVerified: 'Your alternate email is already verified.',
  notVerified: 'Verify your alternate email before making it your primary email.',
  madePrimary: 'Your alternate email is now your primary email.',
} as const;

/** Codes mailed to one alternate address, and adds per member, per hour. */
export const ALTERNATE_EMAIL_SENDS_PER_HOUR = 5;

export const AlternateEmailPayload = v.object({ email: Email });
export type AlternateEmailPayload = v.InferOutput<typeof AlternateEmailPayload>;

/** 200 of adding and of verifying: the state as Identity shows it. */
export const AlternateEmailState = v.object({
  detail: v.string(),
  alternate_email: v.nullable(v.string()),
  is_alternate_email_verified: v.boolean(),
});
export type AlternateEmailState = v.InferOutput<typeof AlternateEmailState>;

/** 200 of make-primary: this device's new session (every other session is ended). */
export const MakePrimaryResponse = v.object({
  detail: v.string(),
  email: v.string(),
  access: v.string(),
  refresh: v.string(),
});
export type MakePrimaryResponse = v.InferOutput<typeof MakePrimaryResponse>;
