/**
 * Career information (spec part 1 sections 4 and 5): the tenant's career stages, the goals
 * (reason_to_join, narrowed by the tenant's reason map and cleared when the stage changes) and
 * the field of interest that 'I am not sure about my field of interest yet' hides.
 */
import { PROFILE_MESSAGES } from '../../../../contract/profile';
import { EMPTY_TENANT_OPTIONS } from '../../../../contract/tenant';
import { useTenant } from '../../../tenant/use-tenant';
import { SelectField } from '../../../ui/select-field';
import { CheckboxGroup } from '../../registration/fields/checkbox-group';
import { checkRowStyle } from '../../registration/fields/choice-styles';
import { idOf, idOptions, selectValue } from '../../registration/fields/select-field';
import type { StepFormProps } from './form-props';
import type { CareerValues } from './step-values';
import { errorOf } from './step-values';

export function CareerForm({ values, onChange, errors }: StepFormProps<CareerValues>) {
  const options = useTenant()?.options ?? EMPTY_TENANT_OPTIONS;
  const set = (patch: Partial<CareerValues>) => onChange({ ...values, ...patch });
  const allowed = values.career_stage === null ? undefined : options.career_reason_map[String(values.career_stage)];
  const reasons = allowed ? options.reason_to_join.filter((item) => allowed.includes(item.id)) : options.reason_to_join;
  return (
    <>
      <SelectField
        label="Career stage"
        value={selectValue(values.career_stage)}
        options={idOptions(options.career_stages)}
        onValueChange={(value) => {
          // A new stage offers other goals: the picked ones are cleared (spec part 1 section 4).
          set({ career_stage: idOf(value), reason_to_join: [] });
        }}
        error={errorOf(errors, 'career_stage')}
      />
      <CheckboxGroup
        legend="Career goals"
        options={reasons}
        selected={values.reason_to_join}
        onChange={(reason_to_join) => set({ reason_to_join })}
        error={errorOf(errors, 'reason_to_join')}
      />
      <label className={checkRowStyle}>
        <input
          type="checkbox"
          checked={values.is_field_unsure}
          onChange={(event) => set({ is_field_unsure: event.target.checked })}
        />
        {PROFILE_MESSAGES.notSureOfField}
      </label>
      {values.is_field_unsure ? null : (
        <SelectField
          label="Field of interest"
          value={selectValue(values.professional_field)}
          options={idOptions(options.professional_fields)}
          onValueChange={(value) => set({ professional_field: idOf(value) })}
          error={errorOf(errors, 'professional_field')}
        />
      )}
    </>
  );
}
