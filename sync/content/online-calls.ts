/** Content forms' online calls: a topic typed into a form is created on the server first. */
import { LOOKUP_ENDPOINTS } from '../../contract';
import { bodyCall } from '../core/online/define';

export const CONTENT_CALLS = {
  createTopic: bodyCall(LOOKUP_ENDPOINTS.createTopic),
};
