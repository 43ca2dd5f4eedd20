/**
 * What the device's search index holds: one document for each stored row of the tables
 * below, made from the row alone. A document's id is `{table}:{primary key}`, so a changed
 * or deleted row changes exactly one document; the same person or group stored in two
 * tables (profiles and directory, groups and directory) is one result, by kind and slug.
 */

import type { Table } from 'dexie';
import { type ContentKind, GROUP_KINDS, titleOf } from '../../contract';
import type { PortalDb } from '../core/db';

export const SEARCH_KINDS = [
  'job',
  'person',
  'group',
  'resource',
  'prompt',
  'post',
  'careertip',
  'usecase',
  'aitool',
  'report',
  'notification',
  'message',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchDoc {
  /** `{table}:{primary key}`. */
  id: string;
  table: SearchTable;
  /** The row's primary key, as a string: what a list over the table matches its rows by. */
  ref: string;
  kind: SearchKind;
  /** What the item's page is found by (slug, name_slug, id), and what merges one item stored twice. */
  slug: string;
  /** A group's type, a directory item's type: which page shows it. */
  sub: string;
  title: string;
  /** One short line under the title: the organization, the sender, the agent. */
  detail: string;
  body: string;
}

/** Long texts are indexed by their beginning: enough to find them, bounded in memory. */
const BODY_CHARS = 2_000;

/** Rich text as words: tags, entities and runs of space go. */
export function plainText(html: string, limit = BODY_CHARS): string {
  return html
    .slice(0, limit * 2)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, limit);
}

// biome-ignore lint/suspicious/noExplicitAny: only the row type is read off the table's type
type Row<T extends SearchTable> = PortalDb[T] extends Table<infer R, any, any> ? R : never;

const GROUP_TYPES: readonly string[] = GROUP_KINDS;

/** Each indexed table: its primary key and how a row reads as a document (null: not searchable). */
export const SEARCH_SOURCES = {
  jobs: (job: Row<'jobs'>) => ({
    ref: String(job.id),
    kind: 'job',
    slug: job.slug,
    sub: job.job_status,
    title: job.title,
    detail: job.group.name,
    body: `${plainText(job.description)} ${job.skills_detailed.map((skill) => skill.name).join(' ')}`,
  }),
  profiles: (profile: Row<'profiles'>) => ({
    ref: profile.name_slug,
    kind: 'person',
    slug: profile.name_slug,
    sub: 'user',
    title: `${profile.first_name} ${profile.last_name}`.trim(),
    detail: profile.title ?? '',
    body: plainText(profile.short_bio ?? ''),
  }),
  directory: (item: Row<'directory'>) =>
    item.type === 'job'
      ? null
      : {
          ref: item.key,
          kind: item.type === 'user' ? 'person' : 'group',
          slug: item.slug,
          sub: item.type,
          title: item.name,
          detail: item.institution_name ?? '',
          body: plainText(item.description),
        },
  groups: (group: Row<'groups'>) =>
    GROUP_TYPES.includes(group.group_type)
      ? {
          ref: String(group.id),
          kind: 'group',
          slug: group.name_slug,
          sub: group.group_type,
          title: group.name,
          detail: group.parent_group_detail?.name ?? '',
          body: plainText(group.description),
        }
      : null,
  contents: (row: Row<'contents'>) => ({
    ref: row.key,
    kind: contentSearchKind(row.kind, row.data),
    slug: row.slug,
    sub: row.status ?? '',
    title: titleOf(row.kind, row.data),
    detail: '',
    body: plainText(contentText(row.data)),
  }),
  reportSummaries: (report: Row<'reportSummaries'>) => reportDocument(report, ''),
  // An opened report: its text is searchable too.
  agentReports: (report: Row<'agentReports'>) => reportDocument(report, plainText(report.output_data.message)),
  notifications: (notification: Row<'notifications'>) => ({
    ref: String(notification.id),
    kind: 'notification',
    slug: String(notification.id),
    sub: notification.notification_type,
    title: plainText(notification.message, 200),
    detail: '',
    body: '',
  }),
  chatMessages: (message: Row<'chatMessages'>) => {
    const text = message.messages.flatMap((part) => (part.type === 'text' ? [part.value] : [])).join(' ');
    if (text.trim() === '') return null;
    const other = message.sender.id === message.peer_id ? message.sender : message.recipient;
    return {
      ref: message.id,
      kind: 'message',
      slug: other.slug,
      sub: String(message.peer_id),
      title: plainText(text, 200),
      detail: message.sender.name,
      body: '',
    };
  },
} satisfies { [T in SearchTable]: (row: Row<T>) => Omit<SearchDoc, 'id' | 'table'> | null };

export type SearchTable =
  | 'jobs'
  | 'profiles'
  | 'directory'
  | 'groups'
  | 'contents'
  | 'reportSummaries'
  | 'agentReports'
  | 'notifications'
  | 'chatMessages';

export const SEARCH_TABLES = Object.keys(SEARCH_SOURCES) as SearchTable[];

function reportDocument(report: Row<'reportSummaries'>, body: string): Omit<SearchDoc, 'id' | 'table'> {
  return {
    ref: report.slug,
    kind: 'report',
    slug: report.slug,
    sub: '',
    title: report.title,
    detail: report.agent_name,
    body,
  };
}

function contentSearchKind(kind: ContentKind, data: Row<'contents'>['data']): SearchKind {
  if (kind === 'resource' && 'type' in data && data.type === 'prompt') return 'prompt';
  return kind;
}

function contentText(data: Row<'contents'>['data']): string {
  if ('content' in data) return data.content;
  if ('description' in data) return data.description;
  return '';
}

/** The row's document, or null when it is not searchable. */
export function documentOf<T extends SearchTable>(table: T, row: Row<T>): SearchDoc | null {
  const made = (SEARCH_SOURCES[table] as (row: Row<T>) => Omit<SearchDoc, 'id' | 'table'> | null)(row);
  return made ? { ...made, id: `${table}:${made.ref}`, table } : null;
}
