/** Content forms' online calls: a topic typed into a form is created on the server first. */
import { LOOKUP_ENDPOINTS, type NewTopicPayload, pathOf } from '../../contract';
import { onlineCall } from '../core/online/define';

const NEW_TOPIC = LOOKUP_ENDPOINTS.createTopic;

export const CONTENT_CALLS = {
  createTopic: onlineCall({
    method: NEW_TOPIC.method,
    path: (_: NewTopicPayload) => pathOf(NEW_TOPIC),
    body: (args) => args,
    answer: NEW_TOPIC.output,
  }),
};
