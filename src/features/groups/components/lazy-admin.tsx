/**
 * The administration pieces of the group pages, loaded only for those who can use them:
 * visitors and members never download the group form, the member tables or the invite dialog.
 */
import { lazy, Suspense } from 'react';
import type { Group, GroupKind } from '../../../../contract';
import { useIsLoggedIn } from '../../session/queries';

const AdminPanel = lazy(() => import('./admin/admin-panel').then((m) => ({ default: m.GroupAdminPanel })));
const EditButton = lazy(() => import('./admin/edit-group-button').then((m) => ({ default: m.EditGroupButton })));
const CreateButton = lazy(() => import('./admin/create-group-button').then((m) => ({ default: m.CreateGroupButton })));

export function LazyGroupAdminPanel({ group }: { group: Group }) {
  if (!group.is_administrator) return null;
  return (
    <Suspense fallback={<p aria-busy="true">Loading…</p>}>
      <AdminPanel group={group} />
    </Suspense>
  );
}

export function LazyEditGroupButton({ group }: { group: Group }) {
  if (!group.is_administrator) return null;
  return (
    <Suspense fallback={null}>
      <EditButton group={group} />
    </Suspense>
  );
}

export function LazyCreateGroupButton({ kind }: { kind: GroupKind }) {
  if (!useIsLoggedIn()) return null;
  return (
    <Suspense fallback={null}>
      <CreateButton kind={kind} />
    </Suspense>
  );
}
