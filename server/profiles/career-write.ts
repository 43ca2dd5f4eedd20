/**
 * Saving and deleting career entries (spec part 1 section 3). The id is the client's
 * UUID: saving an id the member already owns updates it, so a replayed create is
 * harmless; an id owned by someone else is a 404. Each write logs a 'career_entry'
 * change for the owner inside its transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { CareerEntry, CareerEntryInput } from '../../contract/career';
import { ID_MESSAGES } from '../../contract/ids';
import type { Db, Tx } from '../db/client';
import { skills } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { logCareerEntryChange } from './changes';
import { resolveInstitution } from './institutions';
import { readCareerEntries } from './read';
import { careerEntries } from './schema';

export type CareerEntryValid = v.InferOutput<typeof CareerEntryInput>;

/** The entry's owner, or null when no entry has this id. */
export async function careerEntryOwner(db: Db | Tx, id: string): Promise<{ tenantId: number; userId: number } | null> {
  const [row] = await db
    .select({ tenantId: careerEntries.tenantId, userId: careerEntries.userId })
    .from(careerEntries)
    .where(eq(careerEntries.id, id));
  return row ?? null;
}

async function checkSkills(db: Db | Tx, ids: readonly number[]) {
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(inArray(skills.id, [...ids]));
  const absent = ids.find((id) => !rows.some((row) => row.id === id));
  if (absent !== undefined) throw new HttpError(400, { skills: [ID_MESSAGES.doesNotExist(absent)] });
}

/** Inserts or updates the member's entry inside `tx` and logs the change. */
export async function saveCareerEntryIn(
  tx: Tx,
  tenantId: number,
  userId: number,
  input: CareerEntryValid,
): Promise<void> {
  const owner = await careerEntryOwner(tx, input.id);
  if (owner && (owner.tenantId !== tenantId || owner.userId !== userId)) throw notFound();
  await checkSkills(tx, input.skills);
  const groupId = await resolveInstitution(
    tx,
    tenantId,
    input.group,
    input.type === 'work' ? 'organization' : 'institution',
    'group',
  );
  const values = {
    type: input.type,
    title: input.title,
    description: input.description,
    groupId,
    skills: [...new Set(input.skills)],
    isCurrentlyWorking: input.is_currently_working,
    startDate: input.start_date,
    endDate: input.end_date,
    updatedAt: new Date(),
  };
  await tx
    .insert(careerEntries)
    .values({ ...values, id: input.id, tenantId, userId })
    .onConflictDoUpdate({ target: careerEntries.id, set: values });
  await logCareerEntryChange(tx, tenantId, userId, input.id, 'upsert');
}

/** Saves in its own transaction and answers the stored entry. */
export async function saveCareerEntry(
  db: Db,
  tenantId: number,
  userId: number,
  input: CareerEntryValid,
): Promise<CareerEntry> {
  await db.transaction((tx) => saveCareerEntryIn(tx, tenantId, userId, input));
  const [entry] = await readCareerEntries(db, tenantId, userId, [input.id]);
  if (!entry) throw notFound();
  return entry;
}

/** Deletes the member's entry; answers whether a row went (a missing id is already the final state). */
export async function deleteCareerEntry(db: Db, tenantId: number, userId: number, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const owner = await careerEntryOwner(tx, id);
    if (!owner) return false;
    if (owner.tenantId !== tenantId || owner.userId !== userId) throw notFound();
    await tx
      .delete(careerEntries)
      .where(and(eq(careerEntries.id, id), eq(careerEntries.tenantId, tenantId), eq(careerEntries.userId, userId)));
    await logCareerEntryChange(tx, tenantId, userId, id, 'delete');
    return true;
  });
}
