/** What a Classroom sync did, in words for the Admin tab. */
import type { ClassroomRun } from '../../../contract';
import type { ClassroomAction } from './mutations';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function runCounts(action: ClassroomAction, run: ClassroomRun): string {
  if (action === 'resources') {
    return `${counted(run.added, 'resource added', 'resources added')}, ${run.existing} already loaded`;
  }
  return [
    counted(run.added, 'member added', 'members added'),
    `${run.existing} already ${run.existing === 1 ? 'a member' : 'members'}`,
    `${run.not_found} not found on this portal`,
  ].join(', ');
}

export function lastRunLine(run: ClassroomRun): string {
  return `Last run ${when.format(new Date(run.synced_at))} from ${run.course_name}`;
}
