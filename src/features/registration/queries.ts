/**
 * Reads of the registration flow (spec part 1 section 2, layout guards and registration
 * flow): which mode and rules apply on this tenant, and whether the member's stored profile
 * still needs the flow.
 */
import type { Profile, RegistrationMode, TenantConfig } from '../../../contract';
import { type CompletionStep, completionStep } from '../../../contract/profile-state';
import { getMeta } from '../../../sync/core/db';
import { db } from '../../db/db';
import { type MemberGate, registrationGate } from '../session/gate';

export const registrationModeOf = (tenant: TenantConfig | undefined): RegistrationMode =>
  tenant?.ui.registration_speed ?? 'basic';

/** The completion step of a stored profile; undefined while the profile is not stored yet. */
export function completionStepOf(
  profile: Profile | undefined,
  tenant: TenantConfig | undefined,
): CompletionStep | undefined {
  return profile ? completionStep(profile, registrationModeOf(tenant)) : undefined;
}

/** For route guards, after readMemberGate let the member pass. */
export async function readRegistrationGate(): Promise<MemberGate> {
  const [profile, tenant] = await Promise.all([getMeta(db, 'profile'), getMeta(db, 'tenant')]);
  return registrationGate(completionStepOf(profile, tenant));
}
