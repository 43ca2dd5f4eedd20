/**
 * SEAM (issue 5): "Create Circle" / "Create Event" on the list pages, shown to members with
 * the right to create (part 2 section 6). The group-admin work replaces this body.
 */
import type { GroupKind } from '../../../../contract';

export function CreateGroupButton(_props: { kind: GroupKind }) {
  return null;
}
