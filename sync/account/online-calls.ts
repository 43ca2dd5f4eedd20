/**
 * Account flows that need the network now (spec part 1 sections 2-5): signup, codes,
 * passwords, feedback, preferences, the alternate e-mail, code sign-ins and organizations.
 * The identity and session they change are re-read into Dexie by the account mutations.
 */
import * as v from 'valibot';
import {
  ACCOUNT_PATHS,
  ALTERNATE_EMAIL_PATHS,
  AlternateEmailState,
  CaptchaChallenge,
  type FocusArea,
  HandoffResponse,
  MakePrimaryResponse,
  ORGANIZATION_PATHS,
  PasswordChangeResponse,
  SignupResponse,
  SOCIAL_PATHS,
  SocialProvider,
  TokenPair,
  VerifyEmailResponse,
} from '../../contract';
import { onlineCall } from '../core/online/define';

const Detail = v.object({ detail: v.string() });
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

export const ACCOUNT_CALLS = {
  captchaChallenge: onlineCall({ method: 'GET', path: () => ACCOUNT_PATHS.captchaChallenge, answer: CaptchaChallenge }),
  register: onlineCall({
    method: 'POST',
    path: (_: RegisterArgs) => ACCOUNT_PATHS.register,
    body: (args) => args,
    answer: SignupResponse,
  }),
  verifyOtp: onlineCall({
    method: 'POST',
    path: (_: { otp: string }) => ACCOUNT_PATHS.otpVerify,
    body: (args) => args,
    answer: Anything,
  }),
  resendOtp: onlineCall({ method: 'POST', path: () => ACCOUNT_PATHS.otpResend, body: () => ({}), answer: Detail }),
  verifyEmail: onlineCall({
    method: 'POST',
    path: (_: { verification_key: string }) => ACCOUNT_PATHS.verifyEmail,
    body: (args) => args,
    answer: VerifyEmailResponse,
  }),
  requestPasswordReset: onlineCall({
    method: 'POST',
    path: (_: { email: string }) => ACCOUNT_PATHS.passwordForgot,
    body: (args) => args,
    answer: Detail,
  }),
  resetPassword: onlineCall({
    method: 'POST',
    path: (_: { token: string; password: string; confirm_password: string }) => ACCOUNT_PATHS.passwordReset,
    body: (args) => args,
    answer: Detail,
  }),
  changePassword: onlineCall({
    method: 'POST',
    path: (_: { old_password: string; new_password: string; confirm_password: string }) => ACCOUNT_PATHS.passwordChange,
    body: (args) => args,
    answer: PasswordChangeResponse,
  }),
  sendFeedback: onlineCall({
    method: 'POST',
    path: (_: { title: string; description: string }) => ACCOUNT_PATHS.feedback,
    body: (args) => args,
    answer: Anything,
  }),
  savePreferences: onlineCall({
    method: 'PATCH',
    path: (_: { current_role: number; focus_area: FocusArea }) => ACCOUNT_PATHS.preferences,
    body: (args) => args,
    answer: Anything,
  }),
  addAlternateEmail: onlineCall({
    method: 'POST',
    path: (_: { email: string }) => ALTERNATE_EMAIL_PATHS.alternateEmail,
    body: (args) => args,
    answer: AlternateEmailState,
  }),
  verifyAlternateEmail: onlineCall({
    method: 'POST',
    path: (_: { otp: string }) => ALTERNATE_EMAIL_PATHS.verify,
    body: (args) => args,
    answer: AlternateEmailState,
  }),
  removeAlternateEmail: onlineCall({
    method: 'DELETE',
    path: () => ALTERNATE_EMAIL_PATHS.alternateEmail,
    answer: Anything,
  }),
  makeAlternateEmailPrimary: onlineCall({
    method: 'POST',
    path: () => ALTERNATE_EMAIL_PATHS.makePrimary,
    body: () => ({}),
    answer: MakePrimaryResponse,
  }),
  socialProviders: onlineCall({ method: 'GET', path: () => SOCIAL_PATHS.providers, answer: v.array(SocialProvider) }),
  redeemSessionCode: onlineCall({
    method: 'POST',
    path: ({ kind }: { kind: 'handoff' | 'social'; code: string }) =>
      kind === 'handoff' ? ORGANIZATION_PATHS.handoffRedeem : SOCIAL_PATHS.redeem,
    body: ({ code }) => ({ code }),
    answer: TokenPair,
  }),
  startHandoff: onlineCall({
    method: 'POST',
    path: (_: { organization_id: number; next: string }) => ORGANIZATION_PATHS.handoff,
    body: (args) => args,
    answer: HandoffResponse,
  }),
  makeDefaultOrganization: onlineCall({
    method: 'POST',
    path: ({ organizationId }: { organizationId: number }) => ORGANIZATION_PATHS.makeDefault(organizationId),
    body: () => ({}),
    answer: Anything,
  }),
};
