/**
 * SEAM (issue 5): the Admin tab of a circle, event or organization page. The group-admin
 * work replaces this body; the group pages render it for administrators.
 */
import type { Group } from '../../../../contract';

export function GroupAdminPanel(_props: { group: Group }) {
  return null;
}
