/** The admin view toggle is local app state of this device (spec part 1 section 3). */
import { setMeta } from '../../../sync/core/db';
import { db } from '../../db/db';

export async function setAdminView(isOn: boolean): Promise<void> {
  if (isOn) await setMeta(db, 'adminView', true);
  else await db.meta.delete('adminView');
}
