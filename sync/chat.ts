/**
 * The worker's chat calls (SyncApi['chat']): rooms, history pages and opening a
 * conversation, all written into db.chatRooms / db.chatMessages. SEAM: issue 8 helper.
 */
import type { ChatFetchResult, SyncApi } from './api';
import type { SendContext } from './mutators';

export function createChat(_ctx: SendContext): SyncApi['chat'] {
  const notYet = async (): Promise<ChatFetchResult> => 'failed';
  return { rooms: notYet, history: notYet, open: notYet };
}
