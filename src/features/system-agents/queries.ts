/**
 * Reads of the system agents: the agents the caller may run for a group's members or for use
 * cases (an online read kept in db.onlineCache, so the buttons still show offline, disabled),
 * and the progress of a run under way (run-store.ts).
 */
import type { SystemAgent, SystemAgentEntity } from '../../../contract';
import { useOnlineRead } from '../sync/use-online-read';

export { useAgentRun } from './run-store';

/** The agents the caller may run; empty until known, or when the caller may run none. */
export function useSystemAgents(entity: SystemAgentEntity, groupId?: number): SystemAgent[] {
  const read = useOnlineRead('systemAgents', { entity, group_id: groupId });
  return read.data?.data ?? [];
}
