/** A topic typed into a form is created on the server (online only), then the lookups are read again. */
import type { Topic } from '../../../contract';
import { callOnline, type OnlineResult } from '../sync/online';
import { syncClient } from '../sync/sync-client';

export async function createTopic(name: string, topicArea: number | null): Promise<OnlineResult<Topic>> {
  const result = await callOnline('createTopic', { name, topic_area: topicArea });
  if (result.ok) {
    syncClient()
      .lookups.refresh()
      .catch(() => undefined);
  }
  return result;
}
