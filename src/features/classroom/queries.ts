/** The group's Google Classroom status, a cached read: the last one stays on screen offline. */
import { useOnlineRead } from '../sync/use-online-read';

export const useClassroomStatus = (groupId: number) => useOnlineRead('classroomStatus', { group_id: groupId });
