/**
 * What the directory lists (connect, influencers, influential orgs, circle leaders) add to
 * contract/connect.ts SearchItem: the circle leader's certification level for the badge
 * (spec part 1 section 3, certification levels). Kept apart because connect.ts is frozen.
 */
import * as v from 'valibot';
import { SearchItem } from './connect';

export const DirectoryEntry = v.object({
  ...SearchItem.entries,
  /** 1 Basic, 2 Intermediate, 3 Advanced (CERTIFICATION_LEVELS); null for groups and the uncertified. */
  certification_level: v.optional(v.nullable(v.number()), null),
});
export type DirectoryEntry = v.InferOutput<typeof DirectoryEntry>;

/** Suggestions on /connect: show 8 of 200 people fetched, by profile_completion_percent (part 1 section 9). */
export const SUGGESTIONS_SHOWN = 8;
export const SUGGESTIONS_FETCHED = 200;
/** /influential-orgs shows 16 per page like /influencers (part 2 section 9). */
export const INFLUENTIAL_ORGS_PAGE_SIZE = 16;

/** Search item names are cut at 20 characters on cards (part 1 section 9, truncation). */
export const SEARCH_ITEM_NAME_MAX = 20;
export const truncateName = (name: string, max = SEARCH_ITEM_NAME_MAX) =>
  name.length > max ? `${name.slice(0, max).trimEnd()}…` : name;

export const SEARCH_ITEM_TYPE_LABELS = {
  user: 'Person',
  organization: 'Organization',
  institution: 'Institution',
  circle: 'Circle',
  event: 'Event',
  job: 'Job',
} as const;

/** Ours: the spec names no empty text for influential organizations. */
export const NO_INFLUENTIAL_ORGS = 'No influential organizations found';
