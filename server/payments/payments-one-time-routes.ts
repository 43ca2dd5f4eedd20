/**
 * One-time payment calls (contract/payments.ts): a paid group's checkout, a
 * donation's checkout, the administrators' paid/unpaid marks of a member and the membership
 * card. The checkout pages and the events that complete them are payments/events.ts's.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { GroupMember } from '../../contract/groups';
import { DonateInput, OneTimePaymentInput, PAYMENT_PATHS, PaymentConfirmationInput } from '../../contract/payments';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import type { Db } from '../db/client';
import { type GroupRow, memberships, users } from '../db/schema';
import { institution, personColumns, picture, toGroupMember } from '../groups/membership-member';
import { loadGroup, membershipOf } from '../groups/membership-rows';
import { requireGroupAdmin } from '../groups/permissions';
import { publicOrigin } from '../http/client';
import { HttpError } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { profiles } from '../profiles/schema';
import type { MediaStorage } from '../uploads/storage';
import { createMembershipCard } from './membership-card';
import { setPaymentStatus, startDonation, startGroupPayment } from './one-time';

/** The spec's failure of a payment mark (part 2 section 8: 'Could not perform action'). */
export const COULD_NOT_PERFORM_ACTION = 'Could not perform action';

const API = '/api/v1';
const path = (full: string) => full.slice(API.length);

/** One member row as the administrators' member list shows it. */
async function memberOf(db: Db, group: GroupRow, userId: number): Promise<GroupMember> {
  const [row] = await db
    .select({ ...personColumns, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(picture, eq(picture.id, profiles.pictureId))
    .leftJoin(institution, eq(institution.id, profiles.institutionId))
    .where(and(eq(memberships.groupId, group.id), eq(memberships.userId, userId)));
  if (!row) throw new HttpError(400, { detail: COULD_NOT_PERFORM_ACTION });
  return toGroupMember(row, group, true);
}

export function paymentOneTimeRoutes(deps: AppDeps, storage: MediaStorage) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(path(PAYMENT_PATHS.oneTimePayment), requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const input = parseInput(OneTimePaymentInput, await readJsonObject(c));
      const url = await startGroupPayment(deps, {
        tenantId,
        userId,
        groupId: input.group_id,
        origin: publicOrigin(c, deps.trustProxy),
        successUrl: input.success_url,
        cancelUrl: input.cancel_url,
      });
      return c.json({ data: url });
    })
    .post(path(PAYMENT_PATHS.donate), requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const input = parseInput(DonateInput, await readJsonObject(c));
      const url = await startDonation(deps, {
        tenantId,
        userId,
        groupId: input.group_id,
        priceId: input.price_id,
        origin: publicOrigin(c, deps.trustProxy),
        successUrl: input.success_url,
        cancelUrl: input.cancel_url,
      });
      return c.json({ data: url });
    })
    .post('/groups/:id/payment-confirmation/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const group = await loadGroup(db, actor.tenantId, idParam(c.req.param('id')));
      await requireGroupAdmin(db, actor.tenantId, actor.userId, group.id);
      const input = parseInput(PaymentConfirmationInput, await readJsonObject(c));
      await db.transaction(async (tx) => {
        const row = await membershipOf(tx, group.id, input.user);
        if (row?.status !== 'accepted' || row.paymentStatus === 'confirmed') {
          throw new HttpError(400, { detail: COULD_NOT_PERFORM_ACTION });
        }
        const target = { tenantId: actor.tenantId, groupId: group.id, userId: input.user };
        await setPaymentStatus(tx, target, input.action === 'accept' ? 'confirmed' : null);
      });
      memberDataCommitted(deps, actor.tenantId, input.user);
      return c.json(await memberOf(db, group, input.user));
    })
    .post(path(PAYMENT_PATHS.membershipCard), requireAuth, async (c) => {
      const { userId } = callerOf(c);
      await readJsonObject(c);
      return c.json({ data: await createMembershipCard(deps, storage, c.var.tenant, userId) });
    });
}
