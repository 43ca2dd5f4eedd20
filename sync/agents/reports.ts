/**
 * The worker's report calls (SyncApi['reports']): the member's own report summaries into
 * db.reportSummaries, and whole reports (anyone with the link) into db.agentReports, kept
 * for offline reading. Feedback given on this device and not yet sent stays on the row.
 */

import {
  AGENT_REPORTS_PAGE_SIZE,
  AgentReport,
  AgentReportPage,
  type AgentReportSummary,
  MESSAGES,
} from '../../contract';
import { AGENT_REPORT_ENDPOINTS } from '../../contract/agent-endpoints';
import { pathOf } from '../../contract/endpoint';
import type { PublicProfileStatus, ReportListResult, SyncApi } from '../core/api';
import { callerOptions } from '../core/caller-options';
import { assertSession, SessionEndedError, type SyncContext } from '../core/context';
import { pendingEntriesOf } from '../core/db';
import { getJson } from '../core/http';
import { rememberPage } from '../core/page-cache';

/**
 * Page 1 is the newest: stored summaries as new as its oldest (or all, when it is the whole
 * list) that it no longer holds were deleted on the server.
 */
async function putPage(ctx: SyncContext, page: number, rows: AgentReportSummary[], isLast: boolean): Promise<void> {
  const { db } = ctx;
  await db.transaction('rw', [db.reportSummaries, db.meta], async () => {
    await assertSession(db);
    if (page === 1) {
      const kept = new Set(rows.map((row) => row.slug));
      const oldest = rows.reduce<string | null>(
        (min, row) => (min === null || row.created_at < min ? row.created_at : min),
        null,
      );
      const gone = await db.reportSummaries
        .filter((row) => !kept.has(row.slug) && (isLast || oldest === null || row.created_at >= oldest))
        .primaryKeys();
      await db.reportSummaries.bulkDelete(gone);
    }
    await db.reportSummaries.bulkPut(rows);
  });
}

export async function listReports(ctx: SyncContext, page: number): Promise<ReportListResult> {
  const path = `${pathOf(AGENT_REPORT_ENDPOINTS.list)}?page=${page}&page_size=${AGENT_REPORTS_PAGE_SIZE}`;
  const answer = await getJson(ctx.api, path, AgentReportPage);
  if (answer.kind === 'transient') return { kind: 'offline' };
  if (answer.kind === 'rejected') return { kind: 'failed', message: answer.message };
  if (answer.kind === 'unauthenticated') return { kind: 'failed', message: MESSAGES.couldNotComplete };
  const { data, pagination } = answer.data;
  try {
    await putPage(ctx, page, data, pagination.next === null);
  } catch (error) {
    if (error instanceof SessionEndedError) return { kind: 'failed', message: MESSAGES.couldNotComplete };
    throw error;
  }
  const slugs = data.map((row) => row.slug);
  await rememberPage(ctx.db, 'reportsPage', { page }, { slugs, count: pagination.count }, ctx.now());
  return { kind: 'done', slugs, count: pagination.count, next: pagination.next };
}

export async function fetchReport(ctx: SyncContext, slug: string): Promise<PublicProfileStatus> {
  const answer = await getJson(
    ctx.api,
    pathOf(AGENT_REPORT_ENDPOINTS.bySlug, { slug }),
    AgentReport,
    await callerOptions(ctx.db),
  );
  const { db } = ctx;
  if (answer.kind === 'data') {
    const report = answer.data;
    await db.transaction('rw', [db.agentReports, db.outbox], async () => {
      // A feedback still queued here is newer than what the server holds.
      const pending = await pendingEntriesOf(db, `reportFeedback:${report.id}`).count();
      const local = pending > 0 ? (await db.agentReports.get(slug))?.feedback : undefined;
      await db.agentReports.put({ ...report, feedback: local ?? report.feedback, openedAt: ctx.now() });
    });
    return 'ready';
  }
  if (answer.kind === 'rejected' && answer.status === 404) {
    await db.agentReports.delete(slug);
    await db.reportSummaries.delete(slug);
    return 'missing';
  }
  return 'offline';
}

export function createReports(ctx: SyncContext): SyncApi['reports'] {
  return {
    list: (page) => listReports(ctx, page),
    bySlug: (slug) => fetchReport(ctx, slug),
  };
}
