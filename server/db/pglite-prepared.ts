/**
 * PGlite that prepares each statement once. PGlite's own `query` parses, describes, plans and
 * runs a statement anew on every call, in six calls into Postgres; a list request's few
 * statements spent most of their time being parsed and planned again. Here the first call of
 * a statement's text makes it a named prepared statement, and every later call binds its
 * values and runs it in one call: Postgres keeps the statement parsed, and its plan once it
 * finds a generic plan that costs no more than planning each time (its `plan_cache_mode`
 * auto rule, as on any Postgres client that prepares). Answers, errors and the one-statement-
 * at-a-time rule are PGlite's own: the same messages go through the same parser and locks.
 */
import {
  PGlite,
  type PGliteOptions,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared; the least recently used one is closed past this many. */
const KEPT_STATEMENTS = 300;
/** Postgres refuses a kept statement whose tables changed their columns under it. */
const CHANGED_RESULT_TYPE = '0A000';
/** PGlite writes its files once after a statement (syncToFs), as its own query does. */
const NO_FILE_SYNC = { syncToFs: false } as const;

interface Prepared {
  name: string;
  /** The type of each parameter, as Postgres inferred it: picks the value's serializer. */
  parameterTypes: number[];
}

/** Messages for one call into Postgres: a Sync closes them, as the extended protocol needs. */
function messages(...parts: Uint8Array[]): Uint8Array {
  const all = [...parts, serialize.sync()];
  const joined = new Uint8Array(all.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of all) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** What PGlite's own query does itself (a blob for COPY, declared parameter types). */
const isPlain = (options?: QueryOptions) => !options?.blob && !options?.paramTypes;

export class PreparedPGlite extends PGlite {
  /** By statement text, least recently used first. */
  readonly #prepared = new Map<string, Prepared>();
  #named = 0;

  /** A PGlite ready to use, as `PGlite.create` gives (which always makes a plain PGlite). */
  static async open(options: PGliteOptions): Promise<PreparedPGlite> {
    const database = new PreparedPGlite(options);
    await database.waitReady;
    return database;
  }

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!isPlain(options)) return super.query<T>(text, params, options);
    // Not waitReady: PGlite's own start-up asks its first queries through this method.
    await this._checkReady();
    // As PGlite's query: after any open transaction, then alone.
    return this._runExclusiveTransaction(() => this._runExclusiveQuery(() => this.#run<T>(text, params, options)));
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
        if (!isPlain(options) || tx.closed) return tx.query<R>(text, params, options);
        return this._runExclusiveQuery(() => this.#run<R>(text, params, options));
      };
      return callback({
        query,
        sql: (strings, ...params) => tx.sql(strings, ...params),
        exec: (text, options) => tx.exec(text, options),
        rollback: () => tx.rollback(),
        listen: (channel, onPayload) => tx.listen(channel, onPayload),
        get closed() {
          return tx.closed;
        },
      });
    });
  }

  /** Runs `text` as its prepared statement; the caller holds PGlite's query lock. */
  async #run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const prepared = await this.#preparedFor(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = prepared.parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    let answer: Awaited<ReturnType<PGlite['execProtocolStream']>>;
    try {
      answer = await this.execProtocolStream(
        messages(
          serialize.bind({ statement: prepared.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
        ),
        NO_FILE_SYNC,
      );
    } catch (error) {
      if (Reflect.get(Object(error), 'code') === CHANGED_RESULT_TYPE) await this.#forget(text);
      throw error;
    }
    if (!this.isInTransaction()) await this.syncToFs();
    // The caller's parsers over PGlite's, looked up through the prototype: PGlite's parseResults
    // would copy its whole table of parsers (every type and array type) for every statement.
    const parsers = options?.parsers ? Object.assign(Object.create(this.parsers), options.parsers) : this.parsers;
    const [result] = parse.parseResults(answer, parsers, { rowMode: options?.rowMode ?? 'object' });
    return result as Results<T>;
  }

  async #preparedFor(text: string): Promise<Prepared> {
    const known = this.#prepared.get(text);
    if (known) {
      // Most recently used last.
      this.#prepared.delete(text);
      this.#prepared.set(text, known);
      return known;
    }
    this.#named += 1;
    const name = `p${this.#named}`;
    const described = await this.execProtocolStream(
      messages(serialize.parse({ name, text }), serialize.describe({ type: 'S', name })),
      NO_FILE_SYNC,
    );
    const prepared = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    this.#prepared.set(text, prepared);
    const oldest = this.#prepared.keys().next().value;
    if (this.#prepared.size > KEPT_STATEMENTS && oldest !== undefined) await this.#forget(oldest);
    return prepared;
  }

  /** Closes a kept statement; the next call of its text prepares it again. */
  async #forget(text: string): Promise<void> {
    const prepared = this.#prepared.get(text);
    if (!prepared) return;
    this.#prepared.delete(text);
    // In a failed transaction Postgres may refuse even this: the statement then stays there
    // unnamed by us, which costs its memory and nothing else.
    await this.execProtocolStream(messages(serialize.close({ type: 'S', name: prepared.name })), {
      ...NO_FILE_SYNC,
      throwOnError: false,
    });
  }
}
