/**
 * whenDraftGone on IndexedDB (fake-indexeddb): a content form learns that the server accepted
 * its submitted draft from the draft leaving the device, even when it leaves before the form's
 * own query first answered, and only once.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentDraft } from '../../../sync/core/db';
import { db } from '../../db/db';
import { whenDraftGone } from './queries';

const draft = (id: string): ContentDraft => ({
  id,
  kind: 'usecase',
  editingId: 7,
  values: { title: 'Offline use case' },
  status: 'queued',
  errors: null,
  updatedAt: Date.now(),
});

/** A pause in which Dexie's live queries answer a committed write (for what must not happen). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(async () => {
  await db.contentDrafts.clear();
});

describe('whenDraftGone', () => {
  it('says nothing while the draft is stored, then once when it leaves', async () => {
    await db.contentDrafts.put(draft('a'));
    let calls = 0;
    const stop = whenDraftGone('a', () => {
      calls += 1;
    });
    await settle();
    await db.contentDrafts.update('a', { updatedAt: Date.now() + 1 });
    await settle();
    expect(calls).toBe(0);

    await db.contentDrafts.delete('a');
    await expect.poll(() => calls).toBe(1);
    await db.contentDrafts.put(draft('a'));
    await db.contentDrafts.delete('a');
    await settle();
    expect(calls).toBe(1);
    stop();
  });

  it('hears a draft that left before its first answer', async () => {
    await db.contentDrafts.put(draft('b'));
    let calls = 0;
    const stop = whenDraftGone('b', () => {
      calls += 1;
    });
    await db.contentDrafts.delete('b');
    await expect.poll(() => calls).toBe(1);
    stop();
  });

  it('says nothing once unsubscribed', async () => {
    await db.contentDrafts.put(draft('c'));
    let calls = 0;
    const stop = whenDraftGone('c', () => {
      calls += 1;
    });
    await settle();
    stop();
    await db.contentDrafts.delete('c');
    await settle();
    expect(calls).toBe(0);
  });
});
