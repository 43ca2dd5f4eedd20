/**
 * A catalogue is what one recommendation type offers a member: a page of candidates to
 * browse or search, and the re-reading of chosen ids when the package is sent (an id it does
 * not answer is gone or not for this member). The engine's types share one shape: browsing
 * shows the engine's full ranking, a search shows every visible match with the engine's own
 * picks first and their reasons kept.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { RecommendationItem } from '../../contract/connect';
import { containsPattern } from '../db/like';
import { sqlIntArray } from '../recommendations/people';
import {
  type CandidatePage,
  type CandidateRequest,
  type PackageContext,
  PICKED_REASON,
  SEARCH_REASON,
} from './context';

export interface Catalogue {
  list(ctx: PackageContext, request: CandidateRequest): Promise<CandidatePage>;
  /** The ids the member may be sent, each with its reason; an id missing from the answer is gone. */
  pick(ctx: PackageContext, ids: readonly number[]): Promise<Map<number, RecommendationItem>>;
}

export interface SearchPage<Row> {
  rows: Row[];
  total: number;
}

interface RankedSource<Row extends { id: number }> {
  /** The engine's recommendations of this type for the member, best first, all of them. */
  rank(ctx: PackageContext): Promise<RecommendationItem[]>;
  /** Visible rows whose name matches `pattern`, ordered with `first` leading (see rankedFirst). */
  search(
    ctx: PackageContext,
    pattern: string,
    first: number[],
    page: { limit: number; offset: number },
  ): Promise<SearchPage<Row>>;
  /** Visible rows of these ids. */
  byIds(ctx: PackageContext, ids: readonly number[]): Promise<Row[]>;
  item(row: Row, reason: string): RecommendationItem;
}

/** Orders the rows of `ids` first, in the order of `ids`, then the rest. */
export const rankedFirst = (column: AnyColumn, ids: number[]): SQL =>
  sql`array_position(${sqlIntArray(ids)}, ${column}) nulls last`;

export function rankedCatalogue<Row extends { id: number }>(source: RankedSource<Row>): Catalogue {
  return {
    async list(ctx, { search, limit, offset }) {
      const ranked = await source.rank(ctx);
      if (search === undefined) return { items: ranked.slice(offset, offset + limit), total: ranked.length };
      const picks = new Map(ranked.map((item) => [item.id, item]));
      const found = await source.search(ctx, containsPattern(search), [...picks.keys()], { limit, offset });
      return {
        items: found.rows.map((row) => picks.get(row.id) ?? source.item(row, SEARCH_REASON)),
        total: found.total,
      };
    },
    async pick(ctx, ids) {
      if (ids.length === 0) return new Map();
      const [ranked, rows] = await Promise.all([source.rank(ctx), source.byIds(ctx, ids)]);
      const picks = new Map(ranked.map((item) => [item.id, item]));
      return new Map(rows.map((row) => [row.id, picks.get(row.id) ?? source.item(row, PICKED_REASON)]));
    },
  };
}
