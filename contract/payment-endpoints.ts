/** The payment area's calls (spec part 2 sections 2 and 10) on the endpoint table. */
import * as v from 'valibot';
import { endpoint } from './endpoint';
import {
  CancelSubscriptionInput,
  CreateSubscriptionInput,
  DataUrlResponse,
  DonateInput,
  OneTimePaymentInput,
  PAYMENT_MESSAGES,
  PlansResponse,
  PortalInput,
  SubscriptionDetailResponse,
  UpdateSubscriptionInput,
} from './payments';

/** The membership card is made from the member's profile: its body is an empty object. */
export const MembershipCardInput = v.object({});

/**
 * The payment calls. The group's payment confirmation reads its body after the group and
 * administrator checks (a 404 or 403 first), so its handler parses PaymentConfirmationInput.
 */
export const PAYMENT_ENDPOINTS = {
  plans: endpoint({ method: 'GET', path: '/api/v1/subscription-plans/', output: PlansResponse, auth: 'optional' }),
  detail: endpoint({
    method: 'GET',
    path: '/api/v1/subscription-detail/',
    output: SubscriptionDetailResponse,
    auth: 'token',
  }),
  createSubscription: endpoint({
    method: 'POST',
    path: '/api/v1/payment/create-subscription/',
    body: CreateSubscriptionInput,
    output: DataUrlResponse,
    auth: 'token',
  }),
  updateSubscription: endpoint({
    method: 'POST',
    path: '/api/v1/payment/update-subscription/',
    body: UpdateSubscriptionInput,
    output: SubscriptionDetailResponse,
    auth: 'token',
  }),
  cancelSubscription: endpoint({
    method: 'POST',
    path: '/api/v1/payment/cancel-subscription/',
    body: CancelSubscriptionInput,
    output: SubscriptionDetailResponse,
    auth: 'token',
  }),
  portal: endpoint({
    method: 'POST',
    path: '/api/v1/payment/create-customer-portal-session/',
    body: PortalInput,
    output: DataUrlResponse,
    auth: 'token',
  }),
  oneTimePayment: endpoint({
    method: 'POST',
    path: '/api/v1/payment/create-one-time-payment/',
    body: OneTimePaymentInput,
    output: DataUrlResponse,
    auth: 'token',
  }),
  donate: endpoint({
    method: 'POST',
    path: '/api/v1/payment/donate/',
    body: DonateInput,
    output: DataUrlResponse,
    auth: 'token',
  }),
  membershipCard: endpoint({
    method: 'POST',
    path: '/api/v1/payment/membership-card/',
    body: MembershipCardInput,
    output: DataUrlResponse,
    auth: 'token',
    // Spec part 1 section 11: a card only where the tenant's star flag is on.
    tenant: { flag: 'star', refusal: { status: 403, detail: PAYMENT_MESSAGES.membershipCardFailed } },
  }),
  /** A group's administrators mark a member paid or unpaid; answers the member's row. */
  paymentConfirmation: endpoint({ method: 'POST', path: '/api/v1/groups/:id/payment-confirmation/', auth: 'token' }),
  /**
   * An event's administrators accept or reject the voucher an applicant paid with (spec part 2
   * section 7: "payment-voucher: user, action"); accepted is paid. Answers the applicant's row.
   */
  paymentVoucher: endpoint({ method: 'POST', path: '/api/v1/groups/:id/payment-voucher/', auth: 'token' }),
  /** The provider's signed events: signed by the provider, never by a member's token; read raw. */
  webhook: endpoint({ method: 'POST', path: '/api/v1/payment/webhook/', auth: 'none' }),
} as const;
