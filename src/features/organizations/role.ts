/** The role selector's persona is local app state (spec part 1 section 4), kept apart from the online-only actions. */
import { setMeta } from '../../../sync/core/db';
import { db } from '../../db/db';

/** Set the role selector's persona, or clear it ('Not Set (All)'). */
export async function setRole(role: number | undefined): Promise<void> {
  if (role === undefined) await db.meta.delete('role');
  else await setMeta(db, 'role', role);
}
