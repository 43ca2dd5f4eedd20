/**
 * Who may run which agent (spec part 2 section 6): staff and administrators of the default
 * organization run every agent; a group's administrators run Review Members
 * (registration_approval) on their own group's members. Anyone else gets the refusal the
 * rest of the API gives for that content: the members' words, or DRF's default.
 */
import { GROUP_MESSAGES } from '../../contract/group-messages';
import { MESSAGES } from '../../contract/messages';
import type { SystemAgentEntity, SystemAgentType } from '../../contract/system-agents';
import { contentRights } from '../content/rights';
import type { Db } from '../db/client';
import { isGroupAdmin } from '../groups/permissions';
import { HttpError } from '../http/errors';

export interface AgentAccess {
  /** Agent types the caller may run (and see) for the asked group or content. */
  types: ReadonlySet<SystemAgentType>;
  /** Staff or an administrator of the default organization: every agent, and the run records. */
  isAgentAdministrator: boolean;
}

const ALL: SystemAgentType[] = ['registration_approval', 'ai_enthusiasm_ranking', 'usecase_curation'];

export async function agentAccess(
  db: Db,
  tenantId: number,
  userId: number,
  groupId: number | null,
): Promise<AgentAccess> {
  const rights = await contentRights(db, tenantId, userId);
  if (rights.isDefaultOrgAdmin) return { types: new Set(ALL), isAgentAdministrator: true };
  if (groupId !== null && (await isGroupAdmin(db, tenantId, userId, groupId))) {
    return { types: new Set(['registration_approval']), isAgentAdministrator: false };
  }
  return { types: new Set(), isAgentAdministrator: false };
}

export const refusalFor = (entity: SystemAgentEntity) =>
  new HttpError(403, { detail: entity === 'member' ? GROUP_MESSAGES.noPermission : MESSAGES.permissionDenied });
