/** The worker's notification calls (SyncApi['notifications']). SEAM: issue 8 helper. */
import type { NotificationPageResult, SyncApi } from './api';
import type { SendContext } from './mutators';

export function createNotifications(_ctx: SendContext): SyncApi['notifications'] {
  return {
    page: async (): Promise<NotificationPageResult> => ({ kind: 'failed', message: 'not built yet' }),
  };
}
