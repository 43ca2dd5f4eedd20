/**
 * One-to-one chat (contract/chat.ts CHAT_ENDPOINTS): rooms, history, read positions and
 * sending. Every call under /chat/ needs a token and the caller's one_to_one_chat (403 with
 * the upgrade text otherwise), checked before any route matches so that an unknown chat path
 * answers the same 401/403 as a known one.
 */
import { Hono } from 'hono';
import { CHAT_ENDPOINTS, ChatHistoryQuery } from '../../contract/chat';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { appendChanges } from '../changes/log';
import { idParam, parseInput } from '../http/input';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { historyPage, markRoomRead, roomChanges, sendChatMessage } from './messages';
import { checkPeer, memberRoom, requireChat, roomOfPair, roomsAsSeenBy, roomsOf } from './rooms';

export function chatRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = new Hono<AppEnv>().use('/chat/*', requireAuth).use('/chat/*', async (c, next) => {
    const { tenantId, userId } = callerOf(c);
    await requireChat(db, tenantId, userId);
    await next();
  });
  register(router, CHAT_ENDPOINTS.rooms, async (c, { query }) => {
    const { tenantId, userId } = callerOf(c);
    const { data, total } = await roomsOf(db, tenantId, userId, {
      limit: query.page_size,
      offset: pageOffset(query.page, query.page_size),
    });
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  register(router, CHAT_ENDPOINTS.openRoom, async (c, { body }) => {
    const { tenantId, userId } = callerOf(c);
    await checkPeer(db, tenantId, userId, body.user, 'user');
    const { room, created } = await db.transaction(async (tx) => {
      const found = await roomOfPair(tx, tenantId, userId, body.user);
      if (found.created) await appendChanges(tx, roomChanges(tenantId, found.room.id, [userId]));
      return found;
    });
    if (created) deps.hub.notify(tenantId, userId);
    const [seen] = await roomsAsSeenBy(db, tenantId, userId, [room]);
    return c.json(seen, created ? 201 : 200);
  });
  register(router, CHAT_ENDPOINTS.history, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const room = await memberRoom(db, tenantId, userId, idParam(params['id']));
    const query = parseInput(ChatHistoryQuery, c.req.query());
    const { data, total } = await historyPage(
      db,
      tenantId,
      room.id,
      query.page_size,
      pageOffset(query.page, query.page_size),
    );
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  register(router, CHAT_ENDPOINTS.read, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const room = await memberRoom(db, tenantId, userId, idParam(params['id']));
    return c.json(await markRoomRead(deps, tenantId, userId, room));
  });
  return register(router, CHAT_ENDPOINTS.send, async (c, { body }) => {
    const { tenantId, userId } = callerOf(c);
    await checkPeer(db, tenantId, userId, body.recipient, 'recipient');
    const { message, created } = await sendChatMessage(deps, tenantId, {
      id: body.id,
      senderId: userId,
      recipientId: body.recipient,
      text: body.text,
    });
    return c.json(message, created ? 201 : 200);
  });
}
