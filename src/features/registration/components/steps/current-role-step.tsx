/** Current Role: the member's role, and the job function only for role 3 (spec part 1 section 5). */
import { forcedCareerStage } from '../../../../../contract';
import { idOf, idOptions, SelectField, selectValue } from '../../fields/select-field';
import { errorOf, type StepProps } from '../step-props';

/** The current role whose members also give a job function. */
const ROLE_WITH_JOB_FUNCTION = 3;

export function CurrentRoleStep({ draft, update, updateExtra, errors, options }: StepProps) {
  return (
    <>
      <SelectField
        label="Current role"
        value={selectValue(draft.current_role)}
        options={idOptions(options.current_roles)}
        onValueChange={(value) => {
          const role = idOf(value);
          update({ current_role: role });
          // High-school roles fix the career stage (spec part 1 section 5); the server enforces it too.
          const stage = forcedCareerStage(role, options.role_stage_map);
          if (stage !== null && stage !== draft.extra.career_stage)
            updateExtra({ career_stage: stage, reason_to_join: [] });
        }}
        error={errorOf(errors, 'group_profile.current_role')}
      />
      {draft.current_role === ROLE_WITH_JOB_FUNCTION ? (
        <SelectField
          label="Job function"
          value={selectValue(draft.job_function)}
          options={idOptions(options.job_functions)}
          onValueChange={(value) => update({ job_function: idOf(value) })}
          error={errorOf(errors, 'group_profile.job_function')}
        />
      ) : null}
    </>
  );
}
