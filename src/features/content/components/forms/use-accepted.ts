/** What a content form does once the server accepted it: the kind's toast, then the item's page. */
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AnyContent, ContentKind } from '../../../../../contract';
import { notify } from '../../../../ui/notify';
import { itemHref } from './use-draft-form';

/** `fallback` is the list page, for an item not found on this device yet. */
export function useShowAccepted(kind: ContentKind, title: string, fallback: string) {
  const navigate = useNavigate();
  return useCallback(
    (saved: AnyContent | null) => {
      notify({ type: 'success', title });
      void navigate({ href: saved ? itemHref(kind, saved) : fallback });
    },
    [fallback, kind, navigate, title],
  );
}
