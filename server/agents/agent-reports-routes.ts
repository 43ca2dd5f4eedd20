/**
 * Agent reports (contract/agent-endpoints.ts): the caller's own list (newest first), one
 * report by its random slug (anyone on the tenant, visitors too: the slug is the shared link),
 * and the owner's feedback (one per report and member; sending again replaces it).
 */
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { AGENT_REPORT_ENDPOINTS } from '../../contract/agent-endpoints';
import { AGENT_MESSAGES, ReportFeedbackInput } from '../../contract/agents';
import { MESSAGES } from '../../contract/messages';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import type { Db } from '../db/client';
import { withTotal } from '../db/with-total';
import { HttpError, notFound } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { agentReports, reportFeedback } from './schema';
import { type ReportRow, toReport, toSummaries } from './serialize';

async function feedbackOf(db: Db, report: ReportRow, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db
    .select({ feedback: reportFeedback.feedback, rating: reportFeedback.rating })
    .from(reportFeedback)
    .where(and(eq(reportFeedback.reportId, report.id), eq(reportFeedback.userId, userId)));
  return row ?? null;
}

export function agentReportRoutes(deps: AppDeps) {
  const { db } = deps;
  const reportWhere = async (tenantId: number, where: ReturnType<typeof eq>) => {
    const [row] = await db
      .select()
      .from(agentReports)
      .where(and(eq(agentReports.tenantId, tenantId), where));
    if (!row) throw notFound(AGENT_MESSAGES.reportNotFound);
    return row;
  };

  const router = new Hono<AppEnv>();
  register(router, AGENT_REPORT_ENDPOINTS.list, async (c, { query }) => {
    const { tenantId, userId } = callerOf(c);
    const where = and(eq(agentReports.tenantId, tenantId), eq(agentReports.userId, userId));
    const { rows, total } = await withTotal(
      db,
      agentReports,
      where,
      { limit: query.page_size, offset: pageOffset(query.page, query.page_size) },
      db.select().from(agentReports).where(where).orderBy(desc(agentReports.createdAt), desc(agentReports.id)),
    );
    return c.json(pagedBody(c.req.url, query.page, query.page_size, await toSummaries(db, rows), total));
  });
  register(router, AGENT_REPORT_ENDPOINTS.bySlug, async (c, { params }) => {
    const report = await reportWhere(c.var.tenant.id, eq(agentReports.slug, params['slug'] ?? ''));
    const userId = c.var.auth?.userId ?? null;
    return c.json(await toReport(db, report, userId, await feedbackOf(db, report, userId)));
  });
  return register(router, AGENT_REPORT_ENDPOINTS.feedback, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const report = await reportWhere(tenantId, eq(agentReports.id, idParam(params['id'])));
    if (report.userId !== userId) throw new HttpError(403, { detail: MESSAGES.permissionDenied });
    const input = parseInput(ReportFeedbackInput, await readJsonObject(c));
    if (input.response_id !== report.id) throw new HttpError(400, { response_id: [MESSAGES.notFound] });
    await db
      .insert(reportFeedback)
      .values({ tenantId, reportId: report.id, userId, feedback: input.feedback, rating: input.rating })
      .onConflictDoUpdate({
        target: [reportFeedback.reportId, reportFeedback.userId],
        set: { feedback: input.feedback, rating: input.rating },
      });
    return c.json(await toReport(db, report, userId, await feedbackOf(db, report, userId)));
  });
}
