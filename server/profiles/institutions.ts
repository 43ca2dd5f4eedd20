/**
 * Institutions and organizations named by members (spec part 1 section 5): a form sends
 * either a group id or, for a place not in the list, its name. A name reuses the
 * tenant's group of that name (case-insensitive) or creates one with a unique slug.
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { ID_MESSAGES } from '../../contract/ids';
import { MESSAGES } from '../../contract/messages';
import type { Db, Tx } from '../db/client';
import { slugify } from '../db/prng';
import { groups } from '../db/schema';
import { HttpError } from '../http/errors';

export type PlaceType = 'institution' | 'organization';
/** Groups a profile or career entry may point at. */
const PLACE_TYPES: PlaceType[] = ['institution', 'organization'];

/**
 * The group id for `idOrName`. An id (or a numeric string) must be an institution or
 * organization of the tenant, else a 400 on `field`; a name finds or creates a group of
 * `groupType`.
 */
export async function resolveInstitution(
  tx: Tx | Db,
  tenantId: number,
  idOrName: number | string,
  groupType: PlaceType = 'institution',
  field = 'institution',
): Promise<number> {
  const text = typeof idOrName === 'string' ? idOrName.trim() : '';
  if (typeof idOrName === 'number' || /^\d+$/.test(text)) {
    const id = typeof idOrName === 'number' ? idOrName : Number(text);
    const [row] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.id, id), eq(groups.tenantId, tenantId), inArray(groups.groupType, PLACE_TYPES)));
    if (!row) throw new HttpError(400, { [field]: [ID_MESSAGES.doesNotExist(id)] });
    return row.id;
  }
  if (text === '') throw new HttpError(400, { [field]: [MESSAGES.required] });
  const same = await tx
    .select({ id: groups.id, groupType: groups.groupType })
    .from(groups)
    .where(
      and(
        eq(groups.tenantId, tenantId),
        inArray(groups.groupType, PLACE_TYPES),
        sql`lower(${groups.name}) = lower(${text})`,
      ),
    )
    .orderBy(groups.id);
  const reused = same.find((row) => row.groupType === groupType) ?? same[0];
  if (reused) return reused.id;

  const base = slugify(text) || groupType;
  const taken = new Set(
    (
      await tx
        .select({ slug: groups.nameSlug })
        .from(groups)
        .where(and(eq(groups.tenantId, tenantId), like(groups.nameSlug, `${base}%`)))
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  const [created] = await tx
    .insert(groups)
    .values({ tenantId, name: text, nameSlug: slug, groupType })
    .returning({ id: groups.id });
  return created!.id;
}
