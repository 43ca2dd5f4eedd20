/**
 * Google Classroom sync of a group (contract/classroom.ts): the status is a cached read (the
 * Admin tab shows the last one offline); linking a course, syncing members and loading
 * resources are online calls, each click under its own Idempotency-Key so a retry after a
 * lost answer is answered once.
 */
import { CLASSROOM_ENDPOINTS as ENDPOINTS, pathOf } from '../../contract';
import { onlineCall, onlineRead } from '../core/online/define';

type GroupAction = { group_id: number; key: string };

export const CLASSROOM_CALLS = {
  classroomStatus: onlineRead({
    path: ({ group_id }: { group_id: number }) => pathOf(ENDPOINTS.status, { id: group_id }),
    answer: ENDPOINTS.status.output,
  }),
  linkClassroom: onlineCall({
    method: 'PUT',
    path: ({ group_id }: { group_id: number; google_classroom_id: string }) => pathOf(ENDPOINTS.link, { id: group_id }),
    body: ({ google_classroom_id }) => ({ google_classroom_id }),
    answer: ENDPOINTS.link.output,
  }),
  syncClassroomMembers: onlineCall({
    method: 'POST',
    path: ({ group_id }: GroupAction) => pathOf(ENDPOINTS.syncMembers, { id: group_id }),
    idempotencyKey: ({ key }) => key,
    answer: ENDPOINTS.syncMembers.output,
  }),
  loadClassroomResources: onlineCall({
    method: 'POST',
    path: ({ group_id }: GroupAction) => pathOf(ENDPOINTS.loadResources, { id: group_id }),
    idempotencyKey: ({ key }) => key,
    answer: ENDPOINTS.loadResources.output,
  }),
};
