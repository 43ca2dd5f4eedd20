/**
 * AI tools (spec part 2 sections 2 to 6): the list (approved only; moderators may ask a
 * status; 9 per page), the detail with the approved use cases naming it, and the writes:
 * any member submits (pending), the creator or staff edits, the default organization's
 * administrators moderate. The logo is one image upload under 5 MB.
 */
import { and, arrayOverlaps, desc, eq } from 'drizzle-orm';
import type { AiTool, ContentListQuery, ContentStatus, ModerationAction } from '../../contract/content';
import {
  type AiToolFormPayload,
  aiToolFormErrors,
  CONTENT_FORM_MESSAGES,
  CONTENT_LIMITS,
} from '../../contract/content-forms';
import { ID_MESSAGES } from '../../contract/ids';
import type { Db, Reader } from '../db/client';
import { textSearch } from '../db/like';
import { lookUp } from '../db/lookups';
import { idList } from '../http/input';
import { sanitizeRichText } from '../profiles/sanitize';
import { contentTable } from './kind-table';
import { applyModeration, logContentChange } from './moderation';
import { type ContentRights, canSeeModerated } from './rights';
import { aiTools, useCases } from './schema';
import { authorOrStaffRights, bookmarksOf, contentItem, filesOf, shownOf, throwFormErrors, votesOf } from './serialize';
import { missingIds, statusFilter, uploadError } from './use-cases';

export type AiToolRow = typeof aiTools.$inferSelect;
const aiToolTable = contentTable(aiTools, aiTools.slug, 'ai-tool', {
  canSee: (row, rights) => canSeeModerated(rights, row),
  serialize: (db, tenantId, rights, rows) => toAiTools(db, tenantId, rights, rows),
  serializeDetail: (db, tenantId, rights, rows) => toAiTools(db, tenantId, rights, rows, true),
});

/** AI tool rows as the caller sees them; `detail` adds the approved use cases naming each. */
export async function toAiTools(
  db: Reader,
  tenantId: number,
  rights: ContentRights,
  rows: AiToolRow[],
  detail = false,
): Promise<AiTool[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [{ files, marked, myVotes, ...shown }, naming] = await Promise.all([
    lookUp(db, {
      ...shownOf(tenantId, rows),
      files: filesOf(
        tenantId,
        rows.map((row) => row.logo),
      ),
      marked: bookmarksOf(tenantId, rights.userId, 'aitool', ids),
      myVotes: votesOf(tenantId, rights.userId, 'aitool', ids),
    }),
    detail
      ? db
          .select({ id: useCases.id, slug: useCases.slug, title: useCases.title, aiTools: useCases.aiTools })
          .from(useCases)
          .where(
            and(eq(useCases.tenantId, tenantId), eq(useCases.status, 'approved'), arrayOverlaps(useCases.aiTools, ids)),
          )
          .orderBy(desc(useCases.createdAt), desc(useCases.id))
      : [],
  ]);
  return rows.map(
    (row): AiTool =>
      contentItem<AiTool>(row, shown, authorOrStaffRights(row, rights, marked), {
        slug: row.slug,
        name: row.name,
        description: row.description,
        logo: row.logo === null ? null : (files.get(row.logo) ?? null),
        categories: row.categories,
        status: row.status,
        website: row.website,
        roles: row.roles,
        use_cases: naming
          .filter((useCase) => useCase.aiTools.includes(row.id))
          .map(({ id, slug, title }) => ({ id, slug, title })),
        vote_score: row.voteScore,
        user_vote_type: myVotes.get(row.id) ?? null,
      }),
  );
}

export const aiToolRow = aiToolTable.rowOf;

/** The AI tool a key names as the caller may see it, or null. */
export const readAiTool = aiToolTable.readItem;

export async function listAiTools(
  db: Reader,
  tenantId: number,
  rights: ContentRights,
  query: ContentListQuery,
  pageSize: number,
): Promise<{ data: AiTool[]; total: number }> {
  const where = and(
    eq(aiTools.tenantId, tenantId),
    statusFilter(aiTools.status, query.status, rights.isDefaultOrgAdmin),
    textSearch(query.search, aiTools.name, aiTools.description),
    query.categories ? arrayOverlaps(aiTools.categories, idList(query.categories)) : undefined,
    query.group_id === undefined ? undefined : eq(aiTools.groupId, query.group_id),
  );
  const page = await aiToolTable.newestPage(db, where, query.page, pageSize);
  return { data: await toAiTools(db, tenantId, rights, page.rows), total: page.total };
}

export function aiToolFormOf(row: AiToolRow): AiToolFormPayload {
  return {
    name: row.name,
    description: row.description,
    group: row.groupId,
    categories: row.categories,
    logo: row.logo,
    website: row.website,
    roles: row.roles,
  };
}

async function checkAiToolForm(
  db: Reader,
  tenantId: number,
  userId: number,
  form: AiToolFormPayload,
  current: AiToolRow | null,
): Promise<void> {
  const errors: Record<string, string> = { ...aiToolFormErrors(form) };
  const logo = await uploadError(db, tenantId, userId, form.logo, current?.logo ?? null, 'image', {
    maxBytes: CONTENT_LIMITS.aiToolLogoBytes,
    message: CONTENT_FORM_MESSAGES.logoTooLarge,
  });
  if (logo) errors['logo'] = logo === CONTENT_FORM_MESSAGES.imageOnly ? CONTENT_FORM_MESSAGES.logoTooLarge : logo;
  if (!errors['group'] && form.group !== null) {
    const [missing] = await missingIds(db, tenantId, 'group', [form.group]);
    if (missing !== undefined) errors['group'] = ID_MESSAGES.doesNotExist(missing);
  }
  throwFormErrors(errors);
}

function aiToolValues(form: AiToolFormPayload) {
  return {
    name: form.name.trim(),
    description: sanitizeRichText(form.description),
    groupId: form.group,
    categories: [...new Set(form.categories)],
    logo: form.logo,
    website: form.website && form.website.trim() !== '' ? form.website.trim() : null,
    roles: [...new Set(form.roles)],
  };
}

export async function createAiTool(db: Db, tenantId: number, userId: number, form: AiToolFormPayload): Promise<number> {
  await checkAiToolForm(db, tenantId, userId, form, null);
  return db.transaction(async (tx) => {
    const slug = await aiToolTable.slugFor(tx, tenantId, form.name);
    return aiToolTable.insertRow(tx, 'aitool', {
      tenantId,
      slug,
      ...aiToolValues(form),
      status: 'pending',
      createdBy: userId,
    });
  });
}

export async function updateAiTool(
  db: Db,
  tenantId: number,
  userId: number,
  current: AiToolRow,
  form: AiToolFormPayload,
): Promise<void> {
  await checkAiToolForm(db, tenantId, userId, form, current);
  await db.transaction(async (tx) => {
    const slug = await aiToolTable.slugFor(tx, tenantId, form.name, {
      id: current.id,
      slug: current.slug,
      text: current.name,
    });
    await tx
      .update(aiTools)
      .set({ ...aiToolValues(form), slug, updatedAt: new Date() })
      .where(aiToolTable.itemOf(tenantId, current.id));
    await logContentChange(tx, tenantId, current.createdBy, 'aitool', current.id);
  });
}

export async function moderateAiTool(
  db: Db,
  tenantId: number,
  current: AiToolRow,
  action: ModerationAction,
): Promise<ContentStatus> {
  return applyModeration(db, tenantId, 'aitool', current, action, (tx, status) =>
    aiToolTable.setStatus(tx, tenantId, current.id, status),
  );
}

/** AI tools of `ids` the caller may see, serialized in the order of `ids`. */
export const aiToolsByIds = aiToolTable.byIds;
/** The same with the detail an AI tool's own page shows. */
export const aiToolDetailsByIds = aiToolTable.detailsByIds;
