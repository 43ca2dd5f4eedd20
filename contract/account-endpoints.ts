/**
 * The account area's calls (spec part 1 sections 2-5) on the endpoint table: signing up and
 * getting back in (none of these reads a bearer token), the e-mail code, passwords, identity
 * and the default organization, feedback, Portal Preferences and the alternate e-mail. The
 * spec shows few of these paths; the others are ours, in the same style.
 */
import * as v from 'valibot';
import {
  ChangePasswordPayload,
  Feedback,
  FeedbackListQuery,
  FeedbackPage,
  FeedbackPayload,
  ForgotPasswordPayload,
  OtpPayload,
  PasswordChangeResponse,
  Preferences,
  PreferencesPayload,
  ResetPasswordPayload,
  SignupPayload,
  SignupResponse,
  VerifyEmailPayload,
  VerifyEmailResponse,
} from './account';
import { AlternateEmailPayload, AlternateEmailState, MakePrimaryResponse } from './alternate-email';
import { CaptchaChallenge } from './captcha';
import { endpoint } from './endpoint';
import { Identity } from './identity';
import { firstValues } from './paging';

const Detail = v.object({ detail: v.string() });

export const ACCOUNT_ENDPOINTS = {
  captchaChallenge: endpoint({
    method: 'GET',
    path: '/api/v1/captcha/challenge/',
    output: CaptchaChallenge,
    auth: 'none',
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/v1/register/',
    body: SignupPayload,
    output: SignupResponse,
    auth: 'none',
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/v1/verify-email/',
    body: VerifyEmailPayload,
    output: VerifyEmailResponse,
    auth: 'none',
  }),
  passwordForgot: endpoint({
    method: 'POST',
    path: '/api/v1/password/forgot/',
    body: ForgotPasswordPayload,
    output: Detail,
    auth: 'none',
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/api/v1/password/reset/',
    body: ResetPasswordPayload,
    output: Detail,
    auth: 'none',
  }),
  /** The six-digit code mailed at signup; open to members who have not verified yet. */
  otpVerify: endpoint({ method: 'POST', path: '/api/v1/otp/verify/', body: OtpPayload, output: Detail, auth: 'token' }),
  otpResend: endpoint({ method: 'POST', path: '/api/v1/otp/resend/', output: Detail, auth: 'token' }),
  /** Ends the member's other sessions and answers this device's new one. */
  passwordChange: endpoint({
    method: 'POST',
    path: '/api/v1/password/change/',
    body: ChangePasswordPayload,
    output: PasswordChangeResponse,
    auth: 'token',
  }),
  identity: endpoint({ method: 'GET', path: '/api/v1/identity/', output: Identity, auth: 'token' }),
  /** An organization id that is not a row id is a 404, read by the handler. */
  makeDefaultOrganization: endpoint({
    method: 'POST',
    path: '/api/v1/organizations/:id/make-default/',
    output: Identity,
    auth: 'token',
  }),
  sendFeedback: endpoint({
    method: 'POST',
    path: '/api/v1/feedback/',
    body: FeedbackPayload,
    output: Feedback,
    auth: 'token',
  }),
  /** Staff only: the role is checked before the query, so a member gets 403 whatever the page. */
  feedbackList: endpoint({
    method: 'GET',
    path: '/api/v1/feedback/',
    query: firstValues(FeedbackListQuery),
    output: FeedbackPage,
    auth: 'token',
  }),
  preferences: endpoint({
    method: 'PATCH',
    path: '/api/v1/preferences/',
    body: PreferencesPayload,
    output: Preferences,
    auth: 'token',
  }),
} as const;

/** The alternate e-mail (spec part 1 section 4): add (mails a code), verify, make primary, remove. */
export const ALTERNATE_EMAIL_ENDPOINTS = {
  add: endpoint({
    method: 'POST',
    path: '/api/v1/alternate-email/',
    body: AlternateEmailPayload,
    output: AlternateEmailState,
    auth: 'token',
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/v1/alternate-email/verify/',
    body: OtpPayload,
    output: AlternateEmailState,
    auth: 'token',
  }),
  /** The verified alternate becomes the login e-mail; answers a fresh token pair. */
  makePrimary: endpoint({
    method: 'POST',
    path: '/api/v1/alternate-email/make-primary/',
    output: MakePrimaryResponse,
    auth: 'token',
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/v1/alternate-email/', auth: 'token' }),
} as const;
