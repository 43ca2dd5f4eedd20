/**
 * The content area's calls (spec part 2 section 7, Content; where the spec shows no path,
 * ours in the same style) on the endpoint table, grouped by kind. An item id is a
 * `:id{[0-9]+}` segment read by its handler: any other segment falls through to the 404
 * of an unknown path, and a number past the row range is a 404 too, as it always was.
 * A body checked after the item's 404 or 403 (an edit merged with the stored item, a
 * moderation action) or prepared first (a use case's single files) is read by its handler,
 * so those answers keep their order; a new item's form is declared.
 */
import * as v from 'valibot';
import {
  AiTool,
  CareerTip,
  CONTENT_PAGE_SIZES,
  CollectionItem,
  CollectionQuery,
  CollectionSections,
  type CollectionType,
  type ContentKind,
  ContentListQuery,
  Post,
  Resource,
  UseCase,
} from './content';
import {
  AiToolFormPayload,
  CareerTipFormPayload,
  CONTENT_FORM_MESSAGES,
  PostFormPayload,
  ResourceFormPayload,
} from './content-forms';
import { type Endpoint, endpoint } from './endpoint';
import { firstValues, PageSizeParam, paged } from './paging';

/** A kind's list query: `page_size` defaults to the kind's page (spec part 2 section 9). */
const listQuery = (pageSize: number) =>
  firstValues(v.object({ ...ContentListQuery.entries, page_size: PageSizeParam(pageSize, 100) }));

/** A kind's base path under /api/v1/ (`resources` for /api/v1/resources/). */
type Base = string;

/** What every kind has: its list, one item by slug and by id, and its creator's edit. */
function itemEndpoints<const B extends Base, const S extends Base, const I extends v.GenericSchema>(
  base: B,
  slugBase: S,
  item: I,
  pageSize: number,
) {
  return {
    list: endpoint({
      method: 'GET',
      path: `/api/v1/${base}/` as const,
      query: listQuery(pageSize),
      output: paged(item),
      auth: 'optional',
    }),
    bySlug: endpoint({
      method: 'GET',
      path: `/api/v1/${slugBase}/slug/:slug/` as const,
      output: item,
      auth: 'optional',
    }),
    byId: endpoint({ method: 'GET', path: `/api/v1/${base}/:id{[0-9]+}/` as const, output: item, auth: 'optional' }),
    /** The body is merged with the stored item before the form's rules run. */
    update: endpoint({ method: 'PATCH', path: `/api/v1/${base}/:id{[0-9]+}/` as const, output: item, auth: 'token' }),
  };
}

/** DELETE by the item's creator: 204. */
const removal = <const B extends Base>(base: B) =>
  endpoint({ method: 'DELETE', path: `/api/v1/${base}/:id{[0-9]+}/` as const, auth: 'token' });

/** POST a new item (any member; pending where the kind is moderated): 201 and the item. */
const creation = <const B extends Base, const I extends v.GenericSchema, const F extends v.GenericSchema>(
  base: B,
  item: I,
  form: F,
) => endpoint({ method: 'POST', path: `/api/v1/${base}/` as const, body: form, output: item, auth: 'token' });

/** A career tips list: every one, or one group's. */
const tipList = <const P extends `/api/v1/${string}`>(path: P) =>
  endpoint({
    method: 'GET',
    path,
    query: listQuery(CONTENT_PAGE_SIZES.careertip),
    output: paged(CareerTip),
    auth: 'optional',
  });

/** POST {action: approve|reject} by a moderator of the kind; answers the item. */
const moderation = <const B extends Base, const I extends v.GenericSchema>(base: B, item: I) =>
  endpoint({
    method: 'POST',
    path: `/api/v1/${base}/:id{[0-9]+}/approve-reject/` as const,
    output: item,
    auth: 'token',
  });

const RESOURCES = 'resources';
/** Resources and prompts: `?type=prompt` lists prompts, 15 a page (other resources 12). */
export const RESOURCE_ENDPOINTS = {
  ...itemEndpoints(RESOURCES, RESOURCES, Resource, CONTENT_PAGE_SIZES.resource),
  create: creation(RESOURCES, Resource, ResourceFormPayload),
  remove: removal(RESOURCES),
  moderate: moderation(RESOURCES, Resource),
} as const;

const POSTS = 'contents';
/** Posts and newsletters (not moderated). */
export const POST_ENDPOINTS = {
  ...itemEndpoints(POSTS, POSTS, Post, CONTENT_PAGE_SIZES.post),
  create: creation(POSTS, Post, PostFormPayload),
  remove: removal(POSTS),
} as const;

const CAREER_TIPS = 'career-tips';
/** Career tips; the same list is also read at /all-career-tips/ and per group. */
export const CAREER_TIP_ENDPOINTS = {
  ...itemEndpoints(CAREER_TIPS, 'all-career-tips', CareerTip, CONTENT_PAGE_SIZES.careertip),
  all: tipList('/api/v1/all-career-tips/'),
  ofGroup: tipList('/api/v1/career-tips/group/:id{[0-9]+}/'),
  create: creation(CAREER_TIPS, CareerTip, CareerTipFormPayload),
  remove: removal(CAREER_TIPS),
  moderate: moderation(CAREER_TIPS, CareerTip),
} as const;

const USE_CASES = 'use-cases';
/** Use cases: edited by their creator or staff, never deleted. */
export const USE_CASE_ENDPOINTS = {
  ...itemEndpoints(USE_CASES, USE_CASES, UseCase, CONTENT_PAGE_SIZES.usecase),
  /** A thumbnail or document sent as a list is unwrapped (or refused) before the form's rules. */
  create: endpoint({ method: 'POST', path: `/api/v1/${USE_CASES}/` as const, output: UseCase, auth: 'token' }),
  moderate: moderation(USE_CASES, UseCase),
} as const;

const AI_TOOLS = 'ai-tools';
/** AI tools: edited by their creator or staff, never deleted. */
export const AI_TOOL_ENDPOINTS = {
  ...itemEndpoints(AI_TOOLS, AI_TOOLS, AiTool, CONTENT_PAGE_SIZES.aitool),
  create: creation(AI_TOOLS, AiTool, AiToolFormPayload),
  moderate: moderation(AI_TOOLS, AiTool),
} as const;

/** Each kind's calls: `CONTENT_ENDPOINTS[kind].list.path` is its base path. */
export const CONTENT_ENDPOINTS = {
  resource: RESOURCE_ENDPOINTS,
  post: POST_ENDPOINTS,
  careertip: CAREER_TIP_ENDPOINTS,
  usecase: USE_CASE_ENDPOINTS,
  aitool: AI_TOOL_ENDPOINTS,
} as const satisfies Record<ContentKind, { list: Endpoint; bySlug: Endpoint; byId: Endpoint }>;

/** GET /api/v1/{type}/me/?page=: the member's own items of one collection type, 10 a page. */
const mine = <const T extends CollectionType>(type: T) =>
  endpoint({
    method: 'GET',
    path: `/api/v1/${type}/me/` as const,
    query: firstValues(CollectionQuery),
    output: paged(CollectionItem),
    auth: 'token',
  });

/** The /favorites and /my dashboards (jobs only where the portal shows the job menu). */
export const COLLECTION_ENDPOINTS = {
  /** Every section's first 3 and count; `?type=&page=` one section, 10 a page. */
  myFavourites: endpoint({
    method: 'GET',
    path: '/api/v1/my-favourites/',
    query: firstValues(CollectionQuery),
    auth: 'token',
  }),
  myItems: endpoint({ method: 'GET', path: '/api/v1/my-items/', output: CollectionSections, auth: 'token' }),
  mine: {
    usecases: mine('usecases'),
    circles: mine('circles'),
    events: mine('events'),
    resources: mine('resources'),
    aitools: mine('aitools'),
    jobs: mine('jobs'),
    posts: mine('posts'),
  } satisfies Record<CollectionType, Endpoint>,
} as const;

/** GET /api/v1/link-preview/?url= : what the server read from the page (timeout, size cap, no private addresses). */
export const LinkPreview = v.object({
  url: v.string(),
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  image: v.nullable(v.string()),
  site_name: v.nullable(v.string()),
});
export type LinkPreview = v.InferOutput<typeof LinkPreview>;

export const LinkPreviewQuery = v.object({
  url: v.pipe(
    v.string(CONTENT_FORM_MESSAGES.required),
    v.trim(),
    v.minLength(1, CONTENT_FORM_MESSAGES.required),
    v.maxLength(2000, CONTENT_FORM_MESSAGES.invalidUrl),
  ),
});

/** GET ?url= (members only): what the page at `url` says about itself. */
export const LINK_PREVIEW_ENDPOINT = endpoint({
  method: 'GET',
  path: '/api/v1/link-preview/',
  query: firstValues(LinkPreviewQuery),
  output: LinkPreview,
  auth: 'token',
});
