import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { Identity } from '../../../contract';
import { getMeta } from '../../../sync/core/db';
import { db } from '../../db/db';
import { useMeta } from '../../db/use-meta';
import { readDevice, writeDevice } from '../../ui/device-storage';
import { type MemberGate, memberGate } from './gate';
import { memberClick } from './member-click';

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

/** memberClick (./member-click.ts) with what this page knows of the session. */
export function useMemberClick(): (forMember: () => void, forVisitor: () => void) => void {
  const isLoggedIn = useIsLoggedIn();
  return (forMember, forVisitor) => void memberClick(isLoggedIn, hasSession, forMember, forVisitor);
}

/** This device's last known answer of useIsLoggedIn, for the first paint before Dexie answers. */
const SIGNED_IN_HINT_KEY = 'portal:signed-in';

/**
 * Whether the app's chrome (top bar, sign-up banner, footer, side panels) is a member's: the
 * session as Dexie holds it, and until Dexie answers, as this device last saw it. The first
 * paint then draws the chrome it keeps, instead of a visitor's banner or a member's panels
 * moving the page when Dexie answers. Only for layout: guards and actions use useIsLoggedIn.
 */
export function useIsMemberChrome(): boolean {
  const isLoggedIn = useIsLoggedIn();
  useEffect(() => {
    // Refused: the first paint guesses a visitor, as on a first visit.
    if (isLoggedIn !== undefined) writeDevice(SIGNED_IN_HINT_KEY, isLoggedIn ? '1' : '0');
  }, [isLoggedIn]);
  return isLoggedIn ?? readDevice(SIGNED_IN_HINT_KEY) === '1';
}

export function useIdentity(): Identity | undefined {
  return useMeta('identity');
}
