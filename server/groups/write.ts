/**
 * Writes of groups (create, edit, logo and cover image, join questions). Each appends a
 * tenant-wide 'group' change in its transaction; the route pokes sockets after commit.
 */
import { and, eq } from 'drizzle-orm';
import type { GroupFormPayload } from '../../contract/group-form';
import type { JoinQuestion } from '../../contract/groups';
import { appendChanges } from '../changes/log';
import type { Db, Tx } from '../db/client';
import { freeSlug } from '../db/free-slug';
import { slugify } from '../db/prng';
import { type GroupRow, groups, memberships } from '../db/schema';

const date = (value: string | null) => (value ? new Date(value) : null);

/** The group columns the form sets (questions are kept from `current`). */
export function groupValuesOf(form: GroupFormPayload, current: GroupRow['extraInfo'] | null) {
  return {
    name: form.name.trim(),
    groupType: form.group_type,
    description: form.description,
    objective: form.objective,
    memberRequirements: form.member_requirements,
    impact: form.impact,
    location: form.location,
    country: form.country,
    parentGroupId: form.parent_group,
    topics: form.topics,
    countries: form.countries,
    careerStages: form.career_stages,
    professionalFields: form.professional_fields,
    jobFunctions: form.job_functions,
    roles: form.roles,
    useCases: form.use_cases,
    relevantSdgs: form.relevant_sdgs,
    groupDuration: form.group_duration,
    maximumSize: form.maximum_size,
    startDate: date(form.start_date),
    endDate: date(form.end_date),
    applicationOpenDate: date(form.application_open_date),
    applicationCloseDate: date(form.application_close_date),
    circleType: form.circle_type,
    eventType: form.event_type,
    publicity: form.publicity ?? 'open',
    isPaid: form.is_paid,
    priceCents: form.is_paid && form.price !== null ? Math.round(form.price * 100) : null,
    paidFeatures: form.paid_features,
    discount: form.discount,
    createGoogleClassroom: form.create_google_classroom,
    donationDetails: form.donation_details,
    extraInfo: {
      is_external: form.is_external,
      external_link: form.external_link,
      questions: current?.questions ?? [],
    },
    updatedAt: new Date(),
  };
}

const logGroup = (tx: Tx, tenantId: number, groupId: number) =>
  appendChanges(tx, [{ tenantId, userId: null, entity: 'group', entityId: String(groupId), op: 'upsert' }]);

/** Creates the group with the creator as its accepted admin; answers the id. */
export async function createGroup(db: Db, tenantId: number, userId: number, form: GroupFormPayload): Promise<number> {
  return db.transaction(async (tx) => {
    const nameSlug = await freeSlug(tx, groups, groups.nameSlug, tenantId, slugify(form.name) || 'group');
    const [row] = await tx
      .insert(groups)
      .values({ ...groupValuesOf(form, null), tenantId, nameSlug, createdBy: userId })
      .returning({ id: groups.id });
    const id = row!.id;
    const now = new Date();
    await tx
      .insert(memberships)
      .values({ tenantId, groupId: id, userId, status: 'accepted', role: 'admin', joinedAt: now });
    await logGroup(tx, tenantId, id);
    return id;
  });
}

/** Saves the edited form over the group (its type and slug stay). */
export async function updateGroup(db: Db, tenantId: number, current: GroupRow, form: GroupFormPayload): Promise<void> {
  await db.transaction(async (tx) => {
    const { groupType: _type, ...values } = groupValuesOf(form, current.extraInfo);
    await tx
      .update(groups)
      .set(values)
      .where(and(eq(groups.tenantId, tenantId), eq(groups.id, current.id)));
    await logGroup(tx, tenantId, current.id);
  });
}

/** Sets columns of a group (logo, cover image, questions) and logs the change, in `tx`. */
export async function patchGroup(
  tx: Tx,
  tenantId: number,
  groupId: number,
  values: Partial<Pick<GroupRow, 'logo' | 'coverImage' | 'extraInfo'>>,
): Promise<void> {
  await tx
    .update(groups)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(groups.tenantId, tenantId), eq(groups.id, groupId)));
  await logGroup(tx, tenantId, groupId);
}

export async function setQuestions(db: Db, tenantId: number, current: GroupRow, questions: JoinQuestion[]) {
  await db.transaction((tx) =>
    patchGroup(tx, tenantId, current.id, { extraInfo: { ...current.extraInfo, questions } }),
  );
}

export async function groupRowOf(db: Db | Tx, tenantId: number, id: number): Promise<GroupRow | null> {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.id, id)));
  return row ?? null;
}
