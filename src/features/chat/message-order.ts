import type { LocalChatMessage } from '../../../sync/core/db';

/**
 * A conversation's display order: sent messages by the server's time, then the queued and
 * refused ones in the order they were written (their ULIDs), whatever their local clocks say.
 */
export function sortMessages(messages: readonly LocalChatMessage[]): LocalChatMessage[] {
  const sent = messages.filter((message) => message.status === 'sent');
  const unsent = messages.filter((message) => message.status !== 'sent');
  sent.sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id));
  unsent.sort((a, b) => a.id.localeCompare(b.id));
  return [...sent, ...unsent];
}
