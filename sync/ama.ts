/**
 * The worker's Ask Anything calls (SyncApi['ama']). SEAM: the sync helper of issue 9 replaces
 * these placeholders with the real calls.
 */
import { MESSAGES } from '../contract';
import type { SyncApi } from './api';
import type { SyncContext } from './context';

export function createAma(_ctx: SyncContext): SyncApi['ama'] {
  return {
    ask: async () => ({ ok: false, kind: 'failed', message: MESSAGES.couldNotComplete, id: null }),
    history: async () => ({ kind: 'failed', message: MESSAGES.couldNotComplete }),
  };
}
