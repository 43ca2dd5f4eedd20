// The server lists the group form chooses from: circle types and goals (circles), parent organizations (circles, events).
import { useEffect } from 'react';
import { GROUP_MESSAGES, type GroupKind } from '../../../../../contract';
import { notify } from '../../../../ui/notify';
import { type AdminOrganization, useAdminOrganizations, useCircleChoices } from '../../admin-queries';
import { isTimed } from './group-form-state';

export interface ChoiceLists {
  circleTypes: { id: number; name: string }[];
  sdgs: { id: number; name: string }[];
  organizations: AdminOrganization[];
}

export function useChoiceLists(kind: GroupKind, isOpen: boolean): ChoiceLists {
  const choices = useCircleChoices(isOpen && kind === 'circle');
  const organizations = useAdminOrganizations(isOpen && isTimed(kind));
  useEffect(() => {
    if (choices.hasFailed) notify({ type: 'error', title: GROUP_MESSAGES.couldNotFetchCircleTypes });
  }, [choices.hasFailed]);
  return { circleTypes: choices.circleTypes, sdgs: choices.sdgs, organizations: organizations ?? [] };
}
