/**
 * The worker's report calls (SyncApi['reports']). SEAM: the sync helper of issue 9 replaces
 * these placeholders with the real calls.
 */
import { MESSAGES } from '../contract';
import type { SyncApi } from './api';
import type { SyncContext } from './context';

export function createReports(_ctx: SyncContext): SyncApi['reports'] {
  return {
    list: async () => ({ kind: 'failed', message: MESSAGES.couldNotComplete }),
    bySlug: async () => 'offline',
  };
}
