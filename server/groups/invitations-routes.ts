/**
 * Invitations (spec part 2 section 7): POST /invitations/ (an administrator invites people
 * by account or e-mail), GET /invitations/{id}/ and POST .../accept/ and .../reject/ (the
 * invitee answers). Every call needs a signed-in member.
 */
import { type Context, Hono } from 'hono';
import { InvitePayload } from '../../contract/group-form';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { publicOrigin } from '../http/client';
import { parseInput, readJsonObject } from '../http/input';
import { publishNotifications } from '../notifications/create';
import { hostName } from '../tenants/directory';
import { answerInvitation, readInvitation, sendInvitations } from './invitations';

export function invitationRoutes(deps: AppDeps) {
  const { db } = deps;
  const answer = (action: 'accept' | 'reject') => async (c: Context<AppEnv>) => {
    const { tenantId, userId } = callerOf(c);
    const { result, membershipChanged } = await answerInvitation(db, tenantId, userId, c.req.param('id') ?? '', action);
    if (membershipChanged) memberDataCommitted(deps, tenantId, userId);
    return c.json(result);
  };
  return new Hono<AppEnv>()
    .use('/invitations/*', requireAuth)
    .post('/invitations/', async (c) => {
      const { tenantId, userId } = callerOf(c);
      const input = parseInput(InvitePayload, await readJsonObject(c));
      const notifications = await sendInvitations(
        deps,
        {
          tenant: c.var.tenant,
          host: hostName(c.req.header('host')),
          origin: publicOrigin(c, deps.trustProxy),
          callerId: userId,
        },
        input,
      );
      await publishNotifications(deps, tenantId, notifications);
      return c.json({ detail: GROUP_MESSAGES.invitationSent }, 201);
    })
    .get('/invitations/:id/', async (c) => {
      const { tenantId, userId } = callerOf(c);
      return c.json(await readInvitation(db, tenantId, userId, c.req.param('id')));
    })
    .post('/invitations/:id/accept/', answer('accept'))
    .post('/invitations/:id/reject/', answer('reject'));
}
