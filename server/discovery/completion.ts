/**
 * profile_completion_percent of search and connection items (spec part 1 section 9: the
 * lists sort by it, descending), computed in SQL so the database sorts and pages.
 *
 * People: the weights of contract/profile-completion.ts (PROFILE_COMPLETION_WEIGHTS),
 * restated over the users and profiles columns; keep the two in step.
 * Groups (no profile of theirs): a quarter each for description, logo, country, domain.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { groups, users } from '../db/schema';
import { profiles } from '../profiles/schema';

const text = (column: SQLWrapper) => sql`trim(regexp_replace(coalesce(${column}, ''), '<[^>]*>', '', 'g')) <> ''`;

const PERSON_PARTS: [number, SQL][] = [
  [10, sql`(${text(users.firstName)} and ${text(users.lastName)})`],
  [10, text(users.title)],
  [5, text(users.country)],
  [5, text(users.location)],
  [15, sql`${profiles.pictureId} is not null`],
  [10, text(profiles.shortBio)],
  [5, text(profiles.careerStory)],
  [10, sql`coalesce(cardinality(${profiles.skills}), 0) > 0`],
  [10, sql`coalesce(cardinality(${profiles.topics}), 0) > 0`],
  [10, sql`(${profiles.extraInfo} ->> 'career_stage') is not null`],
  [
    5,
    sql`(${sql.join(
      [
        profiles.socialLinkedin,
        profiles.socialTwitter,
        profiles.socialFacebook,
        profiles.socialGoogleScholar,
        profiles.socialResearchGate,
        profiles.socialOrcid,
      ].map(text),
      sql` or `,
    )})`,
  ],
  [5, sql`${profiles.resumeId} is not null`],
];

const GROUP_PARTS: [number, SQL][] = [
  [25, text(groups.description)],
  [25, text(groups.logo)],
  [25, text(groups.country)],
  [25, text(groups.domain)],
];

function percentOf(parts: [number, SQL][]): SQL<number> {
  const terms = parts.map(([weight, done]) => sql`(case when ${done} then ${sql.raw(String(weight))} else 0 end)`);
  return sql<number>`(${sql.join(terms, sql` + `)})::int`;
}

/** Over `users` left-joined with `profiles`. */
export const personCompletionSql = () => percentOf(PERSON_PARTS);
/** Over `groups`. */
export const groupCompletionSql = () => percentOf(GROUP_PARTS);
