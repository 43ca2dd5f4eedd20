// The server lists the group form chooses from: circle types and goals (circles), parent organizations (circles, events).
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { GROUP_MESSAGES, GROUP_PATHS, type GroupKind, Named, Sdg } from '../../../../contract';
import { callFor } from '../../../features/account/mutations';
import { notify } from '../../../ui/notify';
import { type AdminOrg, fetchAdminOrganizations } from './admin-organizations';
import { isTimed } from './group-form-state';

const NamedList = v.object({ data: v.array(Named) });
const SdgList = v.object({ data: v.array(Sdg) });

export interface ChoiceLists {
  circleTypes: { id: number; name: string }[];
  sdgs: { id: number; name: string }[];
  organizations: AdminOrg[];
}

export function useChoiceLists(kind: GroupKind, isOpen: boolean): ChoiceLists {
  const [circleTypes, setCircleTypes] = useState<{ id: number; name: string }[]>([]);
  const [sdgs, setSdgs] = useState<{ id: number; name: string }[]>([]);
  const [organizations, setOrganizations] = useState<AdminOrg[]>([]);
  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    if (kind === 'circle') {
      void callFor('GET', GROUP_PATHS.circleTypes, undefined, NamedList).then((result) => {
        if (!isCurrent) return;
        if (result.ok) setCircleTypes(result.data.data);
        else notify({ type: 'error', title: GROUP_MESSAGES.couldNotFetchCircleTypes });
      });
      void callFor('GET', GROUP_PATHS.sdgs, undefined, SdgList).then((result) => {
        if (isCurrent && result.ok) setSdgs(result.data.data);
      });
    }
    if (isTimed(kind)) {
      void fetchAdminOrganizations().then((found) => {
        if (isCurrent && found) setOrganizations(found);
      });
    }
    return () => {
      isCurrent = false;
    };
  }, [kind, isOpen]);
  return { circleTypes, sdgs, organizations };
}
