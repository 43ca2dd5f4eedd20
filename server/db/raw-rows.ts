/** The rows of a raw `db.execute`: PGlite and node-postgres both answer `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
  return Array.isArray(rows) ? rows : [];
}
