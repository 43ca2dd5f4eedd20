/**
 * Whole rows read as one JSON array each. The embedded database hands every cell of an answer
 * to JavaScript on its own, at a few microseconds a cell, so a page of wide rows (a group has
 * 45 columns, a use case 30) cost more to hand over than to find. Built in SQL as one JSON
 * array, a row is one cell that JSON.parse reads at once; `decode` then maps each value as
 * Drizzle maps the column's own (a timestamp becomes a Date).
 */
import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export interface RowAsJson<Row> {
  /** The row's columns as one JSON array, to select in place of the columns. */
  readonly cells: SQL<unknown[]>;
  /** That array as the row a select of the columns reads. */
  decode(cells: unknown[]): Row;
}

/** A JSON value as the column's row value: a JSON column's is already its value. */
const fromJson = (column: Column, value: unknown): unknown =>
  value === null || column.dataType === 'json' ? value : column.mapFromDriverValue(value);

/** Postgres passes a function at most 100 arguments. */
const MAX_COLUMNS = 100;

/** Columns (a select's field object of columns) as one JSON array; `Row` is what a select of them reads. */
export function columnsAsJson<Row>(fields: Readonly<Record<string, Column>>): RowAsJson<Row> {
  const columns = Object.entries(fields);
  if (columns.length > MAX_COLUMNS) throw new Error(`a row of more than ${MAX_COLUMNS} columns is not one JSON array`);
  return {
    cells: sql<unknown[]>`json_build_array(${sql.join(
      columns.map(([, column]) => column),
      sql`, `,
    )})`,
    decode(cells) {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i += 1) {
        const [key, column] = columns[i] as [string, Column];
        row[key] = fromJson(column, cells[i] ?? null);
      }
      return row as Row;
    },
  };
}

/** Every column of `table` as one JSON array. */
export const rowAsJson = <T extends PgTable>(table: T): RowAsJson<T['$inferSelect']> =>
  columnsAsJson(getTableColumns(table));
