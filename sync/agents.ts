/**
 * The worker's agent calls (SyncApi['agents']). SEAM: the sync helper of issue 9 replaces
 * these placeholders with the real calls.
 */
import { MESSAGES } from '../contract';
import type { SyncApi } from './api';
import type { SyncContext } from './context';

export function createAgents(_ctx: SyncContext): SyncApi['agents'] {
  const failed = { ok: false as const, kind: 'failed' as const, message: MESSAGES.couldNotComplete };
  return {
    list: async () => 'failed',
    bySlug: async () => 'offline',
    startRun: async () => failed,
    submitStep: async () => failed,
    uploadFile: async () => ({ ok: false, message: MESSAGES.couldNotComplete }),
    usage: async () => null,
    savePrompt: async () => ({ ok: false, message: MESSAGES.couldNotComplete }),
    logs: async () => ({ kind: 'failed', message: MESSAGES.couldNotComplete }),
  };
}
