/** The note beside the counts: loading (when none are shown yet), offline, or the failure. */
import { ADMIN_MESSAGES } from '../../../contract/admin';
import type { AdminMetricsView } from './queries';

export function MetricsStatus({ view }: { view: AdminMetricsView }) {
  const { fetch, metrics } = view;
  if (fetch.kind === 'loading') return metrics ? null : <p role="status">{ADMIN_MESSAGES.loadingMetrics}</p>;
  if (fetch.kind === 'offline') {
    return <p role="status">{metrics ? ADMIN_MESSAGES.offlineMetrics : ADMIN_MESSAGES.offlineNoMetrics}</p>;
  }
  if (fetch.kind === 'failed') return <p role="alert">{fetch.message}</p>;
  return null;
}
