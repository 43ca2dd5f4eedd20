/**
 * SEAM (issue 5): "Edit" plus logo and cover-image changes in a group's hero, for its
 * administrators. The group-admin work replaces this body.
 */
import type { Group } from '../../../../contract';

export function EditGroupButton(_props: { group: Group }) {
  return null;
}
