/**
 * Who is further on than the member, and who is earlier, among the people of a group they
 * both belong to (accepted). The rule, in order:
 * 1. the group's administrators and leaders are further on than its other members;
 * 2. between two people of the same standing there, the later career stage (by its place in
 *    the tenant's career stage list, which runs from school to senior) is further on; a person
 *    whose stage is unknown is compared by rule 1 only.
 * Mentors are the people further on than the member, mentees the people earlier; the reason
 * names the rule that applied.
 */
import { ADMIN_ROLES, type MemberRole, ROLE_LABELS } from '../../contract/groups';
import type { OptionItem } from '../../contract/tenant';

export type Mentorship = 'mentor' | 'mentee';

/** A person's place in one group: their role there and their career stage option id. */
export interface Standing {
  role: string;
  stage: number | null;
}

const leads = (standing: Standing) => (ADMIN_ROLES.includes(standing.role) ? 1 : 0);

/** 1-based place of the stage in the tenant's list; 0 when unknown. */
const stagePlace = (stages: readonly OptionItem[], stage: number | null) =>
  stage === null ? 0 : stages.findIndex((option) => option.id === stage) + 1;

const roleLabel = (role: string) => (role in ROLE_LABELS ? ROLE_LABELS[role as MemberRole] : role);
const stageName = (stages: readonly OptionItem[], stage: number | null) =>
  stages.find((option) => option.id === stage)?.name ?? '';

/** Why `them` is the member's mentor (or mentee) in `groupName`, or null when they are not. */
export function mentorshipReason(
  kind: Mentorship,
  me: Standing,
  them: Standing,
  groupName: string,
  stages: readonly OptionItem[],
): string | null {
  const [myLead, theirLead] = [leads(me), leads(them)];
  const [myStage, theirStage] = [stagePlace(stages, me.stage), stagePlace(stages, them.stage)];
  const stageNote = `${stageName(stages, them.stage)} (you: ${stageName(stages, me.stage)})`;
  if (kind === 'mentor') {
    if (theirLead > myLead) return `${roleLabel(them.role)} of your group ${groupName}`;
    if (theirLead === myLead && myStage > 0 && theirStage > myStage)
      return `Further on in their career in ${groupName}: ${stageNote}`;
    return null;
  }
  if (theirLead < myLead) return `In ${groupName}, which you lead`;
  if (theirLead === myLead && theirStage > 0 && theirStage < myStage)
    return `Earlier in their career in ${groupName}: ${stageNote}`;
  return null;
}

/** Further on first: leaders, then later stages; the lower id breaks ties. */
export function furtherOnFirst(stages: readonly OptionItem[]) {
  return (a: Standing & { userId: number }, b: Standing & { userId: number }) =>
    leads(b) - leads(a) || stagePlace(stages, b.stage) - stagePlace(stages, a.stage) || a.userId - b.userId;
}
