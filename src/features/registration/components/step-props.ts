import type { ExtraInfo, RegistrationMode, TenantOptions } from '../../../../contract';
import type { RegistrationDraft } from '../../../../contract/registration-fields';

/** What every form step gets from the wizard: the shared draft, its setters and the errors. */
export interface StepProps {
  draft: RegistrationDraft;
  update: (change: Partial<RegistrationDraft>) => void;
  updateExtra: (change: Partial<ExtraInfo>) => void;
  /** Field errors keyed by dotted path (`extra_info.career_stage`). */
  errors: Record<string, string[]>;
  options: TenantOptions;
  mode: RegistrationMode;
}

export const errorOf = (errors: Record<string, string[]>, key: string): string | undefined => errors[key]?.[0];
