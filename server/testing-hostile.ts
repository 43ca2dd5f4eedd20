/**
 * Test support for the hostile-input corpus (hostile-input.test.ts): the attack values, the
 * field and query names the contract declares (read from its exported valibot schemas, so the
 * corpus grows with the contract), plausible bodies built from those schemas, and the routes
 * the app registers. Not a test itself.
 */
import type { Hono } from 'hono';
import { ulid } from 'ulid';
import * as v from 'valibot';
import { MAX_ID } from '../contract/ids';
import * as contract from '../contract/index';
import type { AppEnv } from './app-env';

/** Path segments, already URL-encoded as an attacker would send them. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  '99999999999999999999',
  String(MAX_ID + 1),
  '1.5',
  'abc',
  '%00',
  'a%00b',
  'x'.repeat(5000),
  '..%2F..%2Fetc',
  encodeURIComponent('Zoë 😀 ش'),
  '%ED%A0%80', // a lone surrogate in UTF-8: not valid text
  '%E0%A4%A', // a broken escape
];

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** What a plausible value of a body field is, which decides the attacks worth sending there. */
export type LeafKind = 'number' | 'string' | 'boolean' | 'array' | 'other';

export interface FieldAttack {
  name: string;
  value: unknown;
  /** Too big to put into every field at once (the body limit would answer alone). */
  isLarge?: boolean;
  /** The kinds of field this class is aimed at in a plausible body. */
  aims: readonly LeafKind[];
  /** Always sent to a field of these kinds (the rest of its aims are sampled). */
  always?: readonly LeafKind[];
}

/** Values put into a body field, by attack class. */
export const FIELD_ATTACKS: readonly FieldAttack[] = [
  { name: 'nul in string', value: 'a\u0000b', aims: ['string'] },
  // What JSON.parse makes of 99999999999999999999.
  { name: 'huge number', value: 1e20, aims: ['number', 'string', 'other'], always: ['number'] },
  { name: 'int4 + 1', value: MAX_ID + 1, aims: ['number'], always: ['number'] },
  { name: 'below int4', value: -MAX_ID - 2, aims: ['number'] },
  { name: 'negative', value: -1, aims: ['number'] },
  { name: 'fraction', value: 1.5, aims: ['number'], always: ['number'] },
  { name: 'numeric string', value: '99999999999999999999', aims: ['number', 'string', 'boolean'] },
  { name: 'array', value: ['x', 1], aims: ['array', 'number'] },
  { name: 'object', value: { a: 1 }, aims: ['array', 'boolean', 'other'] },
  { name: 'boolean', value: true, aims: ['number'] },
  { name: 'null', value: null, aims: ['boolean', 'other'] },
  { name: 'empty string', value: '', aims: ['string'] },
  { name: 'unicode', value: 'Zoë 😀 ش \ud800', aims: ['string'], always: ['string'] },
  { name: '100,000 characters', value: 'x'.repeat(100_000), isLarge: true, aims: ['string'], always: ['string'] },
  {
    name: '10,000 elements',
    value: Array.from({ length: 10_000 }, (_, i) => i + 1),
    isLarge: true,
    aims: ['array', 'number'],
  },
  { name: 'deeply nested', value: deeplyNested(2000), isLarge: true, aims: ['array', 'other'] },
];

export function leafKind(value: unknown): LeafKind {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'array';
  return 'other';
}

/** The value at `path` of a sample. */
export function valueAt(root: unknown, path: ReadonlyArray<string | number>): unknown {
  let value = root;
  for (const key of path) value = nodeOf(value)?.[String(key)];
  return value;
}

/** Whole bodies of the wrong shape or encoding. */
export const WHOLE_BODIES: ReadonlyArray<{ name: string; body: string; contentType: string }> = [
  { name: 'array body', body: '[]', contentType: 'application/json' },
  { name: 'string body', body: '"x"', contentType: 'application/json' },
  { name: 'null body', body: 'null', contentType: 'application/json' },
  { name: 'number body', body: '99999999999999999999', contentType: 'application/json' },
  { name: 'invalid JSON', body: '{"a":', contentType: 'application/json' },
  { name: 'escaped NUL', body: '{"name":"a\\u0000b","email":"a\\u0000@example.org"}', contentType: 'application/json' },
  { name: 'wrong Content-Type', body: '{"a":"b"}', contentType: 'application/xml' },
  { name: 'NUL as text/plain', body: '{"title":"a\\u0000"}', contentType: 'text/plain' },
  { name: 'form with NUL', body: 'title=a%00b&name=x', contentType: 'application/x-www-form-urlencoded' },
  {
    name: 'multipart with NUL',
    body: '--b\r\nContent-Disposition: form-data; name="purpose"\r\n\r\na\u0000b\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
];

type SchemaNode = Record<string, unknown>;
const nodeOf = (value: unknown): SchemaNode | null =>
  value !== null && typeof value === 'object' ? (value as SchemaNode) : null;
const isSchema = (value: unknown): value is v.GenericSchema => nodeOf(value)?.['kind'] === 'schema';
const schemasIn = (value: unknown): v.GenericSchema[] => (Array.isArray(value) ? value.filter(isSchema) : []);

/** The schemas directly inside one (wrapped, item, options, record value, entries). */
function childrenOf(schema: v.GenericSchema): v.GenericSchema[] {
  const node = nodeOf(schema) ?? {};
  const entries = nodeOf(node['entries']);
  return [
    ...[node['wrapped'], node['item'], node['value']].filter(isSchema),
    ...schemasIn(node['options']),
    ...schemasIn(node['pipe']).slice(1),
    ...(entries ? Object.values(entries).filter(isSchema) : []),
  ];
}

/** Every exported valibot schema of the contract, by export name. */
export function contractSchemas(): Array<[string, v.GenericSchema]> {
  const exports: Array<[string, unknown]> = Object.entries(contract);
  return exports.flatMap(([name, value]): Array<[string, v.GenericSchema]> => (isSchema(value) ? [[name, value]] : []));
}

/** The keys of every object schema reachable from the given schemas. */
function objectKeys(roots: v.GenericSchema[]): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<v.GenericSchema>();
  const stack = [...roots];
  while (stack.length > 0) {
    const schema = stack.pop()!;
    if (seen.has(schema)) continue;
    seen.add(schema);
    const entries = nodeOf(nodeOf(schema)?.['entries']);
    if (entries) for (const key of Object.keys(entries)) keys.add(key);
    stack.push(...childrenOf(schema));
  }
  return keys;
}

/** Every field name of every object schema the contract exports. */
export const contractFieldNames = (): string[] => [...objectKeys(contractSchemas().map(([, schema]) => schema))].sort();

/** The query parameter names the contract's query schemas declare, plus the common ones. */
export function contractQueryNames(): string[] {
  const queries = contractSchemas().filter(([name]) => /Query$|Filter$/.test(name));
  return [...new Set(['page', 'page_size', 'search', 'q', ...objectKeys(queries.map(([, schema]) => schema))])].sort();
}

const STRING_CANDIDATES = [
  'Hostile corpus',
  'hostile-corpus@example.org',
  'https://example.org/',
  '2026-01-15T10:00:00.000Z',
  '2026-01-15',
  '123456',
  '1',
  '/',
  'Str0ng-passphrase!',
];
const NUMBER_CANDIDATES = [1, 2, 0, 5, 100];

/** Field names whose plausible text is of one kind (the server checks more than the schema says). */
const TEXT_BY_KEY: ReadonlyArray<[RegExp, string]> = [
  [/url|link|website|source/, 'https://example.org/'],
  [/email/, 'hostile-corpus@example.org'],
  [/date|_at$/, '2026-01-15T10:00:00.000Z'],
];
/** Uploaded-file fields: a plausible body has none (an id would have to be an upload of the caller's). */
const FILE_KEY = /^(picture|resume|video|thumbnail_image|document|logo|file|file_id|abstract_file)$/;

/** A plausible value for a schema: the first candidate it accepts, objects built field by field. */
export function sampleOf(schema: v.GenericSchema, depth = 0, key = ''): unknown {
  const node = nodeOf(schema) ?? {};
  const type = node['type'];
  const accepted = (candidates: readonly unknown[]) => candidates.find((c) => v.safeParse(schema, c).success);
  if (depth > 6) return null;
  const byKey = TEXT_BY_KEY.find(([pattern]) => pattern.test(key))?.[1];
  switch (type) {
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = nodeOf(node['entries']) ?? {};
      const out: Record<string, unknown> = {};
      for (const [name, entry] of Object.entries(entries))
        if (isSchema(entry)) out[name] = sampleOf(entry, depth + 1, name);
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
      if (FILE_KEY.test(key) && v.safeParse(schema, null).success) return null;
      return isSchema(node['wrapped']) ? sampleOf(node['wrapped'], depth + 1, key) : null;
    case 'array': {
      const item = node['item'];
      const element = isSchema(item) ? sampleOf(item, depth + 1, key) : null;
      return element !== null && typeof element === 'object' ? [element] : (accepted([[element], []]) ?? []);
    }
    case 'union':
    case 'variant': {
      const [first] = schemasIn(node['options']);
      return first ? sampleOf(first, depth + 1, key) : null;
    }
    case 'picklist':
      return Array.isArray(node['options']) ? node['options'][0] : null;
    case 'literal':
      return node['literal'];
    case 'boolean':
      return false;
    case 'number':
      return accepted(NUMBER_CANDIDATES) ?? 1;
    case 'string':
      return accepted([...(byKey ? [byKey] : []), ...STRING_CANDIDATES, ulid(), crypto.randomUUID()]) ?? 'x';
    case 'record':
      return {};
    default:
      return null;
  }
}

/** Every leaf path of a sample (through objects and the first element of arrays of objects). */
export function leafPaths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value) && value.length > 0 && nodeOf(value[0]) && !Array.isArray(value[0])) {
    return [prefix, ...leafPaths(value[0], [...prefix, 0])];
  }
  const node = Array.isArray(value) ? null : nodeOf(value);
  if (!node || Object.keys(node).length === 0) return [prefix];
  return Object.entries(node).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
}

/** A copy of `root` with the value at `path` replaced. */
export function withValueAt(root: unknown, path: ReadonlyArray<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) return root.map((item, index) => (index === head ? withValueAt(item, rest, value) : item));
  const node = nodeOf(root) ?? {};
  return { ...node, [String(head)]: withValueAt(node[String(head)], rest, value) };
}

export interface RegisteredRoute {
  method: string;
  path: string;
}

/** The app's handlers (method + path), without the catch-all middleware entries. */
export function registeredRoutes(app: Hono<AppEnv>): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

/** The route's path with every parameter (and wildcard) replaced by `value`. */
export const fillPath = (path: string, value: string): string =>
  path.replace(/:\w+(\{[^}]*\})?/g, value).replace(/\*/g, value);

/** Parameters with a seeded value that lets a request past "not found", by name. */
const PLAUSIBLE_PARAMS: Record<string, string> = { type: 'job', slug: 'careergps' };

/** The route's path with plausible parameters: seeded values where known, else id 1. */
export const plausiblePath = (path: string): string =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => PLAUSIBLE_PARAMS[name] ?? '1').replace(/\*/g, '1');

export const hasParameters = (path: string): boolean => /:\w+|\*/.test(path);
