/**
 * Invitations (spec part 2 section 7): POST /invitations/ (an administrator invites people
 * by account or e-mail), GET /invitations/{id}/ and POST .../accept/ and .../reject/ (the
 * invitee answers). Every call needs a signed-in member.
 */
import { type Context, Hono } from 'hono';
import { INVITATION_ENDPOINTS } from '../../contract/group-endpoints';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { mailContext } from '../http/client';
import { register } from '../http/register';
import { publishNotifications } from '../notifications/create';
import { answerInvitation, readInvitation, sendInvitations } from './invitations';

export function invitationRoutes(deps: AppDeps) {
  const { db } = deps;
  const answer =
    (action: 'accept' | 'reject') =>
    async (c: Context<AppEnv>, { params }: { params: Record<string, string> }) => {
      const { tenantId, userId } = callerOf(c);
      const { result, membershipChanged } = await answerInvitation(db, tenantId, userId, params['id'] ?? '', action);
      if (membershipChanged) memberDataCommitted(deps, tenantId, userId);
      return c.json(result);
    };
  // Any path under /invitations/, one that names no call too, asks for a token first.
  const router = new Hono<AppEnv>().use('/invitations/*', requireAuth);
  register(router, INVITATION_ENDPOINTS.send, async (c, { body: input }) => {
    const { tenantId, userId } = callerOf(c);
    const notifications = await sendInvitations(deps, { ...mailContext(c, deps.trustProxy), callerId: userId }, input);
    await publishNotifications(deps, tenantId, notifications);
    return c.json({ detail: GROUP_MESSAGES.invitationSent }, 201);
  });
  register(router, INVITATION_ENDPOINTS.read, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    return c.json(await readInvitation(db, tenantId, userId, params['id']));
  });
  register(router, INVITATION_ENDPOINTS.accept, answer('accept'));
  return register(router, INVITATION_ENDPOINTS.reject, answer('reject'));
}
