/**
 * State that several server processes must share lives in the database: two apps over one
 * PGlite stand for two processes behind a load balancer. A billing-portal link made by one
 * opens on the other (and not once expired); an Ask Anything question sent to both at once
 * is generated once (a counting narrative engine stands in for the LLM) and both answer the
 * same stored exchange; a lease left by a process that died is taken over.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AmaStreamEvent } from '../../contract/ama';
import { pathOf } from '../../contract/endpoint';
import { PAYMENT_ENDPOINTS } from '../../contract/payment-endpoints';
import { amaMember, askRequest, storedRows } from '../ama/testing';
import type { NarrativeEngine } from '../guidance/narrative';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { anotherProcess } from '../testing-processes';
import { portalSessions, workLeases } from './schema';

let api: TestApi;
let second: ReturnType<typeof anotherProcess>;
let generations = 0;
let gate: Promise<void> = Promise.resolve();
/** The LLM's stand-in: counts generations, and holds its second piece until `gate` opens. */
const counting: NarrativeEngine = {
  name: 'llm',
  async *stream() {
    generations += 1;
    yield 'Only once. ';
    await gate;
    yield 'Done.';
  },
};

beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  api.deps.narrative = counting;
  second = anotherProcess(api, { narrative: counting });
});
afterAll(() => api?.close());

const lines = async (res: Response) =>
  (await res.text())
    .trim()
    .split('\n')
    .map((line): AmaStreamEvent => JSON.parse(line));
const leaseOf = async (id: string) =>
  (
    await api.database.db
      .select()
      .from(workLeases)
      .where(and(eq(workLeases.kind, 'ama'), eq(workLeases.id, id)))
  )[0];

describe('billing-portal links', () => {
  it('open on another process of the same database, on their tenant only, until they expire', async () => {
    const { access } = await api.login('member@example.org');
    const made = await api.call<{ data: string }>('POST', pathOf(PAYMENT_ENDPOINTS.portal), {
      token: access,
      body: { return_url: 'http://localhost:8080/membership' },
    });
    expect(made.status).toBe(200);
    const path = new URL(made.body.data).pathname;
    const page = await second.call<string>('GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Pro ($19 / month)');
    expect(page.text).toContain('href="http://localhost:8080/membership"');
    expect((await second.call('GET', path, { host: CAMPUS_HOST })).status).toBe(404);

    const token = path.split('/').at(-1) ?? '';
    await api.database.db
      .update(portalSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(portalSessions.token, token));
    expect((await second.call('GET', path)).status).toBe(404);
    expect((await api.call('GET', path)).status).toBe(404);
    // Making a link sweeps the expired ones.
    await second.call('POST', pathOf(PAYMENT_ENDPOINTS.portal), {
      token: access,
      body: { return_url: 'http://localhost:8080/' },
    });
    expect(await api.database.db.select().from(portalSessions).where(eq(portalSessions.token, token))).toEqual([]);
  });
});

describe('an Ask Anything question on two processes', () => {
  it('sent to both at once is generated once, and both answer the same stored exchange', async () => {
    const me = await amaMember(api);
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const before = generations;
    const body = { id: ulid(), question: 'How do I become a data analyst?', parent_chat: null };
    const onFirst = api.app.request(askRequest(me.token, body));
    const onSecond = second.app.request(askRequest(me.token, body));
    await expect.poll(() => generations, { timeout: 10_000 }).toBe(before + 1);
    const stranger = await amaMember(api);
    expect((await second.app.request(askRequest(stranger.token, body))).status).toBe(409);
    open();

    const answers = await Promise.all([lines(await onFirst), lines(await onSecond)]);
    expect(generations).toBe(before + 1);
    const [first, other] = answers;
    const done = first?.at(-1);
    expect(done?.type === 'done' && done.chat.messages[0]).toEqual({ type: 'text', value: 'Only once. Done.' });
    expect(other?.at(-1)).toEqual(done);
    // One of the two streamed the pieces, the other replayed the stored exchange (start, done).
    expect(answers.map((events) => events.length).sort()).toEqual([2, 4]);
    expect(await storedRows(api, body.id)).toHaveLength(1);
    await expect.poll(async () => (await leaseOf(body.id))?.finishedAt ?? null).not.toBeNull();
    // Once stored, the id stays the asker's: the stranger is refused again, the asker still gets the replay.
    expect((await api.app.request(askRequest(stranger.token, body))).status).toBe(409);
    expect((await lines(await second.app.request(askRequest(me.token, body)))).at(-1)).toEqual(done);
    expect(generations).toBe(before + 1);
  });

  it('takes over a lease whose process died: at once when expired, after the expiry when still live', async () => {
    gate = Promise.resolve();
    const me = await amaMember(api);
    const tenant = await api.deps.tenants.byHost('localhost');
    const abandon = async (id: string, expiresIn: string) => {
      await api.database.db.insert(workLeases).values({
        kind: 'ama',
        id,
        tenantId: tenant!.id,
        userId: me.id,
        owner: 'a-process-that-died',
        expiresAt: sql`now() + ${expiresIn}::interval`,
      });
      return (await leaseOf(id))!.expiresAt;
    };

    for (const expiresIn of ['-1 minute', '1 second']) {
      const before = generations;
      const body = { id: ulid(), question: 'Which skills should I learn first?', parent_chat: null };
      const expiresAt = await abandon(body.id, expiresIn);
      const events = await lines(await second.app.request(askRequest(me.token, body)));
      expect(events.at(-1)?.type).toBe('done');
      expect(generations).toBe(before + 1);
      const [row] = await storedRows(api, body.id);
      expect(row?.messages[0]).toEqual({ type: 'text', value: 'Only once. Done.' });
      // A live lease is waited for: the answer starts only once it expired.
      expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(expiresAt.getTime());
      expect((await leaseOf(body.id))?.owner).not.toBe('a-process-that-died');
    }
  });
});
