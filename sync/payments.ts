/** PLACEHOLDER (issue 10 seams): the worker helper replaces this with the payments calls. */
import type { SyncApi } from './api';
import type { SyncContext } from './context';

const failed = { kind: 'failed', message: 'Not built yet', errors: {} } as const;

export function createPayments(_ctx: SyncContext): SyncApi['payments'] {
  return {
    plans: async () => 'failed',
    detail: async () => 'failed',
    subscribe: async () => failed,
    payForGroup: async () => failed,
    donate: async () => failed,
    portal: async () => failed,
    membershipCard: async () => failed,
    updateSubscription: async () => failed,
    cancelSubscription: async () => failed,
    confirmGroupPayment: async () => failed,
  };
}
