/**
 * Career tips: short moderated pieces members vote on. Any member submits (pending); an
 * administrator of the default organization approves a pending or rejected one and rejects
 * a pending one; the creator edits and deletes their own. Lists show approved tips.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { CareerTip, ContentStatus, ModerationAction } from '../../contract/content';
import { type CareerTipFormPayload, CONTENT_MESSAGES, careerTipFormErrors } from '../../contract/content-forms';
import type { Db, Reader } from '../db/client';
import { lookUp } from '../db/lookups';
import { HttpError } from '../http/errors';
import { sanitizeRichText } from '../profiles/sanitize';
import { contentTable } from './kind-table';
import { applyModeration, logContentChange } from './moderation';
import { type ContentRights, canSeeModerated } from './rights';
import { careerTips, votes } from './schema';
import { checkGroupExists, contentItem, shownOf, throwFormErrors, votesOf } from './serialize';

export type CareerTipRow = typeof careerTips.$inferSelect;
const tipTable = contentTable(careerTips, careerTips.slug, 'career-tip', {
  canSee: (row, rights) => canSeeModerated(rights, row),
  serialize: serializeCareerTips,
});

export async function serializeCareerTips(
  db: Reader,
  tenantId: number,
  rights: ContentRights,
  rows: readonly CareerTipRow[],
): Promise<CareerTip[]> {
  if (rows.length === 0) return [];
  const { myVotes, ...shown } = await lookUp(db, {
    ...shownOf(tenantId, rows),
    myVotes: votesOf(
      tenantId,
      rights.userId,
      'careertip',
      rows.map((row) => row.id),
    ),
  });
  return rows.map((row) =>
    contentItem<CareerTip>(
      row,
      shown,
      {
        can_edit: row.createdBy === rights.userId,
        can_moderate: rights.isDefaultOrgAdmin && row.status !== 'approved',
        is_bookmarked: false,
      },
      {
        slug: row.slug,
        title: row.title,
        content: row.content,
        status: row.status,
        vote_score: row.voteScore,
        user_vote_type: myVotes.get(row.id) ?? null,
      },
    ),
  );
}

/** Career tips of `ids` the caller may see, serialized in the order of `ids`. */
export const careerTipsByIds = tipTable.byIds;

export const careerTipRow = tipTable.rowOf;

/** The career tip a key names as the caller may see it, or null. */
export const readCareerTip = tipTable.readItem;

export interface CareerTipListOptions {
  /** pending, rejected, all: honoured for moderators only. */
  status?: ContentStatus | 'all' | undefined;
  groupId?: number | undefined;
  page: number;
  pageSize: number;
}

export async function listCareerTips(
  db: Reader,
  tenantId: number,
  rights: ContentRights,
  options: CareerTipListOptions,
): Promise<{ data: CareerTip[]; total: number }> {
  const status = rights.isDefaultOrgAdmin && options.status ? options.status : 'approved';
  const where: (SQL | undefined)[] = [eq(careerTips.tenantId, tenantId)];
  if (status !== 'all') where.push(eq(careerTips.status, status));
  if (options.groupId !== undefined) where.push(eq(careerTips.groupId, options.groupId));
  const { rows, total } = await tipTable.newestPage(db, and(...where), options.page, options.pageSize);
  return { data: await serializeCareerTips(db, tenantId, rights, rows), total };
}

export const careerTipFormOf = (row: CareerTipRow): CareerTipFormPayload => ({
  title: row.title,
  content: row.content,
  group: row.groupId,
});

async function checkCareerTipForm(db: Reader, tenantId: number, form: CareerTipFormPayload): Promise<void> {
  throwFormErrors(careerTipFormErrors(form));
  await checkGroupExists(db, tenantId, form.group);
}

export async function createCareerTip(
  db: Db,
  tenantId: number,
  userId: number,
  form: CareerTipFormPayload,
): Promise<number> {
  await checkCareerTipForm(db, tenantId, form);
  return db.transaction(async (tx) => {
    const title = form.title.trim();
    const slug = await tipTable.slugFor(tx, tenantId, title);
    return tipTable.insertRow(tx, 'careertip', {
      tenantId,
      slug,
      title,
      content: sanitizeRichText(form.content),
      groupId: form.group,
      status: 'pending',
      createdBy: userId,
    });
  });
}

/** The tip for a write by the caller: 404 when missing, 403 unless the caller created it. */
export const ownCareerTip = tipTable.ownRow;

export async function updateCareerTip(
  db: Db,
  tenantId: number,
  current: CareerTipRow,
  form: CareerTipFormPayload,
): Promise<void> {
  await checkCareerTipForm(db, tenantId, form);
  await db.transaction(async (tx) => {
    const title = form.title.trim();
    const slug = await tipTable.slugFor(tx, tenantId, title, {
      id: current.id,
      slug: current.slug,
      text: current.title,
    });
    await tx
      .update(careerTips)
      .set({ title, slug, content: sanitizeRichText(form.content), groupId: form.group, updatedAt: new Date() })
      .where(tipTable.itemOf(tenantId, current.id));
    await logContentChange(tx, tenantId, current.createdBy, 'careertip', current.id);
  });
}

export async function deleteCareerTip(db: Db, tenantId: number, row: CareerTipRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(votes)
      .where(and(eq(votes.tenantId, tenantId), eq(votes.contentType, 'careertip'), eq(votes.objectId, row.id)));
    await tipTable.deleteRow(tx, tenantId, row.id);
    await logContentChange(tx, tenantId, row.createdBy, 'careertip', row.id, 'deleted');
  });
}

/** Approve a pending or rejected tip, reject a pending one (isDefaultOrgAdmin, else 403; else 400 {detail}). */
export async function moderateCareerTip(
  db: Db,
  tenantId: number,
  rights: ContentRights,
  row: CareerTipRow,
  action: ModerationAction,
): Promise<void> {
  if (!rights.isDefaultOrgAdmin) throw new HttpError(403, { detail: CONTENT_MESSAGES.notAllowed });
  await applyModeration(db, tenantId, 'careertip', row, action, (tx, status) =>
    tipTable.setStatus(tx, tenantId, row.id, status),
  );
}
