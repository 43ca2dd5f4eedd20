/**
 * Column builders the schema files share, so a table lists what is particular to it.
 * Every time is stored with its time zone; list columns are arrays that start empty.
 * References to our own tables (tenant, user) are built in schema.ts beside those tables,
 * so that this module imports nothing of ours.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, type ReferenceConfig, text, timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** When the row was last changed (the writes set it). */
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** A list of ids, empty by default. */
export const ints = (name: string) => integer(name).array().notNull().default(sql`'{}'::integer[]`);

/** A list of strings, empty by default. */
export const texts = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** A required reference to another table's id. */
export const refTo = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);
