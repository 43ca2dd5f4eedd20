/**
 * Reads jobs as the contract's Job: a page of rows in board order, its total counted apart
 * only when the page is full, with skill names from an in-memory catalogue. Every read is
 * scoped to a tenant.
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Job, JobLocation, JobStatus, JobType } from '../../contract/jobs';
import type { Db } from '../db/client';
import { columnsAsJson } from '../db/json-rows';
import { type CountMatches, countRows } from '../db/kept-totals';
import { containsPattern } from '../db/like';
import { rowsOf } from '../db/raw-rows';
import { groups, type JobRow, jobRowColumns, jobs, skills } from '../db/schema';

export interface JobFilters {
  search?: string | undefined;
  jobType?: JobType | undefined;
  jobLocation?: JobLocation | undefined;
  groupId?: number | undefined;
  /** Jobs of any of these groups (an empty list matches none). */
  groupIds?: readonly number[] | undefined;
  /** Jobs listing this career stage. */
  careerStage?: number | undefined;
  /** 'all' is drafts and published. @default 'approved' */
  status?: JobStatus | 'all';
}

/** Works out a total, or answers one it keeps under `key` (the filters). */
export type Counted = (key: string, count: CountMatches) => Promise<number>;

export interface JobReader {
  /** `counted` may keep a filter's total (the board cache does, until a job changes). */
  page(
    tenantId: number,
    filters: JobFilters,
    limit: number,
    offset: number,
    counted?: Counted,
  ): Promise<{ data: Job[]; total: number }>;
  bySlug(tenantId: number, slug: string): Promise<Job | null>;
  byIds(tenantId: number, ids: readonly number[]): Promise<Job[]>;
}

const jobJson = columnsAsJson<JobRow>(jobRowColumns);
const columns = {
  job: jobJson.cells,
  group: { id: groups.id, name: groups.name, nameSlug: groups.nameSlug, logo: groups.logo },
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type JobWithGroup = {
  job: JobRow;
  group: { id: number; name: string; nameSlug: string; logo: string | null };
};

function toJob({ job, group }: JobWithGroup, skillNames: ReadonlyMap<number, string>): Job {
  return {
    id: job.id,
    slug: job.slug,
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    job_type: job.jobType,
    job_location: job.jobLocation,
    address: job.address,
    job_status: job.jobStatus,
    is_featured: job.isFeatured,
    application_open_date: iso(job.applicationOpenDate),
    application_close_date: iso(job.applicationCloseDate),
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    group: { id: group.id, name: group.name, name_slug: group.nameSlug, image: group.logo },
    skills: job.skills,
    skills_detailed: job.skills.map((id) => ({ id, name: skillNames.get(id) ?? '' })),
    countries: job.countries,
    career_stages: job.careerStages,
  };
}

/**
 * Jobs whose title or description contains the text, or whose group's name does: two lookups
 * that each use an index (jobs_search_text_trgm_idx, over the title and the description joined
 * by a line break and lowercased, one lookup where two cost half as much again; a small scan of
 * the groups), gathered as one id set, where an OR across the join read every job of the
 * tenant. The set is an array worked out first: as `in (subquery)` the planner, guessing a
 * group's thousands of jobs, joined it by hash to every job of the board (22 ms at 100,000 jobs
 * for one match, against 8).
 */
function matching(tenantId: number, pattern: string): SQL {
  return sql`${jobs.id} = any(array(
    select j.id from ${jobs} j
      where j.tenant_id = ${tenantId} and j.search_text like lower(${pattern})
    union
    select j.id from ${jobs} j join ${groups} g on g.id = j.group_id
      where g.tenant_id = ${tenantId} and g.name ilike ${pattern}
  ))`;
}

/** How many of the newest jobs a search reads before it looks the text up in the index. */
export const SEARCH_WINDOW = 500;

interface WindowAnswer {
  /** The page's ids, newest first. */
  ids: number[];
  /** How many jobs the window read, and how many of them match. */
  seen: number;
  hits: number;
}

/**
 * A search's page from the newest SEARCH_WINDOW jobs of the board (the other filters applied),
 * the text matched row by row along jobs_board_idx and the group name once: the tenant's
 * groups whose name matches are an array worked out first, where joining each job to its group
 * to match the name cost a third of the statement. A common word fills a page there, where the
 * index lookup gathered its tens of thousands of matches first; the caller takes the index path
 * when the window neither is the whole board nor holds the page.
 */
function newestMatching(tenantId: number, where: SQL | undefined, pattern: string, limit: number, offset: number): SQL {
  return sql`with newest as (
      select ${jobs.id} as id, ${jobs.createdAt} as created_at,
        (${jobs.searchText} like lower(${pattern}) or ${jobs.groupId} = any(array(
          select g.id from ${groups} g where g.tenant_id = ${tenantId} and g.name ilike ${pattern}))) as hit
      from ${jobs}
      where ${where}
      order by ${jobs.createdAt} desc, ${jobs.id} desc
      limit ${SEARCH_WINDOW})
    select (select count(*) from newest)::integer as seen,
      (select count(*) from newest where hit)::integer as hits,
      array(select id from newest where hit order by created_at desc, id desc limit ${limit} offset ${offset}) as ids`;
}

/**
 * The ids of a page of the newest jobs of several groups: each group's newest along
 * jobs_group_newest_idx (as many as the page reaches), merged, where one scan of the groups'
 * jobs sorted every one of them (a tenant's administrator runs groups of tens of thousands).
 */
function newestOfGroups(where: SQL | undefined, groupIds: readonly number[], limit: number, offset: number): SQL {
  return sql`(select newest.id from unnest(${`{${groupIds.join(',')}}`}::integer[]) as g(id)
    cross join lateral (
      select ${jobs.id} as id, ${jobs.createdAt} as created_at from ${jobs}
        where ${where} and ${jobs.groupId} = g.id
        order by ${jobs.createdAt} desc, ${jobs.id} desc
        limit ${offset + limit}
    ) newest
    order by newest.created_at desc, newest.id desc
    limit ${limit} offset ${offset})`;
}

export function createJobReader(db: Db): JobReader {
  let skillNames = new Map<number, string>();
  /** Rows as Jobs; the skill catalogue is reloaded when a row names a skill it has not seen. */
  async function toJobs(selected: readonly { job: unknown[]; group: JobWithGroup['group'] }[]): Promise<Job[]> {
    const rows = selected.map(({ job, group }) => ({ job: jobJson.decode(job), group }));
    if (rows.some(({ job }) => job.skills.some((id) => !skillNames.has(id)))) {
      const all = await db.select().from(skills).orderBy(asc(skills.id));
      skillNames = new Map(all.map((row) => [row.id, row.name]));
    }
    return rows.map((row) => toJob(row, skillNames));
  }

  /** The window's answer when it settles the page (see newestMatching), else null. */
  async function searchWindow(
    tenantId: number,
    where: SQL | undefined,
    pattern: string,
    limit: number,
    offset: number,
  ) {
    const window = newestMatching(tenantId, where, pattern, limit, offset);
    const [row] = rowsOf(await db.execute(window)) as unknown as WindowAnswer[];
    if (!row) return null;
    return row.seen < SEARCH_WINDOW || row.hits >= offset + limit ? row : null;
  }

  const fromJobsAndGroups = () =>
    db
      .select(columns)
      .from(jobs)
      .innerJoin(groups, and(eq(groups.id, jobs.groupId), eq(groups.tenantId, jobs.tenantId)));

  return {
    async page(tenantId, filters, limit, offset, counted = (_key, count) => count()) {
      const status = filters.status ?? 'approved';
      const conditions = [eq(jobs.tenantId, tenantId)];
      if (status !== 'all') conditions.push(eq(jobs.jobStatus, status));
      if (filters.jobType) conditions.push(eq(jobs.jobType, filters.jobType));
      if (filters.jobLocation) conditions.push(eq(jobs.jobLocation, filters.jobLocation));
      if (filters.groupId !== undefined) conditions.push(eq(jobs.groupId, filters.groupId));
      if (filters.groupIds !== undefined) {
        if (filters.groupIds.length === 0) return { data: [], total: 0 };
        conditions.push(inArray(jobs.groupId, [...filters.groupIds]));
      }
      if (filters.careerStage !== undefined) {
        conditions.push(sql`${jobs.careerStages} @> array[${filters.careerStage}]::integer[]`);
      }
      const newestFirst = [desc(jobs.createdAt), desc(jobs.id)];
      const pattern = filters.search ? containsPattern(filters.search) : undefined;
      const countKey = JSON.stringify({ ...filters, status });
      if (pattern && filters.groupIds === undefined) {
        const others = and(...conditions);
        const window = await searchWindow(tenantId, others, pattern, limit, offset);
        if (window) {
          const rows =
            window.ids.length === 0
              ? []
              : await fromJobsAndGroups()
                  .where(inArray(jobs.id, window.ids))
                  .orderBy(...newestFirst);
          // The whole board was read: its matches are the total.
          const total =
            window.seen < SEARCH_WINDOW
              ? window.hits
              : await counted(countKey, countRows(db, jobs, and(others, matching(tenantId, pattern))));
          return { data: await toJobs(rows), total };
        }
      }
      if (pattern) conditions.push(matching(tenantId, pattern));
      const where = and(...conditions);
      // The page's ids first, newest first along jobs_board_idx, then their rows with their
      // groups: a page reads its own rows, and the join cannot talk the planner into reading
      // the whole board.
      const pageIds =
        filters.groupIds === undefined
          ? db
              .select({ id: jobs.id })
              .from(jobs)
              .where(where)
              .orderBy(...newestFirst)
              .limit(limit)
              .offset(offset)
          : newestOfGroups(where, filters.groupIds, limit, offset);
      const rows = await fromJobsAndGroups()
        .where(inArray(jobs.id, pageIds))
        .orderBy(...newestFirst);
      // A page that is not full ends the list, and tells the total; otherwise count apart
      // (an index scan, where a count over the page's window read every matching row).
      let total = offset + rows.length;
      if (rows.length === limit || (rows.length === 0 && offset > 0)) {
        total = await counted(countKey, countRows(db, jobs, where));
      }
      return { data: await toJobs(rows), total };
    },
    async bySlug(tenantId, slug) {
      const rows = await fromJobsAndGroups().where(
        and(eq(jobs.tenantId, tenantId), eq(jobs.slug, slug), eq(jobs.jobStatus, 'approved')),
      );
      return (await toJobs(rows))[0] ?? null;
    },
    async byIds(tenantId, ids) {
      if (ids.length === 0) return [];
      return toJobs(await fromJobsAndGroups().where(and(eq(jobs.tenantId, tenantId), inArray(jobs.id, [...ids]))));
    },
  };
}
