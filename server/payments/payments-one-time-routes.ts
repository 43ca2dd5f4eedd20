/**
 * One-time payment calls (contract/payments.ts): a paid group's checkout, a
 * donation's checkout, the administrators' paid/unpaid marks of a member and the membership
 * card. The checkout pages and the events that complete them are payments/events.ts's.
 */
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { GroupMember } from '../../contract/groups';
import { PAYMENT_ENDPOINTS } from '../../contract/payment-endpoints';
import { PAYMENT_MESSAGES, PaymentConfirmationInput } from '../../contract/payments';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import type { Db } from '../db/client';
import { type GroupRow, memberships } from '../db/schema';
import { memberRows, toGroupMember } from '../groups/membership-member';
import { administeredGroup, type MembershipRow, membershipOf } from '../groups/membership-rows';
import { publicOrigin } from '../http/client';
import { HttpError } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { register } from '../http/register';
import type { MediaStorage } from '../uploads/storage';
import { createMembershipCard } from './membership-card';
import { setPaymentStatus, startDonation, startGroupPayment } from './one-time';

/** The spec's failure of a payment mark (part 2 section 8: 'Could not perform action'). */
export const COULD_NOT_PERFORM_ACTION = 'Could not perform action';

/** One member row as the administrators' member list shows it. */
async function memberOf(db: Db, group: GroupRow, userId: number): Promise<GroupMember> {
  const [row] = await memberRows(db).where(and(eq(memberships.groupId, group.id), eq(memberships.userId, userId)));
  if (!row) throw new HttpError(400, { detail: COULD_NOT_PERFORM_ACTION });
  return toGroupMember(row, group, true);
}

export function paymentOneTimeRoutes(deps: AppDeps, storage: MediaStorage) {
  const { db } = deps;
  const router = new Hono<AppEnv>();
  register(router, PAYMENT_ENDPOINTS.oneTimePayment, async (c, { body }) => {
    const { tenantId, userId } = callerOf(c);
    const url = await startGroupPayment(deps, {
      tenantId,
      userId,
      groupId: body.group_id,
      origin: publicOrigin(c, deps.trustProxy),
      successUrl: body.success_url,
      cancelUrl: body.cancel_url,
    });
    return c.json({ data: url });
  });
  register(router, PAYMENT_ENDPOINTS.donate, async (c, { body }) => {
    const { tenantId, userId } = callerOf(c);
    const url = await startDonation(deps, {
      tenantId,
      userId,
      groupId: body.group_id,
      priceId: body.price_id,
      origin: publicOrigin(c, deps.trustProxy),
      successUrl: body.success_url,
      cancelUrl: body.cancel_url,
    });
    return c.json({ data: url });
  });
  /**
   * A group administrator's payment mark on one member (`user`): accepted is confirmed,
   * rejected unpaid, once `refusal` of the membership row says nothing against it.
   */
  const markPayment =
    (refusal: (row: MembershipRow | null) => string | null) =>
    async (c: Context<AppEnv>, { params }: { params: Record<string, string> }) => {
      const actor = callerOf(c);
      const group = await administeredGroup(db, actor, idParam(params['id']));
      const input = parseInput(PaymentConfirmationInput, await readJsonObject(c));
      await db.transaction(async (tx) => {
        const detail = refusal(await membershipOf(tx, group.id, input.user));
        if (detail !== null) throw new HttpError(400, { detail });
        const target = { tenantId: actor.tenantId, groupId: group.id, userId: input.user };
        await setPaymentStatus(tx, target, input.action === 'accept' ? 'confirmed' : null);
      });
      memberDataCommitted(deps, actor.tenantId, input.user);
      return c.json(await memberOf(db, group, input.user));
    };
  register(
    router,
    PAYMENT_ENDPOINTS.paymentConfirmation,
    markPayment((row) =>
      row?.status !== 'accepted' || row.paymentStatus === 'confirmed' ? COULD_NOT_PERFORM_ACTION : null,
    ),
  );
  // A voucher is decided for an applicant still waiting as well as for an accepted one.
  register(
    router,
    PAYMENT_ENDPOINTS.paymentVoucher,
    markPayment((row) => {
      if (!row || row.status === 'rejected') return COULD_NOT_PERFORM_ACTION;
      return row.registration?.payment_mode === 'voucher' ? null : PAYMENT_MESSAGES.noVoucher;
    }),
  );
  return register(router, PAYMENT_ENDPOINTS.membershipCard, async (c) => {
    const { userId } = callerOf(c);
    return c.json({ data: await createMembershipCard(deps, storage, c.var.tenant, userId) });
  });
}
