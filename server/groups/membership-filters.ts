/**
 * The filters of a member list as SQL: who the person is (search, country, professional
 * field, verified, department, uni batch) and which memberships count (the group's own, or
 * with browse-all those of every group under it, one row per person).
 */
import { and, type Column, desc, eq, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MEMBER_SEARCH_MIN_CHARS } from '../../contract/group-messages';
import type { MemberTab } from '../../contract/groups';
import type { AiUserClass } from '../../contract/system-agents';
import type { Db } from '../db/client';
import { containsPattern } from '../db/like';
import { type GroupRow, memberships, users } from '../db/schema';
import { idList } from '../http/input';
import { profiles } from '../profiles/schema';
import { judgedAs, judgedByTypeAs, reviewed } from '../system-agents/store';

export interface MemberFilters {
  status: MemberTab | 'all';
  role?: string | undefined;
  search?: string | undefined;
  country?: string | undefined;
  professional_fields?: string | undefined;
  is_verified?: 'true' | 'false' | undefined;
  department?: string | undefined;
  uni_batch?: string | undefined;
  browse_all?: 'true' | 'false' | undefined;
  sort_order?: 'asc' | 'desc' | undefined;
  /** A system agent and the verdict it gave (administrators only). */
  system_agent_id?: number | undefined;
  agent_response?: string | undefined;
  ai_user_class?: AiUserClass | undefined;
  /** Reviewed by a system agent ('true') or not yet ('false'). */
  is_audit?: 'true' | 'false' | undefined;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The rule recommended talent narrows by (applications-recommended.ts `same`): the profile's
 * extra_info value as text, trimmed and case-blind, equals the asked text; blank asks nothing.
 */
function extraInfoIs(key: 'department' | 'uni_batch', wanted: string | undefined): SQL | undefined {
  const text = wanted?.trim() ?? '';
  if (text === '') return undefined;
  return sql`lower(btrim(coalesce(${profiles.extraInfo}->>${key}, ''))) = ${text.toLowerCase()}`;
}

/** Conditions on the person (users and profiles joined); e-mails are searched for administrators only. */
export function personFilters(filters: Omit<MemberFilters, 'status'>, isAdmin: boolean): SQL[] {
  const where: SQL[] = [];
  const search = filters.search?.trim() ?? '';
  if (search.length >= MEMBER_SEARCH_MIN_CHARS) {
    const pattern = containsPattern(search);
    const byName = ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern);
    where.push(isAdmin ? (or(byName, ilike(users.email, pattern)) ?? byName) : byName);
  }
  const countries = list(filters.country);
  if (countries.length > 0) where.push(inArray(users.country, countries));
  const fields = idList(filters.professional_fields);
  if (fields.length > 0) where.push(inArray(profiles.professionalField, fields));
  if (filters.is_verified) where.push(eq(users.isVerified, filters.is_verified === 'true'));
  for (const key of ['department', 'uni_batch'] as const) {
    const condition = extraInfoIs(key, filters[key]);
    if (condition) where.push(condition);
  }
  return where;
}

/** Conditions on one membership row (the table or an alias of it): its tab and its role. */
function membershipFilters(table: { status: Column; role: Column }, filters: MemberFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.status === 'unverified') {
    where.push(inArray(table.status, ['accepted', 'pending']), eq(users.isVerified, false));
  } else if (filters.status !== 'all') {
    where.push(eq(table.status, filters.status));
  }
  const roles = list(filters.role);
  if (roles.length > 0) where.push(inArray(table.role, roles));
  return where;
}

/** The group and every group under it (parent_group, any depth) in the group's tenant. */
function groupTree(group: GroupRow): SQL {
  return sql`(with recursive tree(id) as (
    select ${group.id}::int
    union
    select g.id from groups g join tree on g.parent_group_id = tree.id where g.tenant_id = ${group.tenantId}
  ) select id from tree)`;
}

/**
 * Which memberships are listed. Browsing all, a person in several groups of the tree is one
 * row: their membership of this group if it matches, else the latest one that does.
 */
export function membershipScope(db: Db, group: GroupRow, filters: MemberFilters): SQL | undefined {
  if (filters.browse_all !== 'true') {
    return and(eq(memberships.groupId, group.id), ...membershipFilters(memberships, filters));
  }
  const other = alias(memberships, 'tree_membership');
  const chosen = db
    .selectDistinctOn([other.userId], { id: other.id })
    .from(other)
    .innerJoin(users, eq(users.id, other.userId))
    .where(
      and(
        sql`${other.groupId} in ${groupTree(group)}`,
        eq(other.tenantId, group.tenantId),
        ...membershipFilters(other, filters),
      ),
    )
    .orderBy(other.userId, sql`(${other.groupId} = ${group.id}) desc`, desc(other.updatedAt), desc(other.id));
  return inArray(memberships.id, chosen);
}

/** Memberships a system agent judged as asked: an agent and its verdict, or the AI ranking's class. */
export function agentResponseFilters(db: Db, tenantId: number, filters: MemberFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.system_agent_id !== undefined && filters.agent_response !== undefined) {
    const asked = { agentId: filters.system_agent_id, verdict: filters.agent_response, contentType: 'member' as const };
    where.push(judgedAs(db, asked, memberships.id));
  }
  if (filters.ai_user_class !== undefined) {
    const asked = {
      agentType: 'ai_enthusiasm_ranking' as const,
      verdict: filters.ai_user_class,
      contentType: 'member' as const,
    };
    where.push(judgedByTypeAs(db, tenantId, asked, memberships.id));
  }
  if (filters.is_audit !== undefined) {
    const audited = reviewed(db, 'member', memberships.id);
    where.push(filters.is_audit === 'true' ? audited : not(audited));
  }
  return where;
}
