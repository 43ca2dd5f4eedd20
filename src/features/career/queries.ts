import { useLiveQuery } from 'dexie-react-hooks';
import type { CareerEntry, CareerEntryType } from '../../../contract';
import { db } from '../../db/db';

/** Current entries first, then by start date, newest first (the timelines' order). */
export function compareCareerEntries(a: CareerEntry, b: CareerEntry): number {
  if (a.is_currently_working !== b.is_currently_working) return a.is_currently_working ? -1 : 1;
  return b.start_date.localeCompare(a.start_date);
}

/** The member's own work or education entries, optimistic ones included. */
export function useCareerEntries(type: CareerEntryType): CareerEntry[] {
  const rows = useLiveQuery(() => db.careerEntries.where('type').equals(type).toArray(), [type]);
  return [...(rows ?? [])].sort(compareCareerEntries);
}
