/**
 * profile_completion_percent of the directory's groups (spec part 1 section 9: search and
 * connections sort by it, descending), computed in SQL so the database sorts and pages: a
 * quarter each for description, logo, country and domain, as groups have no profile.
 * A person's percent is kept on their users row by database triggers (migration
 * 0017_directory_entries), with the weights of contract/profile-completion.ts.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { groups } from '../db/schema';

/** Text with something besides markup and spaces: the database function migration 0017 made for the people's entries. */
const filled = (column: SQLWrapper) => sql`directory_filled(${column})`;

const GROUP_PARTS: [number, SQL][] = [
  [25, filled(groups.description)],
  [25, filled(groups.logo)],
  [25, filled(groups.country)],
  [25, filled(groups.domain)],
];

/** Over `groups`. */
export function groupCompletionSql(): SQL<number> {
  const terms = GROUP_PARTS.map(
    ([weight, done]) => sql`(case when ${done} then ${sql.raw(String(weight))} else 0 end)`,
  );
  // smallint, as the people's stored percent: the two meet in one sorted list.
  return sql<number>`(${sql.join(terms, sql` + `)})::smallint`;
}
