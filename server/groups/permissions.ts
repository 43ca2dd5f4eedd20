/**
 * Who may administer and create groups (spec part 2 section 6). Administrators are
 * accepted members with the admin or leader role, and staff of the tenant.
 */
import { and, eq } from 'drizzle-orm';
import type { GroupFormPayload } from '../../contract/group-form';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import { ADMIN_ROLES } from '../../contract/groups';
import type { Reader } from '../db/client';
import { groups, memberships, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { profiles } from '../profiles/schema';

async function isStaff(db: Reader, tenantId: number, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ isStaff: users.isStaff })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return user?.isStaff ?? false;
}

/** The user administers the group: an accepted admin or leader of it, or staff. */
export async function isGroupAdmin(db: Reader, tenantId: number, userId: number, groupId: number): Promise<boolean> {
  if (await isStaff(db, tenantId, userId)) return true;
  const [membership] = await db
    .select({ status: memberships.status, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.groupId, groupId), eq(memberships.userId, userId)));
  return membership?.status === 'accepted' && ADMIN_ROLES.includes(membership.role);
}

/** 403 {detail: noPermission} unless the user administers the group. */
export async function requireGroupAdmin(db: Reader, tenantId: number, userId: number, groupId: number): Promise<void> {
  if (!(await isGroupAdmin(db, tenantId, userId, groupId))) {
    throw new HttpError(403, { detail: GROUP_MESSAGES.noPermission });
  }
}

/**
 * May the user create this group? null when allowed, else the reason (GROUP_MESSAGES):
 * events need a certified parent organization the user administers; circles need the
 * user's leadership certification and the admin role in the parent organization;
 * organizations and institutions are for staff.
 */
export async function canCreateGroup(
  db: Reader,
  tenantId: number,
  userId: number,
  form: Pick<GroupFormPayload, 'group_type' | 'parent_group'>,
): Promise<string | null> {
  const kind = form.group_type;
  if (kind === 'organization' || kind === 'institution') {
    return (await isStaff(db, tenantId, userId)) ? null : GROUP_MESSAGES.groupsNeedStaff;
  }
  const reason = kind === 'event' ? GROUP_MESSAGES.eventsNeedCertified : GROUP_MESSAGES.circlesNeedLeadership;
  if (form.parent_group === null) return reason;
  const [parent] = await db
    .select({ isCertified: groups.isCertified })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.id, form.parent_group)));
  if (!parent) return reason;
  if (!(await isGroupAdmin(db, tenantId, userId, form.parent_group))) return reason;
  if (kind === 'event') return parent.isCertified ? null : reason;
  const [profile] = await db
    .select({ level: profiles.certificationLevel })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)));
  return profile?.level ? null : reason;
}

/** 403 {detail: reason} unless the user may create the group. */
export async function requireCanCreateGroup(
  db: Reader,
  tenantId: number,
  userId: number,
  form: Pick<GroupFormPayload, 'group_type' | 'parent_group'>,
): Promise<void> {
  const reason = await canCreateGroup(db, tenantId, userId, form);
  if (reason) throw new HttpError(403, { detail: reason });
}
