/**
 * Agent reports: the member's own CareerGPS reports (those of runs for them, whoever ran
 * them), newest first; a search matches their titles. The reason names the agent and the day.
 */
import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { RecommendationItem } from '../../contract/connect';
import { agentReports, agents } from '../agents/schema';
import { containsPattern } from '../db/like';
import { shortText } from '../recommendations/member-facts';
import type { Catalogue } from './catalogue';
import type { PackageContext } from './context';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function reports(ctx: PackageContext, where: SQL | undefined) {
  return ctx.db
    .select({
      id: agentReports.id,
      slug: agentReports.slug,
      title: agentReports.title,
      message: agentReports.message,
      createdAt: agentReports.createdAt,
      agentName: agents.name,
      agentType: agents.agentType,
      agentImage: agents.imagePath,
    })
    .from(agentReports)
    .innerJoin(agents, eq(agents.id, agentReports.agentId))
    .where(and(eq(agentReports.tenantId, ctx.tenantId), eq(agentReports.userId, ctx.memberId), where))
    .orderBy(desc(agentReports.createdAt), desc(agentReports.id));
}

type ReportRow = Awaited<ReturnType<typeof reports>>[number];

function reportItem(row: ReportRow): RecommendationItem {
  return {
    id: row.id,
    type: 'agent_report',
    sub_type: row.agentType,
    slug: row.slug,
    title_slug: null,
    name_slug: null,
    source: null,
    name: row.title,
    title: row.title,
    description: shortText(row.message),
    reason: `Your ${row.agentName} report of ${DAY.format(row.createdAt)}`,
    image_path: row.agentImage,
    institution_name: null,
  };
}

export const reportCatalogue: Catalogue = {
  async list(ctx, { search, limit, offset }) {
    const rows = await reports(
      ctx,
      search === undefined ? undefined : ilike(agentReports.title, containsPattern(search)),
    );
    return { items: rows.slice(offset, offset + limit).map(reportItem), total: rows.length };
  },
  async pick(ctx, ids) {
    if (ids.length === 0) return new Map();
    const rows = await reports(ctx, inArray(agentReports.id, [...ids]));
    return new Map(rows.map((row) => [row.id, reportItem(row)]));
  },
};
