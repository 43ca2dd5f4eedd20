/**
 * One-to-one chat (contract/chat.ts): rooms, history, read positions and sending. Every
 * call needs the caller's one_to_one_chat (403 with the upgrade text otherwise).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_ROOMS_PAGE_SIZE, ChatRoomInput, ChatSendInput } from '../../contract/chat';
import { PageParam, PageSizeParam } from '../../contract/paging';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { appendChanges } from '../changes/log';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { nextPageUrl, pagedBody, pageOffset } from '../http/paging';
import { historyPage, markRoomRead, roomChanges, sendChatMessage } from './messages';
import { checkPeer, memberRoom, requireChat, roomOfPair, roomsAsSeenBy, roomsOf } from './rooms';

const RoomsQuery = v.object({ page: PageParam, page_size: PageSizeParam(CHAT_ROOMS_PAGE_SIZE, 100) });
const HistoryQuery = v.object({ page: PageParam, page_size: PageSizeParam(CHAT_HISTORY_PAGE_SIZE, 100) });

export function chatRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('/chat/*', requireAuth)
    .use('/chat/*', async (c, next) => {
      const { tenantId, userId } = callerOf(c);
      await requireChat(db, tenantId, userId);
      await next();
    })
    .get('/chat/rooms/', async (c) => {
      const { tenantId, userId } = callerOf(c);
      const query = parseInput(RoomsQuery, c.req.query());
      const { data, total } = await roomsOf(db, tenantId, userId, {
        limit: query.page_size,
        offset: pageOffset(query.page, query.page_size),
      });
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total)));
    })
    .post('/chat/rooms/', async (c) => {
      const { tenantId, userId } = callerOf(c);
      const input = parseInput(ChatRoomInput, await readJsonObject(c));
      await checkPeer(db, tenantId, userId, input.user, 'user');
      const { room, created } = await db.transaction(async (tx) => {
        const found = await roomOfPair(tx, tenantId, userId, input.user);
        if (found.created) await appendChanges(tx, roomChanges(tenantId, found.room.id, [userId]));
        return found;
      });
      if (created) deps.hub.notify(tenantId, userId);
      const [seen] = await roomsAsSeenBy(db, tenantId, userId, [room]);
      return c.json(seen, created ? 201 : 200);
    })
    .get('/chat/rooms/:id/messages/', async (c) => {
      const { tenantId, userId } = callerOf(c);
      const room = await memberRoom(db, tenantId, userId, idParam(c.req.param('id')));
      const query = parseInput(HistoryQuery, c.req.query());
      const { data, total } = await historyPage(
        db,
        tenantId,
        room.id,
        query.page_size,
        pageOffset(query.page, query.page_size),
      );
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total)));
    })
    .post('/chat/rooms/:id/read/', async (c) => {
      const { tenantId, userId } = callerOf(c);
      const room = await memberRoom(db, tenantId, userId, idParam(c.req.param('id')));
      return c.json(await markRoomRead(deps, tenantId, userId, room));
    })
    .post('/chat/messages/', async (c) => {
      const { tenantId, userId } = callerOf(c);
      const input = parseInput(ChatSendInput, await readJsonObject(c));
      await checkPeer(db, tenantId, userId, input.recipient, 'recipient');
      const { message, created } = await sendChatMessage(deps, tenantId, {
        id: input.id,
        senderId: userId,
        recipientId: input.recipient,
        text: input.text,
      });
      return c.json(message, created ? 201 : 200);
    });
}
