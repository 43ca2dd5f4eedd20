/**
 * The batch reaches only the endpoints the contract marks `batch`; every mutation the outbox
 * sends inside a batch must land on one of them, or its replay would come back 404, and no
 * endpoint is open to batches that the outbox never batches. Each mutator's request (for
 * sample arguments its own schema accepts) is routed over the registered endpoint table the
 * way Hono routes it.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isBatchable } from '../../sync/core/push-batch';
import { type MutatorName, mutatorFor } from '../../sync/mutators';
import { registeredEndpoints } from '../http/register';
import { createTestApi, type TestApi } from '../testing';

const ENTRY_ID = '0b5c2c8e-5a1f-4c3e-9d7a-1f2e3d4c5b6a';
const MESSAGE_ID = '01J00000000000000000000000';
const USER = { id: 2, name: 'Ada', image_path: null, type: 'user', slug: 'ada' };

/** Arguments each mutator accepts, one per request shape it can make. */
const SAMPLES: Record<MutatorName, unknown[]> = {
  'bookmark.set': [
    { type: 'usecase', object_id: 3, bookmarked: true },
    { type: 'usecase', object_id: 3, bookmarked: false },
  ],
  'profile.update': [{ title: 'Analyst' }],
  // Uploads send themselves (multipart), never in a batch.
  'profile.file': [],
  'careerEntry.save': [
    {
      id: ENTRY_ID,
      type: 'work',
      title: 'Intern',
      description: 'Built things',
      group: 'Acme',
      skills: [11],
      is_currently_working: true,
      start_date: '2024-01-01',
      end_date: null,
    },
  ],
  'careerEntry.delete': [{ id: ENTRY_ID }],
  'follow.set': [{ id: 4, type: 'user', followed: true }],
  'group.join': [{ groupId: 5, answers: [], registration: null }],
  'group.leave': [{ groupId: 5 }],
  'job.apply': [{ jobId: 6, jobSlug: 'analyst', answers: [] }],
  'job.unapply': [{ jobId: 6 }],
  'vote.set': [{ content_type: 'usecase', object_id: 3, vote_type: 'upvote' }],
  'content.submit': [],
  'chat.send': [{ id: MESSAGE_ID, sender: USER, recipient: { ...USER, id: 3 }, text: 'Hello' }],
  'chat.read': [{ peer_id: 3, room_id: 7 }],
  'notification.read': [{ id: 8 }],
  'notification.readAll': [{ up_to: 9 }],
  'report.feedback': [{ response_id: 10, feedback: 'Useful', rating: 5 }],
  'ama.feedback': [{ chat: MESSAGE_ID, feedback: 'Clear', rating: 4 }],
};

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
}, 180_000);
afterAll(() => api?.close());

it('routes every mutation the outbox may batch to an endpoint marked batch', async () => {
  const routes = new Hono();
  for (const target of registeredEndpoints()) {
    routes.on(target.method, target.path, (c) => c.json({ endpoint: target.path, batch: target.batch }));
  }
  const reached: { name: string; status: number; endpoint?: string; batch?: boolean; batched: boolean }[] = [];
  for (const [name, samples] of Object.entries(SAMPLES)) {
    const def = mutatorFor(name);
    if (!def) throw new Error(`no mutator ${name}`);
    for (const sample of samples) {
      const args = v.safeParse(def.args, sample);
      expect({ name, issues: args.issues?.map((issue) => issue.message) }).toEqual({ name, issues: undefined });
      const request = def.request(args.output);
      const res = await routes.request(request.path, { method: request.method });
      const answer: { endpoint?: string; batch?: boolean } = res.status === 200 ? await res.json() : {};
      reached.push({ name, status: res.status, ...answer, batched: isBatchable(def) });
    }
  }
  // Each request reaches a registered endpoint, marked batch exactly when the outbox batches it.
  expect(reached.filter((answer) => answer.status !== 200 || answer.batch !== answer.batched)).toEqual([]);
  expect(reached).toHaveLength(Object.values(SAMPLES).flat().length);
});
