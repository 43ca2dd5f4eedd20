/**
 * Idempotency-Key: the effect and the stored answer are one transaction. Over the real app
 * and a real PGlite: a 5xx after the handler's first write rolls that write back and frees
 * the key; a stored answer is replayed days later (after a fresh process's purge); two
 * requests under one key at once run once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareerTip } from '../../contract/content';
import { MESSAGES } from '../../contract/messages';
import { careerTips } from '../content/schema';
import { idempotency, users } from '../db/schema';
import { createTestApi, type TestApi } from '../testing';
import { anotherProcess } from '../testing-processes';
import { IDEMPOTENCY_KEEP_MS } from './idempotency';

const DAY_MS = 24 * 60 * 60 * 1000;
let api: TestApi;
let member: string;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 0, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  member = (await api.login('member@example.org')).access;
});
afterAll(() => api?.close());

const tip = (title: string, key: string) =>
  api.call<CareerTip>('POST', '/api/v1/career-tips/', {
    token: member,
    headers: { 'Idempotency-Key': key },
    body: { title, content: `${title}, in a few words.`, group: null },
  });
const tipsTitled = async (title: string) =>
  (await api.database.db.select().from(careerTips).where(eq(careerTips.title, title))).length;
const alternateEmailOfMember = async () =>
  (await api.database.db.select().from(users).where(eq(users.email, 'member@example.org')).orderBy(users.id))[0]
    ?.alternateEmail;

describe('Idempotency-Key in one transaction with the effect', () => {
  it('a 5xx rolls back what the handler wrote before it failed, and frees the key', async () => {
    // The database fails the handler's second write (the code it issues) as a timed-out statement would.
    await api.database.db.execute(sql`
      create function fail_code_issue() returns trigger language plpgsql as
        $$ begin raise exception 'statement timeout' using errcode = '57014'; end $$`);
    await api.database.db.execute(sql`
      create trigger fail_code_issue before insert on one_time_codes
        for each row execute function fail_code_issue()`);
    const change = () =>
      api.call('POST', '/api/v1/alternate-email/', {
        token: member,
        headers: { 'Idempotency-Key': 'alternate-after-5xx' },
        body: { email: 'member.rolled.back@example.org' },
      });
    const failed = await change();
    expect(failed.status).toBe(503);
    expect(await alternateEmailOfMember()).not.toBe('member.rolled.back@example.org');
    // The key is free again: no claim is left behind.
    expect(await api.database.db.select().from(idempotency).where(eq(idempotency.key, 'alternate-after-5xx'))).toEqual(
      [],
    );

    await api.database.db.execute(sql`drop trigger fail_code_issue on one_time_codes`);
    const retried = await change();
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await alternateEmailOfMember()).toBe('member.rolled.back@example.org');
  });

  it('replays a stored answer three days later, from a process that purged old records at start', async () => {
    const first = await tip('Replayed after a long weekend', 'tip-long-weekend');
    expect(first.status).toBe(201);
    await api.database.db.execute(
      sql`update idempotency set created_at = ${new Date(Date.now() - 3 * DAY_MS)} where key = 'tip-long-weekend'`,
    );
    // A fresh process purges expired records on its first keyed request.
    const replay = await anotherProcess(api).call('POST', '/api/v1/career-tips/', {
      token: member,
      headers: { 'Idempotency-Key': 'tip-long-weekend' },
      body: { title: 'Replayed after a long weekend', content: 'x', group: null },
    });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(first.text);
    expect(await tipsTitled('Replayed after a long weekend')).toBe(1);
    expect(IDEMPOTENCY_KEEP_MS).toBeGreaterThan(7 * DAY_MS);
  });

  it('two requests under one key at once run once: the other hears 409 or, after the commit, the stored answer', async () => {
    const [a, b] = await Promise.all([tip('Sent twice at once', 'tip-twice'), tip('Sent twice at once', 'tip-twice')]);
    // PGlite is one connection: the second request may only get past its first query once the
    // first one committed. On Postgres the 409 is certain (idempotency-crash.test.ts).
    const [ran, other] = a.headers.get('idempotent-replayed') === null && a.status === 201 ? [a, b] : [b, a];
    expect(ran.status).toBe(201);
    expect(ran.headers.get('idempotent-replayed')).toBeNull();
    expect([
      { status: 409, text: JSON.stringify({ detail: MESSAGES.idempotencyConflict }) },
      { status: 201, text: ran.text },
    ]).toContainEqual({ status: other.status, text: other.text });
    expect(await tipsTitled('Sent twice at once')).toBe(1);
    const later = await tip('Sent twice at once', 'tip-twice');
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(later.text).toBe(ran.text);
    expect(await tipsTitled('Sent twice at once')).toBe(1);
  });
});
