/**
 * A tenant grown large in people, for the query plan test and the growth benchmark: copies of
 * member@example.org (verified, with their profile) named "Mateo Crowd 1" to "Mateo Crowd
 * {count}", accepted members of the default tenant's default organization. Plain SQL, so ten
 * thousand take a second or two.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export async function addCrowd(db: Db, count: number): Promise<void> {
  await db.execute(sql`insert into users (tenant_id, email, password_hash, first_name, last_name, name_slug, country, is_verified)
    select u.tenant_id, 'crowd' || g || '@example.org', u.password_hash, u.first_name, 'Crowd ' || g, 'crowd-' || g, u.country, true
    from users u, generate_series(1, ${count}) g where u.email = 'member@example.org' and u.tenant_id = 1`);
  await db.execute(sql`insert into profiles (user_id, tenant_id, short_bio, skills, topics)
    select c.id, c.tenant_id, p.short_bio, p.skills, p.topics
    from users c, users u join profiles p on p.user_id = u.id
    where c.email like 'crowd%@example.org' and u.email = 'member@example.org' and u.tenant_id = 1`);
  await db.execute(sql`insert into memberships (tenant_id, group_id, user_id, status, role)
    select c.tenant_id, t.default_org_id, c.id, 'accepted', 'member'
    from users c join tenants t on t.id = c.tenant_id where c.email like 'crowd%@example.org'`);
}
