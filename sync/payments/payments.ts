/**
 * The worker's payment calls (SyncApi['payments']). Plans are public and kept in meta 'plans'
 * for offline reading; the member's subscription detail lives in meta 'subscriptionDetail' and
 * goes with the identity (its user_subscription changes with every payment). Payment actions
 * need a connection now: nothing is queued, and a server out of reach answers 'offline'.
 */
import * as v from 'valibot';
import {
  byTier,
  DataUrlResponse,
  firstErrorMessage,
  GroupMember,
  MESSAGES,
  PAYMENT_ENDPOINTS,
  PAYMENT_MESSAGES,
  type PaymentConfirmationInput,
  PlansResponse,
  pathOf,
  SubscriptionDetailResponse,
} from '../../contract';
import { refreshIdentity } from '../account/account';
import { isKnownOffline } from '../agents/agent-outcomes';
import type { PaymentActionResult, PaymentChangeResult, SyncApi } from '../core/api';
import type { AuthDeps } from '../core/auth';
import { callerOptions } from '../core/caller-options';
import { assertSession, SessionEndedError, type SyncContext } from '../core/context';
import { getMeta, groupMemberKey, setMeta } from '../core/db';
import { getJson, type Outcome } from '../core/http';

type Refusal = { kind: 'offline' } | { kind: 'failed'; message: string; errors: Record<string, string[]> };

const offline = { kind: 'offline' } as const;

/** DRF field errors of a refused call (`detail` is the message, not a field). */
export function paymentFieldErrors(body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return errors;
  for (const [field, value] of Object.entries(body)) {
    if (field === 'detail') continue;
    const messages = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    const texts = messages.filter((message): message is string => typeof message === 'string');
    if (texts.length > 0) errors[field] = texts;
  }
  return errors;
}

/** A call that did not succeed: no answer at all is 'offline'; anything else is a failure with the server's words. */
function refusal(outcome: Exclude<Outcome, { kind: 'ok' }>, fallback: string): Refusal {
  if (outcome.kind === 'transient' && outcome.isUnreachable) return offline;
  if (outcome.kind !== 'rejected') return { kind: 'failed', message: fallback, errors: {} };
  return {
    kind: 'failed',
    message: firstErrorMessage(outcome.body, fallback),
    errors: paymentFieldErrors(outcome.body),
  };
}

/** Only the session's db and api are used by refreshIdentity; the engine learns of session changes itself. */
const identityDeps = (ctx: SyncContext): AuthDeps => ({ db: ctx.db, api: ctx.api, onSessionChanged: () => undefined });

export async function fetchPlans(ctx: Pick<SyncContext, 'db' | 'api'>): Promise<'ready' | 'offline' | 'failed'> {
  // The plans are the same for everyone: no token, so an ended session cannot hide them.
  const answer = await getJson(ctx.api, pathOf(PAYMENT_ENDPOINTS.plans), PlansResponse, { token: null });
  if (answer.kind === 'data') {
    await setMeta(ctx.db, 'plans', { data: byTier(answer.data.data), discounts: answer.data.discounts });
    return 'ready';
  }
  return answer.kind === 'transient' && answer.isUnreachable ? 'offline' : 'failed';
}

/** Stores a detail answered for this session; false when a logout came first. */
async function storeDetail(ctx: SyncContext, detail: v.InferOutput<typeof SubscriptionDetailResponse>['data']) {
  try {
    await ctx.db.transaction('rw', ctx.db.meta, async () => {
      await assertSession(ctx.db);
      await setMeta(ctx.db, 'subscriptionDetail', detail);
    });
  } catch (error) {
    if (error instanceof SessionEndedError) return false;
    throw error;
  }
  await refreshIdentity(identityDeps(ctx));
  return true;
}

export async function fetchDetail(ctx: SyncContext): Promise<'ready' | 'offline' | 'failed'> {
  if (!(await getMeta(ctx.db, 'session'))) return 'failed';
  const answer = await getJson(ctx.api, pathOf(PAYMENT_ENDPOINTS.detail), SubscriptionDetailResponse);
  if (answer.kind === 'data') return (await storeDetail(ctx, answer.data.data)) ? 'ready' : 'failed';
  return answer.kind === 'transient' && answer.isUnreachable ? 'offline' : 'failed';
}

async function post(ctx: SyncContext, path: string, body: unknown): Promise<Outcome | typeof offline> {
  if (isKnownOffline()) return offline;
  return ctx.api.request('POST', path, {
    body,
    idempotencyKey: crypto.randomUUID(),
    ...(await callerOptions(ctx.db)),
  });
}

/** A call answering `{data: url}`: the checkout, portal or card address to go to. */
async function postForUrl(
  ctx: SyncContext,
  path: string,
  body: unknown,
  fallback: string,
): Promise<PaymentActionResult> {
  const outcome = await post(ctx, path, body);
  if (outcome.kind === 'offline') return offline;
  if (outcome.kind !== 'ok') return refusal(outcome, fallback);
  const parsed = v.safeParse(DataUrlResponse, outcome.body);
  return parsed.success ? { kind: 'done', url: parsed.output.data } : { kind: 'failed', message: fallback, errors: {} };
}

/** A plan change or cancel: the answered detail is stored (read again if the answer lacks it). */
async function changeSubscription(ctx: SyncContext, path: string, body: unknown): Promise<PaymentChangeResult> {
  const outcome = await post(ctx, path, body);
  if (outcome.kind === 'offline') return offline;
  if (outcome.kind !== 'ok') return refusal(outcome, PAYMENT_MESSAGES.couldNotPerformRequest);
  const parsed = v.safeParse(SubscriptionDetailResponse, outcome.body);
  if (parsed.success) await storeDetail(ctx, parsed.output.data);
  else await fetchDetail(ctx);
  return { kind: 'done' };
}

/** The member as the server answers it, bare or wrapped in `data`. */
function answeredMember(body: unknown): GroupMember | null {
  const bare = v.safeParse(GroupMember, body);
  if (bare.success) return bare.output;
  const wrapped = v.safeParse(v.object({ data: GroupMember }), body);
  return wrapped.success ? wrapped.output.data : null;
}

async function confirmGroupPayment(
  ctx: SyncContext,
  groupId: number,
  input: PaymentConfirmationInput,
): Promise<PaymentChangeResult> {
  const outcome = await post(ctx, pathOf(PAYMENT_ENDPOINTS.paymentConfirmation, { id: groupId }), input);
  if (outcome.kind === 'offline') return offline;
  if (outcome.kind !== 'ok') return refusal(outcome, MESSAGES.couldNotPerform);
  const member = answeredMember(outcome.body);
  const key = groupMemberKey(groupId, input.user);
  if (member) await ctx.db.groupMembers.put({ ...member, key, group_id: groupId, seenAt: ctx.now() });
  // No member in the answer: mark the stored row as the action left it.
  else await ctx.db.groupMembers.update(key, { payment_status: input.action === 'accept' ? 'confirmed' : null });
  return { kind: 'done' };
}

export function createPayments(ctx: SyncContext): SyncApi['payments'] {
  const proceed = (path: string, body: unknown) => postForUrl(ctx, path, body, PAYMENT_MESSAGES.couldNotProceed);
  return {
    plans: () => fetchPlans(ctx),
    detail: () => fetchDetail(ctx),
    subscribe: (input) => proceed(pathOf(PAYMENT_ENDPOINTS.createSubscription), input),
    payForGroup: (input) => proceed(pathOf(PAYMENT_ENDPOINTS.oneTimePayment), input),
    donate: (input) => proceed(pathOf(PAYMENT_ENDPOINTS.donate), input),
    portal: (returnUrl) => proceed(pathOf(PAYMENT_ENDPOINTS.portal), { return_url: returnUrl }),
    membershipCard: () =>
      postForUrl(ctx, pathOf(PAYMENT_ENDPOINTS.membershipCard), {}, PAYMENT_MESSAGES.membershipCardFailed),
    updateSubscription: (input) => changeSubscription(ctx, pathOf(PAYMENT_ENDPOINTS.updateSubscription), input),
    cancelSubscription: (reason) =>
      changeSubscription(ctx, pathOf(PAYMENT_ENDPOINTS.cancelSubscription), { cancellation_reason: reason }),
    confirmGroupPayment: (groupId, input) => confirmGroupPayment(ctx, groupId, input),
  };
}
