/**
 * Data saver on a member's first sync: the board comes as its newest jobs in one request,
 * the device notes how many of how many it holds, and the rest arrives when the member asks
 * (real app, real PGlite with the demo seed and more jobs than data saver downloads).
 */
import { describe, expect, it } from 'vitest';
import type { Job } from '../../contract/jobs';
import type { Paged } from '../../contract/paging';
import { getMeta } from '../core/db';
import { pull } from '../core/pull';
import { createJobs, VISITOR_BOARD_SAVE_DATA_SIZE } from '../jobs/jobs-detail';
import { realApiForFile } from '../testing/real-api';
import { realServerDevices } from '../testing/real-server';
import { bootstrap } from './bootstrap';

const api = realApiForFile({ jobCount: VISITOR_BOARD_SAVE_DATA_SIZE + 60, draftJobCount: 0, campusJobCount: 0 });
const device = realServerDevices(api);

describe("data saver on a member's first sync", { timeout: 90_000 }, () => {
  it('downloads the newest jobs only, says how many are held back, and the rest on request', async () => {
    const published = (await api().call<Paged<Job>>('GET', `/api/v1/jobs/?page_size=${VISITOR_BOARD_SAVE_DATA_SIZE}`))
      .body;
    const total = published.pagination.count;
    expect(total).toBeGreaterThan(VISITOR_BOARD_SAVE_DATA_SIZE);

    const saver = await device('member@example.org');
    saver.ctx.saveData = true;
    expect(await pull(saver.ctx, { withMeta: true })).toEqual({ kind: 'done' });
    expect((await saver.db.jobs.toCollection().primaryKeys()).sort()).toEqual(
      published.data.map((job) => job.id).sort(),
    );
    const held = await getMeta(saver.db, 'jobsHeld');
    expect(held).toMatchObject({ stored: VISITOR_BOARD_SAVE_DATA_SIZE, total });
    // What the held jobs would have cost: about as much per job as the newest took.
    const wouldCost =
      ((total - VISITOR_BOARD_SAVE_DATA_SIZE) * JSON.stringify(published.data).length) / published.data.length;
    expect(held?.heldBytes).toBeGreaterThan(wouldCost * 0.9);
    expect(held?.heldBytes).toBeLessThan(wouldCost * 1.1);

    expect(await createJobs({ db: saver.db, api: saver.ctx.api, now: Date.now }).trimmed()).toBe('ready');
    expect(await saver.db.jobs.count()).toBe(total);
    expect(await getMeta(saver.db, 'jobsHeld')).toBeUndefined();

    // A first sync cut short (a reload) runs again, maybe after the member downloaded the rest:
    // the newest jobs come again, and the board stays whole.
    expect(await bootstrap(saver.ctx)).toEqual({ kind: 'done' });
    expect(await saver.db.jobs.count()).toBe(total);
    expect(await getMeta(saver.db, 'jobsHeld')).toBeUndefined();

    // Without data saver the first sync brings the whole board, and holds nothing back.
    const whole = await device('student@example.org');
    expect(await pull(whole.ctx, { withMeta: true })).toEqual({ kind: 'done' });
    expect(await whole.db.jobs.count()).toBe(total);
    expect(await getMeta(whole.db, 'jobsHeld')).toBeUndefined();
  });
});
