/**
 * Account flows of spec part 1 sections 2-5: signup, one-time codes, passwords, e-mail
 * verification, feedback and Portal Preferences. Paths the spec does not show are ours,
 * in the same style (their calls are in account-endpoints.ts).
 */
import * as v from 'valibot';
import { Email } from './auth';
import { PageParam, PageSizeParam, paged } from './paging';
import { FocusArea } from './personas';

export const ACCOUNT_MESSAGES = {
  firstNameMin: 'First name must be at least 1 characters',
  lastNameMin: 'Last name must be at least 1 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  captchaRequired: 'Please complete the reCAPTCHA',
  captchaInvalid: 'The captcha could not be verified. Please try again.',
  emailTaken: 'A user with this email already exists.',
  validEmail: 'Please enter a valid email address',
  signupSuccess: 'Your account has been created. We have sent a verification code to your email.',
  otpInvalid: 'Invalid verification code',
  otpExpired: 'This code has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many attempts. Please request a new code.',
  otpSent: 'A new verification code has been sent to your email.',
  alreadyVerified: 'Your email is already verified.',
  tooManyRequests: 'Too many requests. Please try again later.',
  resetSent: 'If an account exists for this email, we have sent a link to reset your password.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  passwordChanged: 'Your password has been changed.',
  wrongPassword: 'Your current password is incorrect.',
  verificationFailed: 'Verification Failed',
  invalidRequest: 'Invalid request',
  feedbackRequired: 'Please fill up both title and description',
  feedbackThanks: 'Thank you for your feedback!',
  preferencesSaved: 'Preferences updated successfully! Your portal will now reflect these changes.',
  unverifiedOnly: 'Please verify your email to continue.',
  emailVerified: 'Your email has been verified.',
} as const;

export const PASSWORD_MIN = 8;
export const OTP_LENGTH = 6;
/** How long a code lives and how many wrong tries it takes. */
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
/** Resending a code: at most one per this many seconds, and this many per hour, per member. */
export const OTP_RESEND_INTERVAL_SECONDS = 30;
export const OTP_RESENDS_PER_HOUR = 5;
/** Lifetimes of the e-mailed links: /verify-email/{key} and /reset-password/{token}. */
export const VERIFICATION_KEY_TTL_SECONDS = 7 * 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** The signup success toast stays this long (spec part 1 section 9). */
export const SIGNUP_TOAST_MS = 15_000;
/** The verified e-mail page goes home after this long. */
export const EMAIL_VERIFIED_REDIRECT_MS = 2_000;

const Password = v.pipe(
  v.string(ACCOUNT_MESSAGES.passwordMin),
  v.minLength(PASSWORD_MIN, ACCOUNT_MESSAGES.passwordMin),
);
const Required = v.pipe(v.string('Required'), v.nonEmpty('Required'));

/** POST /api/v1/register/ (spec part 1 section 3, Signup payload). */
export const SignupPayload = v.pipe(
  v.object({
    first_name: v.pipe(
      v.string(ACCOUNT_MESSAGES.firstNameMin),
      v.trim(),
      v.minLength(1, ACCOUNT_MESSAGES.firstNameMin),
    ),
    last_name: v.pipe(v.string(ACCOUNT_MESSAGES.lastNameMin), v.trim(), v.minLength(1, ACCOUNT_MESSAGES.lastNameMin)),
    email: Email,
    password: Password,
    confirm_password: v.string(ACCOUNT_MESSAGES.passwordsDoNotMatch),
    subscribe_to_newsletter: v.optional(v.boolean(), true),
    profile_type: v.optional(v.literal('individual'), 'individual'),
    /** The email again (spec: username is the email). */
    username: v.optional(v.string()),
    /** The solved ALTCHA payload (base64), named as the spec names the captcha field. */
    recaptcha_response: v.pipe(
      v.string(ACCOUNT_MESSAGES.captchaRequired),
      v.nonEmpty(ACCOUNT_MESSAGES.captchaRequired),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm_password']],
      (input) => input.password === input.confirm_password,
      ACCOUNT_MESSAGES.passwordsDoNotMatch,
    ),
    ['confirm_password'],
  ),
);
export type SignupPayload = v.InferInput<typeof SignupPayload>;

/** 201 from register: the new member is logged in at once and must verify the e-mailed code. */
export const SignupResponse = v.object({
  detail: v.string(),
  redirect_to_login: v.boolean(),
  access: v.string(),
  refresh: v.string(),
});

export const OtpPayload = v.object({
  otp: v.pipe(v.string(), v.regex(/^\d{6}$/, ACCOUNT_MESSAGES.otpInvalid)),
});

export const ForgotPasswordPayload = v.object({
  email: v.pipe(
    v.string(ACCOUNT_MESSAGES.validEmail),
    v.trim(),
    v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, ACCOUNT_MESSAGES.validEmail),
    v.toLowerCase(),
  ),
});

export const ResetPasswordPayload = v.pipe(
  v.object({ token: Required, password: Password, confirm_password: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm_password']],
      (input) => input.password === input.confirm_password,
      ACCOUNT_MESSAGES.passwordsDoNotMatch,
    ),
    ['confirm_password'],
  ),
);

/** Change password: all three fields 'Required'; new and confirmation must match. */
export const ChangePasswordPayload = v.pipe(
  v.object({
    old_password: Required,
    new_password: v.pipe(Required, v.minLength(PASSWORD_MIN, ACCOUNT_MESSAGES.passwordMin)),
    confirm_password: Required,
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_password']],
      (input) => input.new_password === input.confirm_password,
      ACCOUNT_MESSAGES.passwordsDoNotMatch,
    ),
    ['confirm_password'],
  ),
);

/** POST /api/v1/verify-email/ answers the access token (and a refresh token so the session lasts). */
export const VerifyEmailPayload = v.object({ verification_key: Required });
export const VerifyEmailResponse = v.object({ access_token: v.string(), refresh: v.string() });

export const FeedbackPayload = v.object({
  title: v.pipe(
    v.string(ACCOUNT_MESSAGES.feedbackRequired),
    v.trim(),
    v.nonEmpty(ACCOUNT_MESSAGES.feedbackRequired),
    v.maxLength(200),
  ),
  description: v.pipe(
    v.string(ACCOUNT_MESSAGES.feedbackRequired),
    v.trim(),
    v.nonEmpty(ACCOUNT_MESSAGES.feedbackRequired),
    v.maxLength(4000),
  ),
});
export const Feedback = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  created_at: v.string(),
  user: v.object({ id: v.number(), email: v.string(), name: v.string() }),
});
export type Feedback = v.InferOutput<typeof Feedback>;

export { FOCUS_AREAS, FocusArea, PERSONAS } from './personas';

export const PreferencesPayload = v.object({
  current_role: v.pipe(v.number('Required'), v.integer(), v.minValue(1, 'Required'), v.maxValue(5, 'Required')),
  focus_area: FocusArea,
});
export type PreferencesPayload = v.InferOutput<typeof PreferencesPayload>;

/** Portal Preferences as stored on the member (both null until saved). */
export const Preferences = v.object({ current_role: v.nullable(v.number()), focus_area: v.nullable(FocusArea) });
export type Preferences = v.InferOutput<typeof Preferences>;

/** 200 of POST /api/v1/password/change/: a fresh session for this device (the others are ended). */
export const PasswordChangeResponse = v.object({ detail: v.string(), access: v.string(), refresh: v.string() });

/** GET /api/v1/feedback/ (staff only), newest first. */
export const FEEDBACK_PAGE_SIZE = 20;
export const FeedbackListQuery = v.object({ page: PageParam, page_size: PageSizeParam(FEEDBACK_PAGE_SIZE) });
export const FeedbackPage = paged(Feedback);
