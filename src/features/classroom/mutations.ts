/**
 * The Google Classroom actions of a group's administrators, online calls through the worker.
 * Each click gets its own Idempotency-Key: the worker's retry of a lost answer is answered
 * once, while a second click syncs again (a sync is idempotent anyway).
 */
import { callOnline } from '../sync/online';

export type ClassroomAction = 'members' | 'resources';

export function linkClassroomCourse(groupId: number, courseId: string) {
  return callOnline('linkClassroom', { group_id: groupId, google_classroom_id: courseId.trim() });
}

export function runClassroomAction(groupId: number, action: ClassroomAction) {
  const args = { group_id: groupId, key: `classroom-${action}-${crypto.randomUUID()}` };
  return action === 'members' ? callOnline('syncClassroomMembers', args) : callOnline('loadClassroomResources', args);
}
