/**
 * Discovery on the endpoint table: the lookup lists the profile forms pick from (skills,
 * topics, topic areas, and a member's new topic) and the directory (search, connections).
 * The lookups are public; the directory asks for a token.
 */
import * as v from 'valibot';
import { SearchQuery } from './connect';
import { DirectoryEntry } from './directory';
import { endpoint } from './endpoint';
import { Id, IdQueryParam } from './ids';
import { Skill } from './jobs';
import { firstValues, PageParam, PageSizeParam, paged } from './paging';
import { CONNECTIONS_PAGE_SIZE, Topic, TopicArea } from './profile';

/** ?search= narrows a list by a part of its name. */
export const LookupSearchQuery = v.object({ search: v.optional(v.string()) });
export const TopicListQuery = v.object({ search: v.optional(v.string()), topic_area: v.optional(IdQueryParam) });

/** A new general topic from the use case form; an existing name answers that topic. */
export const NewTopicPayload = v.object({
  name: v.pipe(v.string('Required'), v.trim(), v.minLength(1, 'Required'), v.maxLength(100, 'Maximum 100 characters')),
  topic_area: v.optional(v.nullable(Id), null),
});
export type NewTopicPayload = v.InferInput<typeof NewTopicPayload>;

/** Connections are fetched whole for the offline cache, so a page may hold up to 200. */
export const ConnectionsQuery = v.object({ page: PageParam, page_size: PageSizeParam(CONNECTIONS_PAGE_SIZE, 200) });

export const LOOKUP_ENDPOINTS = {
  skills: endpoint({
    method: 'GET',
    path: '/api/v1/skills/',
    query: firstValues(LookupSearchQuery),
    output: v.object({ data: v.array(Skill) }),
    auth: 'optional',
  }),
  topics: endpoint({
    method: 'GET',
    path: '/api/v1/topics/',
    query: firstValues(TopicListQuery),
    output: v.object({ data: v.array(Topic) }),
    auth: 'optional',
  }),
  createTopic: endpoint({
    method: 'POST',
    path: '/api/v1/topics/',
    body: NewTopicPayload,
    output: Topic,
    auth: 'token',
  }),
  topicAreas: endpoint({
    method: 'GET',
    path: '/api/v1/topic-areas/',
    output: v.object({ data: v.array(TopicArea) }),
    auth: 'optional',
  }),
} as const;

export const DIRECTORY_ENDPOINTS = {
  /** People and groups of the tenant; also ?group_id= (people not in that group) for the invite dialog. */
  search: endpoint({
    method: 'GET',
    path: '/api/v1/search/',
    query: firstValues(SearchQuery),
    output: paged(DirectoryEntry),
    auth: 'token',
  }),
  /** The people and groups the member follows. */
  connections: endpoint({
    method: 'GET',
    path: '/api/v1/connections/',
    query: firstValues(ConnectionsQuery),
    output: paged(DirectoryEntry),
    auth: 'token',
  }),
} as const;
