/**
 * Profile photos and group logos of the demo, kept through the media store exactly as an
 * upload is (bytes in storage, an uploads row, the profile or group pointing at it).
 * Only rows without a picture get one; the newcomer without a profile stays without.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { profiles } from '../profiles/schema';
import { avatarPng } from '../profiles/seed-avatar';
import { mediaUrl } from '../profiles/serialize';
import type { MediaStorage } from '../uploads/storage';
import { insertUpload, type NewUpload, writeUploadFile } from '../uploads/store';
import type { Db } from './client';
import { slugify } from './prng';
import { groups, users } from './schema';

const PNG = { ext: 'png', mime: 'image/png' };

async function keep(db: Db, storage: MediaStorage, upload: NewUpload) {
  const key = await writeUploadFile(storage, upload);
  return { key, row: await insertUpload(db, upload, key) };
}

export async function seedPictures(db: Db, tenantId: number, storage: MediaStorage): Promise<void> {
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), isNull(profiles.pictureId)))
    .orderBy(asc(users.id));
  for (const person of people) {
    const name = `${person.firstName} ${person.lastName}`;
    const upload = { tenantId, userId: person.id, name: `${slugify(name)}.png`, bytes: avatarPng(name), type: PNG };
    const { row } = await keep(db, storage, upload);
    await db.update(profiles).set({ pictureId: row.id }).where(eq(profiles.userId, person.id));
  }
  // Group logos are uploaded by the portal's administrator.
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.isStaff, true)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) return;
  const unbranded = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(
      and(
        eq(groups.tenantId, tenantId),
        isNull(groups.logo),
        inArray(groups.groupType, ['organization', 'institution', 'circle']),
      ),
    )
    .orderBy(asc(groups.id));
  for (const group of unbranded) {
    const upload = {
      tenantId,
      userId: admin.id,
      name: `${slugify(group.name)}.png`,
      bytes: avatarPng(group.name),
      type: PNG,
    };
    const { key } = await keep(db, storage, upload);
    await db
      .update(groups)
      .set({ logo: mediaUrl(key) })
      .where(eq(groups.id, group.id));
  }
}
