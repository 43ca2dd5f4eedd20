/**
 * Use cases (spec part 2 sections 2 to 6): the list (approved only; moderators may ask a
 * status), the detail with its AI tools, default circle and related circles, and the
 * writes: any member submits (pending), the creator or staff edits (staff-only fields only
 * from staff), the default organization's administrators moderate. Rich text is stored
 * sanitised; files are the caller's uploads, checked by type.
 */
import { and, arrayOverlaps, desc, eq, gte, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  type CircleRef,
  CONTENT_PAGE_SIZES,
  type ContentListQuery,
  type ContentStatus,
  type ModerationAction,
  RELATED_CIRCLES_MAX,
  type UseCase,
} from '../../contract/content';
import {
  CONTENT_FORM_MESSAGES,
  CONTENT_MESSAGES,
  useCaseFormErrors as formErrorsOfUseCase,
  type UseCaseFormPayload,
} from '../../contract/content-forms';
import { ARCHIVE_AFTER_DAYS } from '../../contract/group-rules';
import { ID_MESSAGES } from '../../contract/ids';
import type { Db, Reader } from '../db/client';
import { textSearch } from '../db/like';
import { inSlot, jsonDate, type Lookup, lookUp, lookup, lookupQuery } from '../db/lookups';
import { integerArray } from '../db/prepared';
import { groups } from '../db/schema';
import { HttpError } from '../http/errors';
import { idList } from '../http/input';
import { sanitizeRichText } from '../profiles/sanitize';
import { topics, uploads } from '../profiles/schema';
import { mediaUrlOrNull } from '../profiles/serialize';
import { agentResponsesOf, judgedAs } from '../system-agents/store';
import { isImageMime } from '../uploads/sniff';
import { contentTable } from './kind-table';
import { applyModeration, logContentChange } from './moderation';
import { type ContentRights, canSeeModerated } from './rights';
import { aiTools, useCases } from './schema';
import {
  authorOrStaffRights,
  bookmarksOf,
  contentItem,
  filesOf,
  shownOf,
  throwFormErrors,
  topicsOf,
  votesOf,
} from './serialize';

export type UseCaseRow = typeof useCases.$inferSelect;
const useCaseTable = contentTable(useCases, useCases.slug, 'use-case', {
  canSee: (row, rights) => canSeeModerated(rights, row),
  serialize: (db, tenantId, rights, rows) => toUseCases(db, tenantId, rights, rows),
  serializeDetail: (db, tenantId, rights, rows) => toUseCases(db, tenantId, rights, rows, true),
});

/** The status filter of a list: approved, unless a moderator asks for another (or 'all'). */
export function statusFilter(
  column: typeof useCases.status | typeof aiTools.status,
  asked: ContentListQuery['status'],
  isModerator: boolean,
): SQL | undefined {
  if (!isModerator || asked === undefined) return eq(column, 'approved');
  return asked === 'all' ? undefined : eq(column, asked);
}

/** Form errors as the server's 400 `{field: [message]}`. */
/**
 * An uploaded file for a field: the caller's own upload (or the one already on the item),
 * an image or a PDF, under `maxBytes`. Answers the field's message or null.
 */
export async function uploadError(
  db: Reader,
  tenantId: number,
  userId: number,
  fileId: number | null,
  current: number | null,
  kind: 'image' | 'pdf',
  tooLarge?: { maxBytes: number; message: string },
): Promise<string | null> {
  if (fileId === null) return null;
  const [row] = await db
    .select({ userId: uploads.userId, mimeType: uploads.mimeType, size: uploads.size })
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, fileId)));
  const wrongType = kind === 'image' ? CONTENT_FORM_MESSAGES.imageOnly : CONTENT_FORM_MESSAGES.pdfOnly;
  if (!row || (row.userId !== userId && fileId !== current)) return wrongType;
  if (kind === 'image' ? !isImageMime(row.mimeType) : row.mimeType !== 'application/pdf') return wrongType;
  if (tooLarge && row.size > tooLarge.maxBytes) return tooLarge.message;
  return null;
}

/** Ids of `ids` that are not rows of `table` in the tenant (or of the shared topics list). */
export async function missingIds(db: Reader, tenantId: number, kind: 'group' | 'aitool' | 'topic', ids: number[]) {
  if (ids.length === 0) return [];
  const found =
    kind === 'topic'
      ? await db.select({ id: topics.id }).from(topics).where(inArray(topics.id, ids))
      : kind === 'group'
        ? await db
            .select({ id: groups.id })
            .from(groups)
            .where(and(eq(groups.tenantId, tenantId), inArray(groups.id, ids)))
        : await db
            .select({ id: aiTools.id })
            .from(aiTools)
            .where(and(eq(aiTools.tenantId, tenantId), inArray(aiTools.id, ids)));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

const toCircleRef = (
  row: Pick<typeof groups.$inferSelect, 'id' | 'name' | 'nameSlug' | 'coverImage' | 'startDate'>,
): CircleRef => ({
  id: row.id,
  name: row.name,
  name_slug: row.nameSlug,
  cover_image: row.coverImage,
  start_date: row.startDate?.toISOString() ?? null,
});

const circleColumns = {
  id: groups.id,
  name: groups.name,
  nameSlug: groups.nameSlug,
  coverImage: groups.coverImage,
  startDate: groups.startDate,
  topics: groups.topics,
};

/** Circles not archived (contract/group-rules: archived more than ARCHIVE_AFTER_DAYS after the end). */
const notArchived = (now: Date) =>
  or(isNull(groups.endDate), gte(groups.endDate, new Date(now.getTime() - ARCHIVE_AFTER_DAYS * 86_400_000)));

/** Up to RELATED_CIRCLES_MAX circles sharing a topic, or a topic of the use case's topic area. */
async function relatedCircles(db: Reader, tenantId: number, row: UseCaseRow): Promise<CircleRef[]> {
  const topicIds = new Set(row.topics);
  if (row.topicArea !== null) {
    const inArea = await db.select({ id: topics.id }).from(topics).where(eq(topics.topicAreaId, row.topicArea));
    for (const topic of inArea) topicIds.add(topic.id);
  }
  if (topicIds.size === 0) return [];
  const rows = await db
    .select(circleColumns)
    .from(groups)
    .where(
      and(
        eq(groups.tenantId, tenantId),
        eq(groups.groupType, 'circle'),
        notArchived(new Date()),
        arrayOverlaps(groups.topics, [...topicIds]),
        row.defaultGroupId === null ? undefined : ne(groups.id, row.defaultGroupId),
      ),
    )
    .orderBy(desc(groups.createdAt), desc(groups.id))
    .limit(RELATED_CIRCLES_MAX);
  return rows.map(toCircleRef);
}

const toolsQuery = lookupQuery(
  (slot) => sql`select json_agg(json_build_object('id', ${aiTools.id}, 'slug', ${aiTools.slug}, 'name', ${aiTools.name},
      'logoKey', ${uploads.key}))
    from ${aiTools} left join ${uploads} on ${uploads.id} = ${aiTools.logo}
    where ${aiTools.tenantId} = ${slot('tenantId')} and ${inSlot(aiTools.id, slot)} and ${aiTools.status} = 'approved'`,
);

/** The approved AI tools of the tenant among `toolIds`, as a use case names them. */
function toolsOf(
  tenantId: number,
  toolIds: readonly number[],
): Lookup<Map<number, UseCase['ai_tools_detailed'][number]>> {
  type Row = { id: number; slug: string; name: string; logoKey: string | null };
  return lookup(
    toolIds.length === 0 ? null : toolsQuery,
    { tenantId, ids: integerArray(toolIds) },
    (rows: Row[]) =>
      new Map(
        rows.map((tool) => [
          tool.id,
          { id: tool.id, slug: tool.slug, name: tool.name, logo: mediaUrlOrNull(tool.logoKey) },
        ]),
      ),
  );
}

const circlesQuery = lookupQuery(
  (
    slot,
  ) => sql`select json_agg(json_build_object('id', ${groups.id}, 'name', ${groups.name}, 'nameSlug', ${groups.nameSlug},
      'coverImage', ${groups.coverImage}, 'startDate', ${groups.startDate}))
    from ${groups} where ${groups.tenantId} = ${slot('tenantId')} and ${inSlot(groups.id, slot)}`,
);

/** The circles of the tenant among `groupIds` (the use cases' default circles). */
function circlesOf(tenantId: number, groupIds: readonly number[]): Lookup<Map<number, CircleRef>> {
  type Row = { id: number; name: string; nameSlug: string; coverImage: string | null; startDate: string | null };
  return lookup(
    groupIds.length === 0 ? null : circlesQuery,
    { tenantId, ids: integerArray(groupIds) },
    (rows: Row[]) => new Map(rows.map((row) => [row.id, toCircleRef({ ...row, startDate: jsonDate(row.startDate) })])),
  );
}

/** Use case rows as the caller sees them; `detail` adds the related circles. */
export async function toUseCases(
  db: Reader,
  tenantId: number,
  rights: ContentRights,
  rows: UseCaseRow[],
  detail = false,
): Promise<UseCase[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const toolIds = [...new Set(rows.flatMap((row) => row.aiTools))];
  const defaultGroupIds = [...new Set(rows.map((row) => row.defaultGroupId).filter((id): id is number => id !== null))];
  const { files, topicNames, marked, myVotes, tools, circles, judged, ...shown } = await lookUp(db, {
    ...shownOf(tenantId, rows),
    files: filesOf(
      tenantId,
      rows.flatMap((row) => [row.thumbnailImage, row.document]),
    ),
    topicNames: topicsOf(rows.flatMap((row) => row.topics)),
    marked: bookmarksOf(tenantId, rights.userId, 'usecase', ids),
    myVotes: votesOf(tenantId, rights.userId, 'usecase', ids),
    tools: toolsOf(tenantId, toolIds),
    circles: circlesOf(tenantId, defaultGroupIds),
    // The agents' grades are for the moderators who act on them.
    judged: agentResponsesOf(tenantId, 'usecase', rights.isDefaultOrgAdmin ? ids : []),
  });
  return Promise.all(
    rows.map(
      async (row): Promise<UseCase> =>
        contentItem<UseCase>(row, shown, authorOrStaffRights(row, rights, marked), {
          slug: row.slug,
          title: row.title,
          description: row.description,
          reason: row.reason,
          ai_tools: row.aiTools,
          ai_tools_detailed: row.aiTools.flatMap((id) => tools.get(id) ?? []),
          thumbnail_image: row.thumbnailImage === null ? null : (files.get(row.thumbnailImage) ?? null),
          document: row.document === null ? null : (files.get(row.document) ?? null),
          video_link: row.videoLink,
          topic_area: row.topicArea,
          topics: row.topics,
          topics_detailed: row.topics.flatMap((id) => topicNames.get(id) ?? []),
          career_stages: row.careerStages,
          professional_fields: row.professionalFields,
          job_functions: row.jobFunctions,
          categories: row.categories,
          roles: row.roles,
          business_value: row.businessValue as UseCase['business_value'],
          complexity: row.complexity as UseCase['complexity'],
          innovation_category: row.innovationCategory as UseCase['innovation_category'],
          status: row.status,
          vote_score: row.voteScore,
          user_vote_type: myVotes.get(row.id) ?? null,
          default_group: row.defaultGroupId === null ? null : (circles.get(row.defaultGroupId) ?? null),
          related_circles: detail ? await relatedCircles(db, tenantId, row) : [],
          agent_responses: judged.get(row.id) ?? [],
        }),
    ),
  );
}

export const useCaseRow = useCaseTable.rowOf;

/** One use case for the caller (null when missing or not theirs to see). */
export const readUseCase = useCaseTable.readItem;

export async function listUseCases(
  db: Reader,
  tenantId: number,
  rights: ContentRights,
  query: ContentListQuery,
  pageSize: number,
): Promise<{ data: UseCase[]; total: number }> {
  const topicAreas = [...idList(query.topic_area), ...idList(query.topic_areas)];
  const where = and(
    eq(useCases.tenantId, tenantId),
    statusFilter(useCases.status, query.status, rights.isDefaultOrgAdmin),
    textSearch(query.search, useCases.title, useCases.description),
    topicAreas.length > 0 ? inArray(useCases.topicArea, topicAreas) : undefined,
    query.career_stage ? arrayOverlaps(useCases.careerStages, idList(query.career_stage)) : undefined,
    query.professional_field ? arrayOverlaps(useCases.professionalFields, idList(query.professional_field)) : undefined,
    query.categories ? arrayOverlaps(useCases.categories, idList(query.categories)) : undefined,
    rights.isDefaultOrgAdmin && query.system_agent_id !== undefined && query.agent_response !== undefined
      ? judgedAs(
          db,
          { agentId: query.system_agent_id, verdict: query.agent_response, contentType: 'usecase' },
          useCases.id,
        )
      : undefined,
    // A group's use cases: submitted in it, or training in it (its default circle).
    query.group_id === undefined
      ? undefined
      : or(eq(useCases.groupId, query.group_id), eq(useCases.defaultGroupId, query.group_id)),
  );
  const page = await useCaseTable.newestPage(db, where, query.page, pageSize);
  return { data: await toUseCases(db, tenantId, rights, page.rows), total: page.total };
}

export const USE_CASE_PAGE_SIZE = CONTENT_PAGE_SIZES.usecase;

/** The form of a stored use case (the base a PATCH merges into). */
export function formOfUseCase(row: UseCaseRow): UseCaseFormPayload {
  return {
    title: row.title,
    description: row.description,
    reason: row.reason,
    group: row.groupId,
    ai_tools: row.aiTools,
    business_value: row.businessValue as UseCaseFormPayload['business_value'],
    complexity: row.complexity as UseCaseFormPayload['complexity'],
    innovation_category: row.innovationCategory as UseCaseFormPayload['innovation_category'],
    thumbnail_image: row.thumbnailImage,
    document: row.document,
    video_link: row.videoLink,
    topics: row.topics,
    categories: row.categories,
    job_functions: row.jobFunctions,
    topic_area: row.topicArea,
    career_stages: row.careerStages,
    professional_fields: row.professionalFields,
    default_group: row.defaultGroupId,
  };
}

/** The contract's rules, then the references: files by type, groups, AI tools and topics that exist. */
async function checkUseCaseForm(
  db: Reader,
  tenantId: number,
  userId: number,
  form: UseCaseFormPayload,
  current: UseCaseRow | null,
): Promise<void> {
  const errors: Record<string, string> = { ...formErrorsOfUseCase(form) };
  const thumbnail = await uploadError(
    db,
    tenantId,
    userId,
    form.thumbnail_image,
    current?.thumbnailImage ?? null,
    'image',
  );
  if (thumbnail) errors['thumbnail_image'] = thumbnail;
  const document = await uploadError(db, tenantId, userId, form.document, current?.document ?? null, 'pdf');
  if (document) errors['document'] = document;
  if (form.video_link && !/^https?:\/\/\S+$/i.test(form.video_link.trim())) {
    errors['video_link'] = CONTENT_FORM_MESSAGES.invalidUrl;
  }
  if (!errors['group'] && form.group !== null) {
    const [missing] = await missingIds(db, tenantId, 'group', [form.group]);
    if (missing !== undefined) errors['group'] = ID_MESSAGES.doesNotExist(missing);
  }
  const [missingTool] = await missingIds(db, tenantId, 'aitool', form.ai_tools);
  if (missingTool !== undefined) errors['ai_tools'] = ID_MESSAGES.doesNotExist(missingTool);
  if (!errors['topics']) {
    const [missingTopic] = await missingIds(db, tenantId, 'topic', form.topics);
    if (missingTopic !== undefined) errors['topics'] = ID_MESSAGES.doesNotExist(missingTopic);
  }
  throwFormErrors(errors);
}

const blankToNull = (text: string | null) => (text && text.trim() !== '' ? text.trim() : null);

/** The row values of a checked form; staff-only fields only from staff (else kept as they were). */
function valuesOfUseCase(form: UseCaseFormPayload, rights: ContentRights, current: UseCaseRow | null) {
  const staff = rights.isStaff;
  return {
    title: form.title.trim(),
    description: sanitizeRichText(form.description),
    reason: sanitizeRichText(form.reason),
    groupId: form.group,
    aiTools: [...new Set(form.ai_tools)],
    businessValue: form.business_value!,
    complexity: form.complexity!,
    innovationCategory: form.innovation_category!,
    thumbnailImage: form.thumbnail_image,
    document: form.document,
    videoLink: blankToNull(form.video_link),
    topics: [...new Set(form.topics)],
    categories: [...new Set(form.categories)],
    jobFunctions: [...new Set(form.job_functions)],
    topicArea: staff ? form.topic_area : (current?.topicArea ?? null),
    careerStages: staff ? form.career_stages : (current?.careerStages ?? []),
    professionalFields: staff ? form.professional_fields : (current?.professionalFields ?? []),
  };
}

export async function createUseCase(
  db: Db,
  tenantId: number,
  rights: ContentRights & { userId: number },
  form: UseCaseFormPayload,
): Promise<number> {
  await checkUseCaseForm(db, tenantId, rights.userId, form, null);
  return db.transaction(async (tx) => {
    const slug = await useCaseTable.slugFor(tx, tenantId, form.title);
    return useCaseTable.insertRow(tx, 'usecase', {
      tenantId,
      slug,
      ...valuesOfUseCase(form, rights, null),
      status: 'pending',
      createdBy: rights.userId,
    });
  });
}

/** PATCH: the creator or staff; default_group only to staff or an administrator of that circle. */
export async function updateUseCase(
  db: Db,
  tenantId: number,
  rights: ContentRights & { userId: number },
  current: UseCaseRow,
  form: UseCaseFormPayload,
): Promise<void> {
  await checkUseCaseForm(db, tenantId, rights.userId, form, current);
  const defaultGroup = form.default_group === undefined ? current.defaultGroupId : form.default_group;
  if (defaultGroup !== current.defaultGroupId && !canSetDefaultGroup(rights, defaultGroup)) {
    throw new HttpError(403, { detail: CONTENT_MESSAGES.notAllowed });
  }
  if (defaultGroup !== current.defaultGroupId && defaultGroup !== null) {
    const [circle] = await db
      .select({ id: groups.id, groupType: groups.groupType })
      .from(groups)
      .where(and(eq(groups.tenantId, tenantId), eq(groups.id, defaultGroup)));
    if (circle?.groupType !== 'circle') {
      throw new HttpError(400, { default_group: [ID_MESSAGES.doesNotExist(defaultGroup)] });
    }
  }
  await db.transaction(async (tx) => {
    const was = { id: current.id, slug: current.slug, text: current.title };
    const slug = await useCaseTable.slugFor(tx, tenantId, form.title, was);
    await tx
      .update(useCases)
      .set({ ...valuesOfUseCase(form, rights, current), slug, defaultGroupId: defaultGroup, updatedAt: new Date() })
      .where(useCaseTable.itemOf(tenantId, current.id));
    await logContentChange(tx, tenantId, current.createdBy, 'usecase', current.id);
  });
}

/** May the caller set the default circle `groupId`? Staff, or a leader or administrator of it. */
export const canSetDefaultGroup = (rights: ContentRights, groupId: number | null) =>
  groupId === null || rights.isStaff || rights.adminGroupIds.has(groupId);

export async function moderateUseCase(
  db: Db,
  tenantId: number,
  current: UseCaseRow,
  action: ModerationAction,
): Promise<ContentStatus> {
  return applyModeration(db, tenantId, 'usecase', current, action, (tx, status) =>
    useCaseTable.setStatus(tx, tenantId, current.id, status),
  );
}

/** Use cases of `ids` the caller may see, serialized in the order of `ids`. */
export const loadUseCasesByIds = useCaseTable.byIds;
/** The same with the detail a use case's own page shows. */
export const useCaseDetailsByIds = useCaseTable.detailsByIds;
