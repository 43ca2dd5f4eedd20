/** Career entry writes: validated here, applied at once, sent through the outbox. */
import * as v from 'valibot';
import { CareerEntryInput, fieldErrors } from '../../../contract';
import { careerEntryDelete, careerEntrySave } from '../../../sync/profiles/career-entry-mutator';
import { saveHere, saveHereOrThrow } from '../sync/save-here';

/** A new entry's id: chosen here so it survives offline edits and the sync after them. */
export function newCareerEntryId(): string {
  return crypto.randomUUID();
}

export type SaveCareerEntryResult = { ok: true; id: string } | { ok: false; errors: Record<string, string[]> };

/** Creates (no id, or a new one) or edits an entry; errors are keyed by field for the form. */
export async function saveCareerEntry(
  input: Omit<CareerEntryInput, 'id'> & { id?: string },
): Promise<SaveCareerEntryResult> {
  const parsed = v.safeParse(CareerEntryInput, { ...input, id: input.id ?? newCareerEntryId() });
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.issues) };
  await saveHereOrThrow(careerEntrySave, parsed.output);
  return { ok: true, id: parsed.output.id };
}

export async function deleteCareerEntry(id: string): Promise<void> {
  await saveHere(careerEntryDelete, { id });
}
