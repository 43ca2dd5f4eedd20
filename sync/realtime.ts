/**
 * Live websocket events written into Dexie at once: a chat_message (into its room, never
 * over a pending local copy; an unknown room makes the rooms refetch) and a notification.
 * The change feed carries the same rows, so a missed event is caught up by the next pull.
 * SEAM: issue 8 helper.
 */
import type { WsEvent } from '../contract';
import type { SyncContext } from './context';

export interface LiveEventOutcome {
  /** The event's room is not stored here: refetch the rooms. */
  refetchRooms: boolean;
}

export async function applyLiveEvent(_ctx: SyncContext, _event: WsEvent): Promise<LiveEventOutcome> {
  return { refetchRooms: false };
}
