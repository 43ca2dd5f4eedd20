/**
 * Live reads of the member's CareerGPS reports: the list (db.reportSummaries) and one report
 * (db.agentReports, kept for offline reading). Online, the worker fetches and Dexie re-renders.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { AGENT_REPORTS_PAGE_SIZE, type AgentReportSummary } from '../../../contract';
import type { LocalAgentReport } from '../../../sync/core/db';
import { db } from '../../db/db';
import { useIsKeyPending } from '../sync/queries';
import { type StoredPageView, storedPageView } from '../sync/stored-page-view';
import { syncClient } from '../sync/sync-client';
import { useCachedPage } from '../sync/use-cached-page';
import { type FetchedRowStatus, useFetchedRow } from '../sync/use-fetched-row';
import { byNewestReport } from './labels';

export type ReportsPageView = StoredPageView<AgentReportSummary>;

/**
 * Page `page` (1-based, 30 a page): the server's page when online (its rows land in
 * db.reportSummaries), else the stored rows paged here, newest first.
 */
export function useReportsPage(page: number): ReportsPageView {
  const stored = useLiveQuery(async () => (await db.reportSummaries.toArray()).sort(byNewestReport), []);
  const { page: cached, status } = useCachedPage('reportsPage', { page }, () => syncClient().reports.list(page));
  return storedPageView({
    stored,
    server: cached && { keys: cached.slugs, count: cached.count },
    status,
    keyOf: (row) => row.slug,
    page,
    pageSize: AGENT_REPORTS_PAGE_SIZE,
  });
}

/**
 * One report by slug: from Dexie as soon as it is stored, fetched by the worker while online.
 * `loading` also covers Dexie not having answered yet, so "offline" never flashes.
 */
export function useReport(slug: string): { report: LocalAgentReport | null; status: FetchedRowStatus } {
  const stored = useLiveQuery(async () => (await db.agentReports.get(slug)) ?? null, [slug]);
  const { row, status } = useFetchedRow(slug, stored ?? undefined, (key) => syncClient().reports.bySlug(key));
  if (stored === undefined) return { report: null, status: 'loading' };
  return { report: row, status };
}

/** The report's feedback is saved here and not yet confirmed by the server. */
export function useIsFeedbackPending(reportId: number): boolean {
  return useIsKeyPending(`reportFeedback:${reportId}`);
}
