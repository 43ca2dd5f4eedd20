/**
 * Collections (spec part 2 section 2, /favorites and /my): rows of any type as
 * CollectionItem (enough to show and link offline). Favourites come from the caller's
 * bookmarks; My items are the caller's accepted circles, their own content (any status)
 * and their job applications. Dashboards show each section's first 3 and its count; the
 * sub-routes page by 10. Every section asked for is read in one statement (db/lookups.ts):
 * its page of cards and its count are two lookups.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  CARD_DESCRIPTION_CHARS,
  COLLECTION_BOOKMARK_TYPES,
  type CollectionItem,
  type CollectionSections,
  type CollectionType,
} from '../../contract/content';
import type { Db } from '../db/client';
import {
  type JsonRow,
  jsonObject,
  type Lookup,
  type LookupQuery,
  lookUp,
  lookup,
  lookupQuery,
  nothing,
  type Slot,
} from '../db/lookups';
import { bookmarks, groups, jobs, memberships } from '../db/schema';
import { jobApplications } from '../groups/schema';
import { uploads } from '../profiles/schema';
import { mediaUrl } from '../uploads/serialize';
import { aiTools, posts, resources, useCases } from './schema';

/** Rich text as a short plain summary. */
export function plainSummary(html: string, max = CARD_DESCRIPTION_CHARS): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** A card's fields but its type, id and date; `image` only where the kind keeps a link rather than a file. */
type CardFields = Omit<CollectionItem, 'type' | 'id' | 'created_at' | 'image'> & { image?: string | null };

type CardTable = PgTable & { id: PgColumn; tenantId: PgColumn; createdAt: PgColumn };
type Columns = Record<string, PgColumn>;

/**
 * How one type's rows become cards: `table` holds them, `columns` are what `fields` reads of a
 * row (by the names it reads them under), and `upload` names the picture of kinds that keep it
 * as a file.
 */
interface CardKind<C extends Columns> {
  table: CardTable;
  columns: C;
  fields: (row: JsonRow<C>) => CardFields;
  upload?: PgColumn;
}

/** A kind whose `fields` reads any row: the row is the JSON object of its columns, read by the query below. */
type AnyCardKind = Omit<CardKind<Columns>, 'fields'> & { fields: (row: Record<string, unknown>) => CardFields };

const cardKind = <C extends Columns>(kind: CardKind<C>): AnyCardKind => kind as AnyCardKind;

const groupCards = cardKind({
  table: groups,
  columns: {
    groupType: groups.groupType,
    nameSlug: groups.nameSlug,
    name: groups.name,
    description: groups.description,
    logo: groups.logo,
    coverImage: groups.coverImage,
  },
  fields: (row) => ({
    href: `/${row.groupType === 'event' ? 'event' : 'circle'}/${row.nameSlug}`,
    title: row.name,
    description: plainSummary(row.description),
    image: row.logo ?? row.coverImage,
    status: null,
  }),
});

/** A text column that is never null. */
type TextColumn = PgColumn & { _: { data: string; notNull: true } };

/** A kind whose card links `/{page}/{slug}` and shows its title, summarised description and status. */
const describedCards = (
  table: CardTable,
  page: string,
  columns: Record<'slug' | 'title' | 'description' | 'status', TextColumn>,
  upload?: PgColumn,
) =>
  cardKind({
    table,
    columns,
    fields: (row) => ({
      href: `/${page}/${row.slug}`,
      title: row.title,
      description: plainSummary(row.description),
      status: row.status,
    }),
    ...(upload ? { upload } : {}),
  });

const CARDS = {
  usecases: describedCards(
    useCases,
    'usecase',
    { slug: useCases.slug, title: useCases.title, description: useCases.description, status: useCases.status },
    useCases.thumbnailImage,
  ),
  aitools: describedCards(
    aiTools,
    'ai-tool',
    { slug: aiTools.slug, title: aiTools.name, description: aiTools.description, status: aiTools.status },
    aiTools.logo,
  ),
  resources: cardKind({
    table: resources,
    columns: {
      titleSlug: resources.titleSlug,
      title: resources.title,
      isPremium: resources.isPremium,
      content: resources.content,
      status: resources.status,
    },
    // A premium resource's text is not summarised (it may be locked for the reader).
    fields: (row) => ({
      href: `/resource/${row.titleSlug}`,
      title: row.title,
      description: row.isPremium ? '' : plainSummary(row.content),
      status: row.status,
    }),
    upload: resources.thumbnailImage,
  }),
  posts: cardKind({
    table: posts,
    columns: { slug: posts.slug, title: posts.title, content: posts.content },
    fields: (row) => ({
      href: `/post/${row.slug}`,
      title: row.title,
      description: plainSummary(row.content),
      status: null,
    }),
  }),
  circles: groupCards,
  events: groupCards,
  jobs: describedCards(jobs, 'job', {
    slug: jobs.slug,
    title: jobs.title,
    description: jobs.description,
    status: jobs.jobStatus,
  }),
} satisfies Record<CollectionType, AnyCardKind>;

/**
 * The rows a section lists, newest first: `from` (a from and where clause, with slots for
 * the tenant and the member) names them,
 * `objectId` the item each row is, and `status` the member's own status on it (a membership,
 * an application) shown instead of the item's.
 */
interface Picked {
  from: (slot: Slot) => SQL;
  objectId: PgColumn;
  status: PgColumn | null;
  createdAt: PgColumn;
  id: PgColumn;
}

export interface CollectionPage {
  items: CollectionItem[];
  count: number;
}

/** A section: its page of cards and its count, a lookup to read with the other sections'. */
export type Section = Lookup<CollectionPage>;

const emptySection: Section = nothing(() => ({ items: [], count: 0 }));

/** Rows of a section's cards, as JSON answers them. */
type CardRow = Record<string, unknown> & { id: number; createdAt: string; imageKey: string | null; own: string | null };

/** The subquery of the cards of one page of `picked` (the page's limit and offset are slots), in its order. */
function cardsQuery(type: CollectionType, picked: Picked) {
  const { table, upload, columns } = CARDS[type];
  return (slot: Slot) => sql`select json_agg(${jsonObject({
    id: table.id,
    createdAt: table.createdAt,
    ...columns,
    imageKey: upload ? uploads.key : sql`null`,
    own: sql`"page"."status"`,
  })} order by "page"."ord")
      from (select ${picked.objectId} as object_id, ${picked.status ?? sql`null`} as status,
          row_number() over (order by ${picked.createdAt} desc, ${picked.id} desc) as ord
        ${picked.from(slot)} order by ${picked.createdAt} desc, ${picked.id} desc
        limit ${slot('limit')} offset ${slot('offset')}) as "page"
      join ${table} on ${table.id} = "page"."object_id" and ${table.tenantId} = ${slot('tenantId')}
      ${upload ? sql`left join ${uploads} on ${uploads.id} = ${upload}` : sql``}`;
}

/** The cards as the contract's items; rows whose item is missing were left out by the join. */
function readCards(type: CollectionType, rows: CardRow[]): CollectionItem[] {
  const kind = CARDS[type];
  return rows.map((row) => {
    const item: CollectionItem = {
      type,
      id: row.id,
      image: row.imageKey === null ? null : mediaUrl(row.imageKey),
      ...kind.fields(row),
      created_at: new Date(row.createdAt).toISOString(),
    };
    return row.own === null ? item : { ...item, status: row.own };
  });
}

/** The subquery of each kind of section (favourites or mine, of a type), written the first time it is asked. */
const sectionQueries = new Map<string, LookupQuery>();

/**
 * One section: a page of `picked`'s cards and how many rows it has in all. `key` names the
 * kind of section: `picked` is asked for only the first time.
 */
function sectionOf(
  key: string,
  type: CollectionType,
  picked: () => Picked,
  values: { tenantId: number; userId: number; limit: number; offset: number },
): Section {
  let query = sectionQueries.get(key);
  if (!query) {
    const rows = picked();
    const cards = cardsQuery(type, rows);
    query = lookupQuery(
      (
        slot,
      ) => sql`select json_build_array(json_build_object('items', coalesce((${cards(slot)}), '[]'::json), 'count', count(*)))
        ${rows.from(slot)}`,
    );
    sectionQueries.set(key, query);
  }
  return lookup(query, values, ([found]: { items: CardRow[]; count: number }[]) => ({
    items: readCards(type, found?.items ?? []),
    count: found?.count ?? 0,
  }));
}

/** `table`'s rows newest first. */
const newest = (table: { createdAt: PgColumn; id: PgColumn }) => ({ createdAt: table.createdAt, id: table.id });

/** One favourites section: the caller's bookmarks of that type, newest first. */
export function favouriteSection(
  tenantId: number,
  userId: number,
  type: CollectionType,
  limit: number,
  offset: number,
): Section {
  const bookmarkType = COLLECTION_BOOKMARK_TYPES[type];
  if (!bookmarkType) return emptySection;
  const picked = (): Picked => ({
    from: (slot) => sql`from ${bookmarks} where ${bookmarks.tenantId} = ${slot('tenantId')}
      and ${bookmarks.userId} = ${slot('userId')} and ${eq(bookmarks.type, bookmarkType)}`,
    objectId: bookmarks.objectId,
    status: null,
    ...newest(bookmarks),
  });
  return sectionOf(`favourite ${type}`, type, picked, { tenantId, userId, limit, offset });
}

const OWNED_TABLES = { usecases: useCases, aitools: aiTools, resources, posts } as const;

/** The rows one My section lists: accepted circles or events, job applications, or own content (any status). */
function minePicked(type: CollectionType): Picked {
  if (type === 'circles' || type === 'events') {
    return {
      from: (slot) => sql`from ${memberships} inner join ${groups} on ${groups.id} = ${memberships.groupId}
        where ${memberships.tenantId} = ${slot('tenantId')} and ${memberships.userId} = ${slot('userId')}
          and ${memberships.status} = 'accepted' and ${eq(groups.groupType, type === 'circles' ? 'circle' : 'event')}`,
      objectId: memberships.groupId,
      status: memberships.status,
      ...newest(memberships),
    };
  }
  if (type === 'jobs') {
    return {
      from: (slot) => sql`from ${jobApplications}
        where ${jobApplications.tenantId} = ${slot('tenantId')} and ${jobApplications.userId} = ${slot('userId')}`,
      objectId: jobApplications.jobId,
      status: jobApplications.status,
      ...newest(jobApplications),
    };
  }
  const table = OWNED_TABLES[type] as typeof useCases;
  return {
    from: (slot) =>
      sql`from ${table} where ${table.tenantId} = ${slot('tenantId')} and ${table.createdBy} = ${slot('userId')}`,
    objectId: table.id,
    status: null,
    ...newest(table),
  };
}

/** One My section: accepted circles, own content (any status), or job applications. */
export const mineSection = (tenantId: number, userId: number, type: CollectionType, limit: number, offset: number) =>
  sectionOf(`mine ${type}`, type, () => minePicked(type), { tenantId, userId, limit, offset });

/** One section's page and count. */
export async function readPage(db: Db, section: Section): Promise<CollectionPage> {
  return (await lookUp(db, { section })).section;
}

/** Every section of `types` (its page and count), in one statement. */
export function readSections(
  db: Db,
  types: readonly CollectionType[],
  sectionOf: (type: CollectionType) => Section,
): Promise<CollectionSections> {
  return lookUp(db, Object.fromEntries(types.map((type) => [type, sectionOf(type)])));
}
