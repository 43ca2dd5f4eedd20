/**
 * Starting a checkout, shared by subscriptions, paid groups and donations: the session row
 * first (so a webhook that beats our answer finds it), then the provider's hosted page. The
 * success and cancel URLs the client sends must be on this request's origin: a checkout is
 * never a way to bounce a member to another site.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import type { CheckoutRequest } from './provider';
import { type CheckoutKind, checkoutSessions } from './schema';

export interface StartCheckoutInput {
  tenantId: number;
  userId: number;
  kind: CheckoutKind;
  /** This request's public origin (http/client.ts publicOrigin). */
  origin: string;
  /** plan_prices.id of a subscription or donation price; null for a group's one-time price. */
  priceRowId: number | null;
  groupId: number | null;
  item: CheckoutRequest['item'];
  discountPercent: number;
  discountName: string | null;
  /** What the member pays, cents (after the discount for one-time payments). */
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
  customerRef: string | null;
}

/** `url` as an absolute URL on `origin`, or a 400 on the field. */
export function ownUrl(url: string, origin: string, field: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    throw new HttpError(400, { [field]: ['Enter a valid URL.'] });
  }
  if (parsed.origin !== origin) throw new HttpError(400, { [field]: ['Enter a URL on this portal.'] });
  return parsed.toString();
}

export const checkoutSessionId = () => `cs_${randomBytes(18).toString('base64url')}`;

/** Inserts the session and asks the provider for its page; answers the URL to send the member to. */
export async function startCheckout(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  input: StartCheckoutInput,
): Promise<string> {
  const successUrl = ownUrl(input.successUrl, input.origin, 'success_url');
  const cancelUrl = ownUrl(input.cancelUrl, input.origin, 'cancel_url');
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new HttpError(404, { detail: 'Not found.' });
  const id = checkoutSessionId();
  await deps.db.insert(checkoutSessions).values({
    id,
    tenantId: input.tenantId,
    userId: input.userId,
    kind: input.kind,
    provider: deps.payments.name,
    priceId: input.priceRowId,
    groupId: input.groupId,
    amountCents: input.amountCents,
    discountPercent: input.discountPercent,
    discountName: input.discountName,
    successUrl,
    cancelUrl,
  });
  const { url, providerSessionId } = await deps.payments.createCheckout(
    {
      sessionId: id,
      kind: input.kind,
      tenantId: input.tenantId,
      userId: input.userId,
      customerEmail: user.email,
      customerRef: input.customerRef,
      item: input.item,
      discountPercent: input.discountPercent,
      discountName: input.discountName,
      successUrl,
      cancelUrl,
    },
    input.origin,
  );
  await deps.db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
  return url;
}
