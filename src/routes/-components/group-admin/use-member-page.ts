// One page of group members (or event applicants) fetched online, with a reload after an action.
import { useCallback, useEffect, useState } from 'react';
import { GroupMember, paged } from '../../../../contract';
import { callFor } from '../../../features/account/mutations';

const MemberPage = paged(GroupMember);

interface ListState {
  items: GroupMember[];
  count: number;
  status: 'loading' | 'done' | 'failed';
}

/** Fetches `path` (none while it is null, e.g. offline) and again after `reload()`. */
export function useMemberPage(path: string | null) {
  const [state, setState] = useState<ListState>({ items: [], count: 0, status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    // version: a reload after an action fetches the same path again.
    if (path === null || version < 0) return;
    let isCurrent = true;
    setState((current) => ({ ...current, status: 'loading' }));
    void callFor('GET', path, undefined, MemberPage).then((result) => {
      if (!isCurrent) return;
      if (result.ok) setState({ items: result.data.data, count: result.data.pagination.count, status: 'done' });
      else setState({ items: [], count: 0, status: 'failed' });
    });
    return () => {
      isCurrent = false;
    };
  }, [path, version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { ...state, reload };
}
