import { syncClient } from './sync-client';

/** Queue a rejected mutation again, re-applying its optimistic change. */
export async function retryMutation(seq: number): Promise<void> {
  await syncClient().sync.retry(seq);
}

/** Drop a rejected mutation for good. */
export async function discardMutation(seq: number): Promise<void> {
  await syncClient().sync.discard(seq);
}
