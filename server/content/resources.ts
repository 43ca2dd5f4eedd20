/**
 * Resources and prompts (spec part 2 sections 2-6): the list query (approved only unless a
 * moderator asks for a status; pinned first, then newest), reads by id and slug, writes by
 * their creator, moderation, and the serializer with the caller's rights and premium lock.
 */
import { and, arrayOverlaps, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { bookmarkKey } from '../../contract/bookmarks';
import {
  CONTENT_PAGE_SIZES,
  type ContentListQuery,
  type ContentStatus,
  type ModerationAction,
  type Resource,
} from '../../contract/content';
import { CONTENT_MESSAGES, type ResourceFormPayload, resourceFormErrors } from '../../contract/content-forms';
import { appendChanges } from '../changes/log';
import type { Db, Reader } from '../db/client';
import { textSearch } from '../db/like';
import { lookUp } from '../db/lookups';
import { bookmarks } from '../db/schema';
import { HttpError } from '../http/errors';
import { idList } from '../http/input';
import { sanitizeRichText } from '../profiles/sanitize';
import { contentTable } from './kind-table';
import { applyModeration, logContentChange } from './moderation';
import { type ContentRights, visibleItems } from './rights';
import { resources } from './schema';
import {
  bookmarksOf,
  checkAttachedFiles,
  checkGroupExists,
  contentItem,
  filesOf,
  pickFiles,
  shownOf,
  throwFormErrors,
  topicsOf,
} from './serialize';

export type ResourceRow = typeof resources.$inferSelect;
const resourceTable = contentTable(resources, resources.titleSlug, 'resource', {
  canSee: canSeeResource,
  serialize: serializeResources,
});

/** May the caller see this resource's page at all (not its premium content: that is is_locked)? */
export function canSeeResource(row: ResourceRow, rights: ContentRights): boolean {
  if (row.createdBy === rights.userId || rights.isStaff) return true;
  if (row.status !== 'approved' && !rights.canModerateResources) return false;
  return row.securityLevel === 0 || (row.groupId !== null && rights.postableGroupIds.has(row.groupId));
}

export async function serializeResources(
  db: Reader,
  tenantId: number,
  rights: ContentRights,
  rows: readonly ResourceRow[],
): Promise<Resource[]> {
  if (rows.length === 0) return [];
  const { files, topics, bookmarked, ...shown } = await lookUp(db, {
    ...shownOf(tenantId, rows),
    files: filesOf(
      tenantId,
      rows.flatMap((row) => [...row.files, row.thumbnailImage]),
    ),
    topics: topicsOf(rows.flatMap((row) => row.topics)),
    bookmarked: bookmarksOf(
      tenantId,
      rights.userId,
      'resource',
      rows.map((row) => row.id),
    ),
  });
  return rows.map((row) => {
    const isCreator = row.createdBy === rights.userId;
    const isLocked = row.isPremium && !rights.canViewPremium && !isCreator;
    return contentItem<Resource>(
      row,
      shown,
      {
        can_edit: isCreator,
        can_moderate: rights.canModerateResources && row.status !== 'approved',
        is_bookmarked: bookmarked.has(row.id),
      },
      {
        title: row.title,
        title_slug: row.titleSlug,
        content: isLocked ? '' : row.content,
        security_level: row.securityLevel === 20 ? 20 : 0,
        publish_to_khub: row.publishToKhub,
        files: isLocked ? [] : pickFiles(files, row.files),
        topics: row.topics,
        topics_detailed: row.topics.map((id) => topics.get(id)).filter((t) => t !== undefined),
        topic_area: row.topicArea,
        is_premium: row.isPremium,
        is_locked: isLocked,
        career_stages: row.careerStages,
        career_goals: row.careerGoals,
        thumbnail_image: row.thumbnailImage === null ? null : (files.get(row.thumbnailImage) ?? null),
        country: row.country,
        roles: row.roles,
        type: row.type,
        sub_type: row.subType,
        source: row.source,
        is_trending: row.isTrending,
        is_pinned: row.isPinned,
        vote_score: row.voteScore,
        status: row.status,
      },
    );
  });
}

/** Resources of `ids` the caller may see, serialized in the order of `ids`. */
export const resourcesByIds = resourceTable.byIds;

export const resourceRow = resourceTable.rowOf;

/** The resource a key names as the caller may see it, or null. */
export const readResource = resourceTable.readItem;

/** The status a list shows: `status` only for resource moderators, else approved. */
function listStatus(query: ContentListQuery, rights: ContentRights): ContentStatus | 'all' {
  return rights.canModerateResources && query.status ? query.status : 'approved';
}

export async function listResources(
  db: Reader,
  tenantId: number,
  rights: ContentRights,
  query: ContentListQuery,
  pageSize: number,
): Promise<{ data: Resource[]; total: number }> {
  const where: (SQL | undefined)[] = [eq(resources.tenantId, tenantId)];
  const status = listStatus(query, rights);
  if (status !== 'all') where.push(eq(resources.status, status));
  if (query.type === 'prompt') where.push(eq(resources.type, 'prompt'));
  else if (query.type === 'resource' || query.type === 'other') where.push(ne(resources.type, 'prompt'));
  where.push(textSearch(query.search, resources.title, resources.content));
  const areas = [...idList(query.topic_area), ...idList(query.topic_areas)];
  if (areas.length > 0) where.push(inArray(resources.topicArea, areas));
  const stages = idList(query.career_stage);
  if (stages.length > 0) where.push(arrayOverlaps(resources.careerStages, stages));
  if (query.country) where.push(eq(resources.country, query.country));
  if (query.group_id !== undefined) where.push(eq(resources.groupId, query.group_id));
  where.push(visibleItems(resources, rights));
  const page = await resourceTable.newestPage(db, and(...where), query.page, pageSize, resources.isPinned);
  return { data: await serializeResources(db, tenantId, rights, page.rows), total: page.total };
}

/** The default page size of a resource list (resources 12, prompts 15). */
export const resourcePageSize = (type: ContentListQuery['type']) =>
  type === 'prompt' ? CONTENT_PAGE_SIZES.prompt : CONTENT_PAGE_SIZES.resource;

/** The form of a stored resource (a PATCH is merged over it). */
export function resourceFormOf(row: ResourceRow): ResourceFormPayload {
  return {
    title: row.title,
    content: row.content,
    group: row.groupId,
    type: row.type,
    security_level: row.securityLevel === 20 ? 20 : 0,
    publish_to_khub: row.publishToKhub,
    is_premium: row.isPremium,
    files: row.files,
    thumbnail_image: row.thumbnailImage,
    topics: row.topics,
    topic_area: row.topicArea,
    career_stages: row.careerStages,
    country: row.country,
    source: row.source,
  };
}

const cleanSource = (source: string | null) => (source && source.trim() !== '' ? source.trim() : null);

/** Whether the caller's resource in `group` is a contribution (pending) rather than a certified admin's own. */
function isContributionIn(rights: ContentRights, group: number | null): boolean {
  if (group === null) return !rights.isStaff;
  return !rights.certifiedAdminGroupIds.has(group);
}

/** Checks the form (400), the group right (403) and the files (400) of a create or an update. */
async function checkResourceForm(
  db: Reader,
  tenantId: number,
  rights: ContentRights,
  userId: number,
  form: ResourceFormPayload,
  current: ResourceRow | null,
): Promise<boolean> {
  const contribution = isContributionIn(rights, form.group);
  throwFormErrors(resourceFormErrors(form, { isContribution: contribution }));
  await checkGroupExists(db, tenantId, form.group);
  const groupChanged = current === null || current.groupId !== form.group;
  if (groupChanged && !rights.isStaff && (form.group === null || !rights.postableGroupIds.has(form.group))) {
    throw new HttpError(403, { detail: CONTENT_MESSAGES.notAllowed });
  }
  const keep = current ? [...current.files, ...(current.thumbnailImage === null ? [] : [current.thumbnailImage])] : [];
  await checkAttachedFiles(db, tenantId, userId, 'files', form.files, { keep });
  if (form.thumbnail_image !== null) {
    await checkAttachedFiles(db, tenantId, userId, 'thumbnail_image', [form.thumbnail_image], {
      keep,
      imagesOnly: true,
    });
  }
  return contribution;
}

function rowValues(form: ResourceFormPayload) {
  const source = cleanSource(form.source);
  return {
    title: form.title.trim(),
    content: sanitizeRichText(form.content),
    groupId: form.group,
    type: form.type,
    securityLevel: form.security_level,
    isPremium: form.is_premium,
    files: [...new Set(form.files)],
    thumbnailImage: form.thumbnail_image,
    topics: [...new Set(form.topics)],
    topicArea: form.topic_area,
    careerStages: [...new Set(form.career_stages)],
    country: form.country && form.country.trim() !== '' ? form.country.trim() : null,
    source,
    subType: source ? ('external' as const) : null,
  };
}

export async function createResource(
  db: Db,
  tenantId: number,
  rights: ContentRights,
  userId: number,
  form: ResourceFormPayload,
): Promise<number> {
  const contribution = await checkResourceForm(db, tenantId, rights, userId, form, null);
  return db.transaction(async (tx) => {
    const values = rowValues(form);
    const titleSlug = await resourceTable.slugFor(tx, tenantId, values.title);
    return resourceTable.insertRow(tx, 'resource', {
      ...values,
      tenantId,
      titleSlug,
      publishToKhub: contribution ? true : form.publish_to_khub,
      status: contribution ? 'pending' : 'approved',
      createdBy: userId,
    });
  });
}

/** The resource for a write by the caller: 404 when missing, 403 unless the caller created it. */
export const ownResource = resourceTable.ownRow;

export async function updateResource(
  db: Db,
  tenantId: number,
  rights: ContentRights,
  current: ResourceRow,
  form: ResourceFormPayload,
): Promise<void> {
  const userId = current.createdBy;
  const contribution = await checkResourceForm(db, tenantId, rights, userId, form, current);
  await db.transaction(async (tx) => {
    const values = rowValues(form);
    const was = { id: current.id, slug: current.titleSlug, text: current.title };
    const titleSlug = await resourceTable.slugFor(tx, tenantId, values.title, was);
    await tx
      .update(resources)
      .set({ ...values, titleSlug, publishToKhub: contribution || form.publish_to_khub, updatedAt: new Date() })
      .where(resourceTable.itemOf(tenantId, current.id));
    await logContentChange(tx, tenantId, userId, 'resource', current.id);
  });
}

/** Deletes the resource and its bookmarks (each bookmarker gets a bookmark tombstone); answers the bookmarkers. */
export async function deleteResource(db: Db, tenantId: number, row: ResourceRow): Promise<number[]> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(bookmarks)
      .where(and(eq(bookmarks.tenantId, tenantId), eq(bookmarks.type, 'resource'), eq(bookmarks.objectId, row.id)))
      .returning({ userId: bookmarks.userId });
    await appendChanges(
      tx,
      removed.map(({ userId }) => ({
        tenantId,
        userId,
        entity: 'bookmark' as const,
        entityId: bookmarkKey('resource', row.id),
        op: 'delete' as const,
      })),
    );
    await resourceTable.deleteRow(tx, tenantId, row.id);
    await logContentChange(tx, tenantId, row.createdBy, 'resource', row.id, 'deleted');
    return removed.map(({ userId }) => userId);
  });
}

/** Approve or reject a non-approved resource (canModerateResources, else 403; a wrong transition 400). */
export async function moderateResource(
  db: Db,
  tenantId: number,
  rights: ContentRights,
  row: ResourceRow,
  action: ModerationAction,
): Promise<void> {
  if (!rights.canModerateResources) throw new HttpError(403, { detail: CONTENT_MESSAGES.notAllowed });
  await applyModeration(
    db,
    tenantId,
    'resource',
    row,
    action,
    (tx, status) => resourceTable.setStatus(tx, tenantId, row.id, status),
    'resource',
  );
}
