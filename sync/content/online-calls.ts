/** Content forms' online calls: a topic typed into a form is created on the server first. */
import { Topic } from '../../contract';
import { onlineCall } from '../core/online/define';

export const CONTENT_CALLS = {
  createTopic: onlineCall({
    method: 'POST',
    path: (_: { name: string; topic_area: number | null }) => '/api/v1/topics/',
    body: (args) => args,
    answer: Topic,
  }),
};
