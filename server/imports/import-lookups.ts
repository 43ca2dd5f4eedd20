/**
 * Skills and topics of an import, as ids of the shared lookup lists. Skill names are
 * matched case-insensitively and created when missing (a resume names what it names);
 * topics are never created: a topic is chosen when its name occurs in the text.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { skills } from '../db/schema';
import { topics } from '../profiles/schema';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Index of the first whole-word, case-insensitive occurrence of `name` in `text`, or -1. */
export function findName(text: string, name: string): number {
  const match = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
  return match ? match.index + match[1]!.length : -1;
}

/** Names found in `text`, in order of first occurrence. */
export function namesInText<T extends { name: string }>(rows: readonly T[], text: string): T[] {
  return rows
    .map((row) => ({ row, at: findName(text, row.name) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((hit) => hit.row);
}

/** Ids of the named skills in the given order, creating the ones the list does not have. */
export async function resolveSkillNames(tx: Tx, names: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  const ids = new Map<string, number>();
  if (wanted.length === 0) return ids;
  const lower = wanted.map((name) => name.toLowerCase());
  const found = await tx
    .select()
    .from(skills)
    .where(inArray(sql`lower(${skills.name})`, lower));
  const byLower = new Map(found.map((row) => [row.name.toLowerCase(), row.id]));
  const missing = wanted.filter((name) => !byLower.has(name.toLowerCase()));
  if (missing.length > 0) {
    await tx
      .insert(skills)
      .values(missing.map((name) => ({ name })))
      .onConflictDoNothing();
    const created = await tx.select().from(skills).where(inArray(skills.name, missing));
    for (const row of created) byLower.set(row.name.toLowerCase(), row.id);
  }
  for (const name of wanted) {
    const id = byLower.get(name.toLowerCase());
    if (id !== undefined) ids.set(name.toLowerCase(), id);
  }
  return ids;
}

/** Skills of the list that the text names (used when a source has no skills list). */
export async function skillsInText(tx: Tx, text: string): Promise<{ id: number; name: string }[]> {
  const rows = await tx.select().from(skills);
  return namesInText(rows, text);
}

export async function topicsInText(tx: Tx, text: string): Promise<number[]> {
  const rows = await tx.select({ id: topics.id, name: topics.name }).from(topics);
  return namesInText(rows, text).map((row) => row.id);
}
