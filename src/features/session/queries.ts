import { useLiveQuery } from 'dexie-react-hooks';
import type { Identity } from '../../../contract';
import { getMeta } from '../../../sync/core/db';
import { db } from '../../db/db';
import { useMeta } from '../../db/use-meta';
import { type MemberGate, memberGate } from './gate';

/** For route guards: is someone logged in on this device? */
export async function hasSession(): Promise<boolean> {
  return (await getMeta(db, 'session')) !== undefined;
}

/** For route guards: the session's identity as stored on this device, if any. */
export async function readSignedIn(): Promise<{ hasSession: boolean; identity: Identity | undefined }> {
  const [session, identity] = await Promise.all([getMeta(db, 'session'), getMeta(db, 'identity')]);
  return { hasSession: session !== undefined, identity: session ? identity : undefined };
}

/** For route guards: where the member layout's guards would send this device's user. */
export async function readMemberGate(): Promise<MemberGate> {
  const { hasSession, identity } = await readSignedIn();
  return memberGate(hasSession, identity);
}

/** `undefined` while loading. */
export function useIsLoggedIn(): boolean | undefined {
  return useLiveQuery(hasSession, []);
}

export function useIdentity(): Identity | undefined {
  return useMeta('identity');
}
