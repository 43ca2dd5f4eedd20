/**
 * 'careerEntry.save' and 'careerEntry.delete': the member's own career entries. Both share
 * the key `careerEntry:{id}`, so the last of a create, edits and a delete made offline is
 * the one request sent. The server upserts a POST by the client-chosen id.
 */
import * as v from 'valibot';
import { CAREER_ENTRY_ENDPOINTS, type CareerEntry, type CareerEntryValid, type GroupRef, pathOf } from '../../contract';
import { getMeta, type PortalDb } from '../core/db';
import { defineMutator } from '../core/mutator-types';
import { skillsDetailed } from '../lookups/lookups';

export const careerEntryKey = (id: string) => `careerEntry:${id}`;

export const CareerEntryDeleteArgs = v.object({ id: v.string() });
export type CareerEntryDeleteArgs = v.InferOutput<typeof CareerEntryDeleteArgs>;

/** The row the optimistic change replaced (null: there was none). */
export interface CareerEntryUndo {
  id: string;
  row: CareerEntry | null;
}

/** Where the group's name can be known offline: the entry itself, the directory, the profile. */
async function groupOf(db: PortalDb, value: number | string, previous: GroupRef | null): Promise<GroupRef | null> {
  if (typeof value === 'string') return { id: -1, name: value, name_slug: '' };
  if (previous?.id === value) return previous;
  for (const type of ['organization', 'institution', 'circle'] as const) {
    const item = await db.directory.get(`${type}:${value}`);
    if (item) return { id: item.id, name: item.name, name_slug: item.slug };
  }
  const own = (await getMeta(db, 'profile'))?.institution_detailed;
  if (own?.id === value) return own;
  const other = await db.careerEntries.filter((entry) => entry.group?.id === value).first();
  return other?.group ?? null;
}

async function optimisticRow(db: PortalDb, input: CareerEntryValid, row: CareerEntry | null): Promise<CareerEntry> {
  return {
    id: input.id,
    type: input.type,
    title: input.title,
    description: input.description,
    group: await groupOf(db, input.group, row?.group ?? null),
    skills: input.skills,
    skills_detailed: await skillsDetailed(db, input.skills, row?.skills_detailed),
    is_currently_working: input.is_currently_working,
    start_date: input.start_date,
    end_date: input.end_date ?? null,
    updated_at: new Date().toISOString(),
  };
}

async function restore(db: PortalDb, undo: CareerEntryUndo): Promise<void> {
  if (undo.row) await db.careerEntries.put(undo.row);
  else await db.careerEntries.delete(undo.id);
}

export const careerEntrySave = defineMutator<CareerEntryValid, CareerEntryUndo>({
  name: 'careerEntry.save',
  version: 1,
  priority: 3,
  args: CAREER_ENTRY_ENDPOINTS.save.body,
  tables: ['careerEntries', 'directory', 'meta'],
  key: (args) => careerEntryKey(args.id),
  async apply(db, args) {
    const row = (await db.careerEntries.get(args.id)) ?? null;
    await db.careerEntries.put(await optimisticRow(db, args, row));
    return { id: args.id, row };
  },
  revert: restore,
  // Always a POST: the server upserts by id, so a replay or an edit of a created entry is safe.
  request: (args) => ({
    method: CAREER_ENTRY_ENDPOINTS.save.method,
    path: pathOf(CAREER_ENTRY_ENDPOINTS.save),
    body: args,
  }),
  async accepted(db, _args, body) {
    const parsed = v.safeParse(CAREER_ENTRY_ENDPOINTS.save.output, body);
    if (parsed.success) await db.careerEntries.put(parsed.output);
  },
});

export const careerEntryDelete = defineMutator<CareerEntryDeleteArgs, CareerEntryUndo>({
  name: 'careerEntry.delete',
  version: 1,
  priority: 3,
  args: CareerEntryDeleteArgs,
  tables: ['careerEntries'],
  key: (args) => careerEntryKey(args.id),
  async apply(db, args) {
    const row = (await db.careerEntries.get(args.id)) ?? null;
    await db.careerEntries.delete(args.id);
    return { id: args.id, row };
  },
  revert: restore,
  request: (args) => ({
    method: CAREER_ENTRY_ENDPOINTS.remove.method,
    path: pathOf(CAREER_ENTRY_ENDPOINTS.remove, { id: args.id }),
  }),
  async accepted(db, args) {
    await db.careerEntries.delete(args.id);
  },
  // Gone already, or never reached the server (created and deleted offline).
  isSettledBy: (_args, status) => status === 404,
});
