/**
 * Ask Anything over a real PGlite and the real app (embedded engine): who may ask, input
 * checks, conversations and agents, replays, history pages, feedback and tenant isolation.
 * The stream itself, engine failures and the LLM path: server/ama/ama-stream.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMA_MESSAGES, type AmaChat } from '../../contract/ama';
import type { Paged } from '../../contract/paging';
import { agents, amaChats } from '../agents/schema';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { AMA_SERVER_MESSAGES } from './exchanges';
import { amaMember, ask, doneChat, storedRows } from './testing';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
});
afterAll(() => api?.close());

const question = (parent: string | null = null, extra: Record<string, unknown> = {}) => ({
  id: ulid(),
  question: 'How do I become a data analyst?',
  parent_chat: parent,
  ...extra,
});
const chats = (token: string, query = '', host?: string) =>
  api.call<Paged<AmaChat>>('GET', `/api/v1/ama/chats/${query}`, { token, ...(host ? { host } : {}) });
const feedback = (token: string, id: string, body: unknown) =>
  api.call<AmaChat & Record<string, string[]>>('POST', `/api/v1/ama/chats/${id}/feedback/`, { token, body });

async function tenantAgent(host: string, canChat: boolean) {
  const tenant = await api.deps.tenants.byHost(host);
  const slug = `test-agent-${ulid().toLowerCase()}`;
  await api.database.db
    .insert(agents)
    .values({ tenantId: tenant!.id, slug, name: 'Test Agent', agentType: 'career_assistant', canChat });
  return slug;
}

describe('who may ask', () => {
  it('401 without a token; 403 upgrade without use_ama (student@); staff always may', async () => {
    expect((await ask(api, null, question())).status).toBe(401);

    const student = await api.login('student@example.org');
    const refused = await ask(api, student.access, question());
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: AMA_MESSAGES.upgrade, code: 'upgrade' });
    const history = await chats(student.access);
    expect(history.status).toBe(403);
    expect(history.body).toEqual({ detail: AMA_MESSAGES.upgrade, code: 'upgrade' });

    const staff = await amaMember(api, 'localhost', { useAma: false, isStaff: true });
    expect((await ask(api, staff.token, question())).status).toBe(200);
    const member = await api.login('member@example.org');
    expect(doneChat(await ask(api, member.access, question())).is_error).toBe(false);
  });

  it('400 in DRF shape for a bad id, a blank or too long question and a body that is not JSON', async () => {
    const me = await amaMember(api);
    const badId = await ask(api, me.token, question(null, { id: 'not-a-ulid' }));
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual({ id: ['Invalid question id'] });
    const blank = await ask(api, me.token, question(null, { question: '   ' }));
    expect(blank.body).toEqual({ question: ['Required'] });
    expect((await ask(api, me.token, question(null, { question: 'x'.repeat(2001) }))).status).toBe(400);
    expect((await ask(api, me.token, '{nope')).status).toBe(400);
    expect((await chats(me.token)).body.pagination.count).toBe(0);
  });
});

describe('conversations, agents and replays', () => {
  it('a follow-up joins the conversation of its parent', async () => {
    const me = await amaMember(api);
    const first = doneChat(await ask(api, me.token, question()));
    expect(first.conversation).toBe(first.id);
    expect(first.parent_chat).toBeNull();
    const second = doneChat(await ask(api, me.token, question(first.id, { question: 'Tell me more' })));
    const third = doneChat(await ask(api, me.token, question(second.id, { question: 'And then?' })));
    expect(second).toMatchObject({ conversation: first.id, parent_chat: first.id });
    expect(third).toMatchObject({ conversation: first.id, parent_chat: second.id });
  });

  it("400 for a parent that is unknown or another member's", async () => {
    const me = await amaMember(api);
    const other = await amaMember(api);
    const theirs = doneChat(await ask(api, other.token, question()));
    for (const parent of [ulid(), theirs.id]) {
      const res = await ask(api, me.token, question(parent));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ parent_chat: [AMA_SERVER_MESSAGES.parentChat] });
    }
  });

  it('asks in an agent that can chat; 400 for one that cannot, an unknown one or another tenant’s', async () => {
    const me = await amaMember(api);
    const chatty = await tenantAgent('localhost', true);
    const done = doneChat(await ask(api, me.token, question(null, { agent: chatty })));
    expect(done.agent).toBe(chatty);
    expect((await chats(me.token)).body.data[0]?.agent).toBe(chatty);
    for (const agent of [
      await tenantAgent('localhost', false),
      'no-such-agent',
      await tenantAgent(CAMPUS_HOST, true),
    ]) {
      const res = await ask(api, me.token, question(null, { agent }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ agent: [AMA_SERVER_MESSAGES.agent] });
    }
  });

  it('the same id again replays the stored exchange (start and done, one row); another member gets 409', async () => {
    const me = await amaMember(api);
    const body = question();
    const first = doneChat(await ask(api, me.token, body));
    const again = await ask(api, me.token, { ...body, question: 'Something else' });
    expect(again.status).toBe(200);
    expect(again.events.map((event) => event.type)).toEqual(['start', 'done']);
    expect(doneChat(again)).toEqual(first);
    expect(await storedRows(api, body.id)).toHaveLength(1);

    const other = await amaMember(api);
    const taken = await ask(api, other.token, body);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ detail: AMA_SERVER_MESSAGES.idTaken });
    const campus = await amaMember(api, CAMPUS_HOST);
    expect((await ask(api, campus.token, body, CAMPUS_HOST)).status).toBe(409);
    expect(await storedRows(api, body.id)).toHaveLength(1);
  });
});

describe('Idempotency-Key', () => {
  it('is not applied to asking: the question id deduplicates, so another id with the same key is answered', async () => {
    const me = await amaMember(api);
    const key = { 'Idempotency-Key': ulid() };
    const first = doneChat(await ask(api, me.token, question(), undefined, key));
    const second = await ask(api, me.token, question(), undefined, key);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(doneChat(second).id).not.toBe(first.id);
    expect((await chats(me.token)).body.pagination.count).toBe(2);
  });
});

describe('GET /api/v1/ama/chats/', () => {
  it('pages the caller’s exchanges newest first, 12 a page, and filters by conversation', async () => {
    const me = await amaMember(api);
    const tenant = await api.deps.tenants.byHost('localhost');
    const ids = Array.from({ length: 13 }, () => ulid());
    await api.database.db.insert(amaChats).values(
      ids.map((id, at) => ({
        id,
        tenantId: tenant!.id,
        userId: me.id,
        conversation: at < 3 ? ids[0]! : id,
        parentChat: at > 0 && at < 3 ? ids[at - 1]! : null,
        question: `Question ${at}`,
        messages: [{ type: 'text' as const, value: `Answer ${at}` }],
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, at)),
      })),
    );
    const first = await chats(me.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(12);
    expect(first.body.data[0]?.question).toBe('Question 12');
    expect(first.body.pagination).toEqual({ count: 13, next: '/api/v1/ama/chats/?page=2&page_size=12' });
    const second = await chats(me.token, '?page=2');
    expect(second.body.data.map((chat) => chat.question)).toEqual(['Question 0']);
    expect(second.body.pagination.next).toBeNull();

    const conversation = await chats(me.token, `?conversation=${ids[0]}`);
    expect(conversation.body.data.map((chat) => chat.question)).toEqual(['Question 2', 'Question 1', 'Question 0']);
    expect(conversation.body.data[0]).toMatchObject({ conversation: ids[0], parent_chat: ids[1], feedback: null });
    expect((await chats(me.token, '?page_size=50')).body.data).toHaveLength(13);
    expect((await chats(me.token, '?page_size=51')).status).toBe(400);
    expect((await chats(me.token, '?page=0')).status).toBe(400);
  });

  it('shows only the caller’s own exchanges, never another member’s or another tenant’s', async () => {
    const me = await amaMember(api);
    const other = await amaMember(api);
    const campus = await amaMember(api, CAMPUS_HOST);
    const mine = doneChat(await ask(api, me.token, question()));
    const campusChat = doneChat(await ask(api, campus.token, question(), CAMPUS_HOST));
    expect((await chats(me.token)).body.data.map((chat) => chat.id)).toEqual([mine.id]);
    expect((await chats(other.token)).body.pagination.count).toBe(0);
    expect((await chats(campus.token, '', CAMPUS_HOST)).body.data.map((chat) => chat.id)).toEqual([campusChat.id]);
    expect((await chats(campus.token, `?conversation=${mine.id}`, CAMPUS_HOST)).body.pagination.count).toBe(0);
  });
});

describe('POST /api/v1/ama/chats/{id}/feedback/', () => {
  it('stores a comment and a rating on the caller’s own exchange', async () => {
    const me = await amaMember(api);
    const chat = doneChat(await ask(api, me.token, question()));
    const res = await feedback(me.token, chat.id, { chat: chat.id, feedback: '  Very useful ', rating: 5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: chat.id, feedback: { feedback: 'Very useful', rating: 5 } });
    const [row] = await storedRows(api, chat.id);
    expect(row).toMatchObject({ feedback: 'Very useful', rating: 5 });
    expect((await chats(me.token)).body.data[0]?.feedback).toEqual({ feedback: 'Very useful', rating: 5 });
    // Given again, the last one wins.
    await feedback(me.token, chat.id, { chat: chat.id, feedback: 'Changed my mind', rating: 2 });
    expect((await storedRows(api, chat.id))[0]).toMatchObject({ feedback: 'Changed my mind', rating: 2 });
  });

  it('400 for a blank comment or a rating outside 1..5; 404 for another member’s or an unknown exchange', async () => {
    const me = await amaMember(api);
    const chat = doneChat(await ask(api, me.token, question()));
    const blank = await feedback(me.token, chat.id, { chat: chat.id, feedback: '  ', rating: 3 });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ feedback: [AMA_MESSAGES.commentRequired] });
    const noRating = await feedback(me.token, chat.id, { chat: chat.id, feedback: 'Fine' });
    expect(noRating.body).toEqual({ rating: [AMA_MESSAGES.ratingRequired] });
    for (const rating of [0, 6, 2.5]) {
      expect((await feedback(me.token, chat.id, { chat: chat.id, feedback: 'Fine', rating })).status).toBe(400);
    }
    const other = await amaMember(api);
    expect((await feedback(other.token, chat.id, { chat: chat.id, feedback: 'Mine?', rating: 1 })).status).toBe(404);
    expect((await feedback(me.token, ulid(), { feedback: 'Where?', rating: 1 })).status).toBe(404);
    const campus = await amaMember(api, CAMPUS_HOST);
    const fromCampus = await api.call('POST', `/api/v1/ama/chats/${chat.id}/feedback/`, {
      token: campus.token,
      host: CAMPUS_HOST,
      body: { feedback: 'Hi', rating: 1 },
    });
    expect(fromCampus.status).toBe(404);
    const [row] = await api.database.db
      .select()
      .from(amaChats)
      .where(and(eq(amaChats.id, chat.id)));
    expect(row?.feedback).toBeNull();
  });
});
