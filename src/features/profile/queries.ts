/** Live reads of profiles: the member's own (meta 'profile'), anyone's public one, local files. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { Profile, PublicProfile } from '../../../contract';
import type { LocalFile } from '../../../sync/core/db';
import { db } from '../../db/db';
import { useMeta } from '../../db/use-meta';
import { useIsKeyPending, useIsOnline } from '../sync/queries';
import { fetchPublicProfile } from './mutations';

/** The member's own profile; undefined until the first sync brought it. */
export function useOwnProfile(): Profile | undefined {
  return useMeta('profile');
}

/** True while a profile change waits to be sent. */
export function useProfilePending(): boolean {
  return useIsKeyPending('profile');
}

/** The tenant-dependent rules of profile forms (spec part 1 section 5). */
export type PublicProfileState = 'loading' | 'ready' | 'offline' | 'missing';

/**
 * Anyone's profile, from db.profiles at once (readable offline once seen) and refreshed from
 * the server on mount and when the connection returns. status: 'loading' while that fetch
 * runs, 'ready' after it, 'offline' when the server could not be reached (a cached profile
 * may still be shown), 'missing' when the server answered 404.
 */
export function usePublicProfile(slug: string): { profile: PublicProfile | undefined; status: PublicProfileState } {
  const row = useLiveQuery(() => db.profiles.get(slug), [slug]);
  const isOnline = useIsOnline();
  const [status, setStatus] = useState<PublicProfileState>('loading');
  useEffect(() => {
    let isCurrent = true;
    setStatus(isOnline ? 'loading' : 'offline');
    if (!isOnline) return;
    fetchPublicProfile(slug)
      .then((result) => {
        if (isCurrent) setStatus(result);
      })
      .catch(() => {
        if (isCurrent) setStatus('offline');
      });
    return () => {
      isCurrent = false;
    };
  }, [slug, isOnline]);
  if (!row) return { profile: undefined, status };
  const { seenAt: _seenAt, ...profile } = row;
  return { profile, status };
}

/** A file chosen on this device, with its upload progress (`sent` of `size`), until uploaded. */
export function useLocalFile(id: string | null | undefined): LocalFile | undefined {
  return useLiveQuery(() => (id ? db.files.get(id) : undefined), [id]);
}

/** The local file still waiting to be uploaded into a profile field, if any. */
export function usePendingUpload(field: 'picture' | 'resume' | 'video'): LocalFile | undefined {
  return useLiveQuery(async () => {
    const entries = await db.outbox.where('key').equals(`profile.file:${field}`).toArray();
    const args = entries.at(-1)?.args as { fileId?: string } | undefined;
    return args?.fileId ? db.files.get(args.fileId) : undefined;
  }, [field]);
}
