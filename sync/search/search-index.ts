/**
 * The device's full-text index over what it stores (MiniSearch, loaded on first use): prefix
 * and typo-tolerant matching, titles weighing more than the rest. It follows Dexie: every
 * committed write in this or another context names the rows it touched (Dexie's
 * 'storagemutated'), and only those rows are read again. The index is saved to Dexie a few
 * seconds after it changes, so an offline start answers from the saved copy at once and
 * then catches up with the tables.
 */
import type { IndexableType, IntervalTree, ObservabilitySet } from 'dexie';
import Dexie from 'dexie';
import type MiniSearch from 'minisearch';
import type { Options, SearchOptions, SearchResult } from 'minisearch';
import { SEARCH_MIN_CHARS } from '../../contract';
import type { PortalDb } from '../core/db';
import { documentOf, SEARCH_TABLES, type SearchDoc, type SearchKind, type SearchTable } from './documents';

/** Bump when the documents or the options change: a saved index of another version is rebuilt. */
export const SEARCH_INDEX_VERSION = 1;

export type SearchHit = Omit<SearchDoc, 'body'> & { score: number };

export interface SearchQueryOptions {
  kinds?: readonly SearchKind[] | undefined;
  /** @default 50 */
  limit?: number | undefined;
}

/** Accents do not matter ("Bogota" finds "Bogotá"), nor case. */
const normalize = (term: string) => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const STORED: (keyof SearchDoc)[] = ['table', 'ref', 'kind', 'slug', 'sub', 'title', 'detail'];

const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: ['title', 'detail', 'body'],
  storeFields: STORED,
  processTerm: (term) => normalize(term) || null,
  searchOptions: {
    boost: { title: 3, detail: 1.5 },
    // Every word typed must match; the last one may still be half typed.
    combineWith: 'AND',
    prefix: true,
    // One typo from five letters ("carer"), two from seven ("Proudct"); short words exactly.
    fuzzy: (term) => (term.length >= 7 ? 0.3 : term.length >= 5 ? 0.2 : false),
  },
};

/** A cheap digest of what a document says: a row whose document reads the same is left alone. */
function fingerprint(doc: SearchDoc): number {
  const text = `${doc.kind}\u0000${doc.slug}\u0000${doc.sub}\u0000${doc.title}\u0000${doc.detail}\u0000${doc.body}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The keys a mutated part names, or 'all' when it names a range (a clear, a where-delete). */
function keysOf(tree: IntervalTree, into: Set<IndexableType>): 'all' | undefined {
  if (!('from' in tree)) return undefined;
  const { from, to } = tree;
  if (typeof from !== typeof to || (typeof from !== 'string' && typeof from !== 'number') || from !== to) return 'all';
  into.add(from);
  if (tree.l && keysOf(tree.l, into) === 'all') return 'all';
  if (tree.r && keysOf(tree.r, into) === 'all') return 'all';
  return undefined;
}

interface Pending {
  all: Set<SearchTable>;
  keys: Map<SearchTable, Set<IndexableType>>;
}

export interface SearchIndexOptions {
  onError?: (error: unknown) => void;
  /** How long after a change the index is saved. @default 5_000 */
  saveDelayMs?: number;
  /** How long changes gather before they are read. @default 150 */
  batchDelayMs?: number;
  /** Called once the index holds changed documents: answers given before may be out of date. */
  onChanged?: (() => void) | undefined;
}

export interface SearchIndex {
  /** Loads the index (the saved copy, or built from the tables) if nothing asked for it yet. */
  warm(): Promise<void>;
  /** Resolves when every change noted so far is in the index (tests). */
  settled(): Promise<void>;
  /** Hits over every stored kind, best first, one per item. Empty below SEARCH_MIN_CHARS. */
  query(text: string, options?: SearchQueryOptions): Promise<SearchHit[]>;
  /** The refs (primary keys) of one table's rows that match, best first, with their scores. */
  match(table: SearchTable, text: string): Promise<Array<[string, number]>>;
  /** Documents indexed (one per stored searchable row). */
  size(): number;
  /** Saves now (tests, the page closing). */
  save(): Promise<void>;
  stop(): void;
}

export function createSearchIndex(db: PortalDb, options: SearchIndexOptions = {}): SearchIndex {
  const onError = options.onError ?? (() => undefined);
  const saveDelayMs = options.saveDelayMs ?? 5_000;
  const batchDelayMs = options.batchDelayMs ?? 150;
  const prefix = `idb://${db.name}/`;
  let index: MiniSearch<SearchDoc> | undefined;
  const fingerprints = new Map<string, number>();
  let pending: Pending = { all: new Set(), keys: new Map() };
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;
  /** Every change to the index runs in turn on this chain. */
  let work: Promise<void> = Promise.resolve();
  let loading: Promise<void> | undefined;
  let settledWork: Promise<void> | undefined;
  /** Documents changed since onChanged was last called. */
  let isUnannounced = false;

  const onMutated = (parts: ObservabilitySet) => {
    let isNoted = false;
    for (const [part, tree] of Object.entries(parts)) {
      if (part === 'all') {
        for (const table of SEARCH_TABLES) pending.all.add(table);
        isNoted = true;
        continue;
      }
      if (!part.startsWith(prefix)) continue;
      const [table, indexName] = part.slice(prefix.length).split('/') as [string, string];
      if (!(SEARCH_TABLES as string[]).includes(table) || (indexName !== '' && indexName !== ':dels')) continue;
      const searchTable = table as SearchTable;
      isNoted = true;
      if (pending.all.has(searchTable)) continue;
      const keys = pending.keys.get(searchTable) ?? new Set();
      pending.keys.set(searchTable, keys);
      if (keysOf(tree, keys) === 'all') pending.all.add(searchTable);
    }
    // Nothing is read before the index is first asked for: loading reads every table anyway.
    if (isNoted && loading && !batchTimer) batchTimer = setTimeout(flushPending, batchDelayMs);
  };
  Dexie.on('storagemutated', onMutated);

  function flushPending() {
    batchTimer = undefined;
    const { all, keys } = pending;
    pending = { all: new Set(), keys: new Map() };
    void enqueue(async () => {
      for (const table of all) await reconcile(table);
      for (const [table, refs] of keys) if (!all.has(table)) await refresh(table, [...refs]);
    });
  }

  function enqueue(step: () => Promise<void>): Promise<void> {
    work = work.then(step).then(announce).catch(onError);
    return work;
  }

  function announce() {
    if (!isUnannounced) return;
    isUnannounced = false;
    options.onChanged?.();
  }

  function put(doc: SearchDoc): boolean {
    const print = fingerprint(doc);
    if (fingerprints.get(doc.id) === print) return false;
    if (fingerprints.has(doc.id)) index?.replace(doc);
    else index?.add(doc);
    fingerprints.set(doc.id, print);
    isUnannounced = true;
    return true;
  }

  function drop(id: string): boolean {
    if (!fingerprints.has(id)) return false;
    index?.discard(id);
    fingerprints.delete(id);
    isUnannounced = true;
    return true;
  }

  /** Every row of the table against the index: new, changed and gone documents. */
  async function reconcile(table: SearchTable): Promise<void> {
    const rows = (await db.table(table).toArray()) as never[];
    const seen = new Set<string>();
    let isChanged = false;
    for (const row of rows) {
      const doc = documentOf(table, row);
      if (!doc) continue;
      seen.add(doc.id);
      isChanged = put(doc) || isChanged;
    }
    const tablePrefix = `${table}:`;
    for (const id of [...fingerprints.keys()])
      if (id.startsWith(tablePrefix) && !seen.has(id)) isChanged = drop(id) || isChanged;
    if (isChanged) scheduleSave();
  }

  /** The named rows only. */
  async function refresh(table: SearchTable, keys: IndexableType[]): Promise<void> {
    const rows = (await db.table(table).bulkGet(keys)) as Array<never | undefined>;
    let isChanged = false;
    rows.forEach((row, i) => {
      const id = `${table}:${String(keys[i])}`;
      const doc = row === undefined ? null : documentOf(table, row);
      if (doc) isChanged = put(doc) || isChanged;
      else isChanged = drop(id) || isChanged;
    });
    if (isChanged) scheduleSave();
  }

  function scheduleSave() {
    if (saveTimer || isStopped) return;
    saveTimer = setTimeout(() => {
      saveTimer = undefined;
      void enqueue(save);
    }, saveDelayMs);
  }

  async function save(): Promise<void> {
    if (!index) return;
    await db.searchIndex.put({
      key: 'index',
      version: SEARCH_INDEX_VERSION,
      index: JSON.stringify(index),
      fingerprints: [...fingerprints],
    });
  }

  async function load(): Promise<void> {
    const { default: MiniSearchClass } = await import('minisearch');
    const saved = await db.searchIndex.get('index').catch(() => undefined);
    if (saved?.version === SEARCH_INDEX_VERSION) {
      try {
        index = MiniSearchClass.loadJSON<SearchDoc>(saved.index, INDEX_OPTIONS);
        for (const [id, print] of saved.fingerprints) fingerprints.set(id, print);
      } catch {
        index = undefined;
        fingerprints.clear();
      }
    }
    const isRestored = index !== undefined;
    if (!index) index = new MiniSearchClass<SearchDoc>(INDEX_OPTIONS);
    // Changes noted from here on are read after this catch-up, which sees the rest.
    pending = { all: new Set(), keys: new Map() };
    const catchUp = async () => {
      for (const table of SEARCH_TABLES) await reconcile(table);
    };
    // A saved copy answers at once while the tables are read behind it; a new index is built first.
    if (isRestored) void enqueue(catchUp);
    else await catchUp();
  }

  function ensureLoaded(): Promise<void> {
    if (!loading) {
      loading = enqueue(load);
    }
    return loading;
  }

  const searchOptions = (filter?: (result: SearchResult) => boolean): SearchOptions => (filter ? { filter } : {});

  return {
    warm: ensureLoaded,
    async settled() {
      await ensureLoaded();
      while (batchTimer || work !== settledWork) {
        if (batchTimer) {
          clearTimeout(batchTimer);
          flushPending();
        }
        settledWork = work;
        await work;
      }
    },
    async query(text, { kinds, limit = 50 } = {}) {
      const trimmed = text.trim();
      if (trimmed.length < SEARCH_MIN_CHARS) return [];
      await ensureLoaded();
      if (!index) return [];
      const allowed = kinds ? new Set<string>(kinds) : null;
      const results = index.search(
        trimmed,
        searchOptions(allowed ? (result) => allowed.has(result['kind'] as string) : undefined),
      );
      const hits: SearchHit[] = [];
      const seen = new Set<string>();
      for (const result of results) {
        const hit = { ...(result as unknown as Omit<SearchHit, 'score'>), score: result.score };
        const item = `${hit.kind}:${hit.slug}`;
        if (seen.has(item)) continue;
        seen.add(item);
        hits.push({
          id: hit.id,
          table: hit.table,
          ref: hit.ref,
          kind: hit.kind,
          slug: hit.slug,
          sub: hit.sub,
          title: hit.title,
          detail: hit.detail,
          score: hit.score,
        });
        if (hits.length >= limit) break;
      }
      return hits;
    },
    async match(table, text) {
      const trimmed = text.trim();
      if (trimmed.length < SEARCH_MIN_CHARS) return [];
      await ensureLoaded();
      if (!index) return [];
      return index
        .search(
          trimmed,
          searchOptions((result) => result['table'] === table),
        )
        .map((result) => [result['ref'] as string, result.score]);
    },
    size: () => fingerprints.size,
    async save() {
      await ensureLoaded();
      clearTimeout(saveTimer);
      saveTimer = undefined;
      await enqueue(save);
    },
    stop() {
      isStopped = true;
      Dexie.on('storagemutated').unsubscribe(onMutated);
      clearTimeout(batchTimer);
      clearTimeout(saveTimer);
    },
  };
}
