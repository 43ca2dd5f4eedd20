import { getMeta, type PortalDb, type SyncState, setMeta } from './db';

/** Writes meta 'syncState' only when it changes, so live queries re-render only then. */
export async function writeSyncState(db: PortalDb, next: SyncState): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const current = await getMeta(db, 'syncState');
    if (current?.status === next.status && current.lastSyncAt === next.lastSyncAt) return;
    await setMeta(db, 'syncState', next);
  });
}

export async function readSyncState(db: PortalDb): Promise<SyncState> {
  return (await getMeta(db, 'syncState')) ?? { status: 'online', lastSyncAt: null };
}
