/**
 * GET /api/v1/content-items/?kind=resource&ids=1,2,3: many items of one content kind in one
 * read, each exactly as its own read (`CONTENT_ENDPOINTS[kind].byId`) shows it to the caller. An id
 * the caller may not see, or that names no item of the portal, is left out, as its own read
 * would answer 404. A fresh device reads the items of its /favorites and /my sections so.
 */
import * as v from 'valibot';
import { ContentKind } from './content';
import { endpoint } from './endpoint';
import { ID_MESSAGES, MAX_ID, StrictIdListQueryParam } from './ids';

/** The most ids one read takes (a section table's ten pages). */
export const CONTENT_ITEMS_MAX_IDS = 100;
const MAX_LIST_LENGTH = CONTENT_ITEMS_MAX_IDS * (String(MAX_ID).length + 1);
const tooMany = `Ensure this field has no more than ${CONTENT_ITEMS_MAX_IDS} elements.`;

export const ContentItemsQuery = v.object({
  kind: ContentKind,
  ids: v.pipe(
    v.string(ID_MESSAGES.invalidList),
    v.maxLength(MAX_LIST_LENGTH, tooMany),
    StrictIdListQueryParam,
    v.transform((list) => [...new Set(list.split(',').map(Number))]),
    v.maxLength(CONTENT_ITEMS_MAX_IDS, tooMany),
  ),
});
export type ContentItemsQuery = v.InferOutput<typeof ContentItemsQuery>;

/** The items found, in the order of `ids`; each is its kind's item (CONTENT_SCHEMAS[kind]). */
export const ContentItemsAnswer = v.object({ data: v.array(v.unknown()) });

export const CONTENT_ITEMS_ENDPOINTS = {
  byIds: endpoint({
    method: 'GET',
    path: '/api/v1/content-items/',
    query: ContentItemsQuery,
    output: ContentItemsAnswer,
    auth: 'optional',
  }),
} as const;

/** The path of one read of `ids` of `kind`. */
export const contentItemsPath = (kind: ContentKind, ids: readonly number[]) =>
  `${CONTENT_ITEMS_ENDPOINTS.byIds.path}?kind=${kind}&ids=${ids.join(',')}`;
