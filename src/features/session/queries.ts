import { useLiveQuery } from 'dexie-react-hooks';
import type { Identity } from '../../../contract';
import { getMeta } from '../../../sync/db';
import { db } from '../../db/db';
import { useMeta } from '../../db/use-meta';

/** For route guards: is someone logged in on this device? */
export async function hasSession(): Promise<boolean> {
  return (await getMeta(db, 'session')) !== undefined;
}

/** `undefined` while loading. */
export function useIsLoggedIn(): boolean | undefined {
  return useLiveQuery(hasSession, []);
}

export function useIdentity(): Identity | undefined {
  return useMeta('identity');
}
