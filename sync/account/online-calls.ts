/**
 * Account flows that need the network now (spec part 1 sections 2-5): signup, codes,
 * passwords, feedback, preferences, the alternate e-mail, code sign-ins and organizations.
 * The identity and session they change are re-read into Dexie by the account mutations.
 */
import * as v from 'valibot';
import {
  ACCOUNT_ENDPOINTS,
  ALTERNATE_EMAIL_ENDPOINTS,
  HandoffResponse,
  ORGANIZATION_ENDPOINTS,
  pathOf,
  SOCIAL_PATHS,
  SocialProvider,
  TokenPair,
} from '../../contract';
import { bodyCall, onlineCall } from '../core/online/define';

const Anything = v.unknown();

/** The signup form as sent (spec part 1 section 3, Signup payload). */
export interface RegisterArgs {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  subscribe_to_newsletter: boolean;
  recaptcha_response: string;
  profile_type: 'individual';
  username: string;
}

const A = ACCOUNT_ENDPOINTS;
const ALT = ALTERNATE_EMAIL_ENDPOINTS;

export const ACCOUNT_CALLS = {
  captchaChallenge: onlineCall({
    method: A.captchaChallenge.method,
    path: () => pathOf(A.captchaChallenge),
    answer: A.captchaChallenge.output,
  }),
  register: onlineCall({
    method: A.register.method,
    path: (_: RegisterArgs) => pathOf(A.register),
    body: (args) => args,
    answer: A.register.output,
  }),
  verifyOtp: bodyCall(A.otpVerify),
  resendOtp: onlineCall({
    method: A.otpResend.method,
    path: () => pathOf(A.otpResend),
    body: () => ({}),
    answer: A.otpResend.output,
  }),
  verifyEmail: bodyCall(A.verifyEmail),
  requestPasswordReset: bodyCall(A.passwordForgot),
  resetPassword: bodyCall(A.passwordReset),
  changePassword: bodyCall(A.passwordChange),
  sendFeedback: bodyCall(A.sendFeedback),
  savePreferences: bodyCall(A.preferences),
  addAlternateEmail: bodyCall(ALT.add),
  verifyAlternateEmail: bodyCall(ALT.verify),
  removeAlternateEmail: onlineCall({ method: ALT.remove.method, path: () => pathOf(ALT.remove), answer: Anything }),
  makeAlternateEmailPrimary: onlineCall({
    method: ALT.makePrimary.method,
    path: () => pathOf(ALT.makePrimary),
    body: () => ({}),
    answer: ALT.makePrimary.output,
  }),
  socialProviders: onlineCall({ method: 'GET', path: () => SOCIAL_PATHS.providers, answer: v.array(SocialProvider) }),
  redeemSessionCode: onlineCall({
    method: 'POST',
    path: ({ kind }: { kind: 'handoff' | 'social'; code: string }) =>
      kind === 'handoff' ? pathOf(ORGANIZATION_ENDPOINTS.handoffRedeem) : SOCIAL_PATHS.redeem,
    body: ({ code }) => ({ code }),
    answer: TokenPair,
  }),
  startHandoff: onlineCall({
    method: 'POST',
    path: (_: { organization_id: number; next: string }) => pathOf(ORGANIZATION_ENDPOINTS.handoff),
    body: (args) => args,
    answer: HandoffResponse,
  }),
  makeDefaultOrganization: onlineCall({
    method: 'POST',
    path: ({ organizationId }: { organizationId: number }) => pathOf(A.makeDefaultOrganization, { id: organizationId }),
    body: () => ({}),
    answer: A.makeDefaultOrganization.output,
  }),
};
