/** The form of one step, by its type; the info-only steps (sign-up, report) show their text. */
import { css } from '../../../../styled-system/css';
import { CareerForm } from './career-form';
import { ChecklistForm } from './checklist-form';
import { CustomForm } from './custom-form';
import type { StepFormProps } from './form-props';
import { SignupPrompt } from './notices';
import { RegistrationForm } from './registration-form';
import { SourceForm } from './source-form';
import {
  type CareerValues,
  type ChecklistValues,
  type CustomValues,
  type RegistrationValues,
  type SourceValues,
  valuesOf,
} from './step-values';

interface StepFormSwitchProps extends Omit<StepFormProps<unknown>, 'values'> {
  slug: string;
  stored: unknown;
}

export function StepForm({ slug, stored, ...props }: StepFormSwitchProps) {
  const { info } = props;
  switch (info.type) {
    case 'registration':
      return <RegistrationForm {...props} values={valuesOf<RegistrationValues>(info, stored)} />;
    case 'auth_profile_source':
    case 'unauth_profile_source':
      return <SourceForm {...props} values={valuesOf<SourceValues>(info, stored)} />;
    case 'career_information':
      return <CareerForm {...props} values={valuesOf<CareerValues>(info, stored)} />;
    case 'checklist':
    case 'group_checklist':
      return <ChecklistForm {...props} values={valuesOf<ChecklistValues>(info, stored)} />;
    case 'custom_form':
      return <CustomForm {...props} values={valuesOf<CustomValues>(info, stored)} />;
    case 'redirect_to_signup':
      return <SignupPrompt slug={slug} />;
    case 'report_generation':
      return <p className={css({ fontWeight: 'medium' })}>Ready to build your report</p>;
    default:
      return null;
  }
}
