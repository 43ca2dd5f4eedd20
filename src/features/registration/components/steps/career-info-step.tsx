/**
 * Career Information (spec part 1 section 5): career stage and career goals (reason_to_join,
 * narrowed by the tenant's career reason map, cleared when the stage changes), and the
 * optional field of interest that 'I am not sure about my field of interest yet' hides. Each
 * list has an 'Other' choice (id 0) whose text shows only while it is picked.
 */
import { forcedCareerStage, PROFILE_MESSAGES, withStageChange } from '../../../../../contract';
import { hasReasonMap, OTHER_CHOICE, reasonsFor, withOther } from '../../../../../contract/registration-fields';
import { CheckboxGroup } from '../../fields/checkbox-group';
import { checkRowStyle } from '../../fields/choice-styles';
import { idOf, idOptions, SelectField, selectValue } from '../../fields/select-field';
import { TextInput as TextField } from '../../fields/text-input';
import { errorOf, type StepProps } from '../step-props';

export function CareerInfoStep({ draft, updateExtra, errors, options }: StepProps) {
  const { extra } = draft;
  const isOther = (id: number | null) => id === OTHER_CHOICE.id;
  const isStageFixed = forcedCareerStage(draft.current_role, options.role_stage_map) !== null;
  return (
    <>
      <SelectField
        label="Career stage"
        disabled={isStageFixed}
        value={selectValue(extra.career_stage)}
        options={idOptions(withOther(options.career_stages))}
        onValueChange={(value) => {
          const stage = idOf(value);
          if (stage === null) return updateExtra({ career_stage: null });
          // The contract's rule: a new stage clears the reasons when the tenant maps reasons to stages.
          const { reason_to_join } = withStageChange({}, stage, hasReasonMap(options));
          updateExtra({ career_stage: stage, ...(reason_to_join ? { reason_to_join } : {}) });
        }}
        error={errorOf(errors, 'extra_info.career_stage')}
      />
      {isOther(extra.career_stage) ? (
        <TextField
          label="Other career stage"
          value={extra.career_stage_other ?? ''}
          onValueChange={(career_stage_other) => updateExtra({ career_stage_other })}
          error={errorOf(errors, 'extra_info.career_stage_other')}
        />
      ) : null}
      <CheckboxGroup
        legend="Career goals"
        options={reasonsFor(options, extra.career_stage)}
        selected={extra.reason_to_join}
        onChange={(reason_to_join) => updateExtra({ reason_to_join })}
        error={errorOf(errors, 'extra_info.reason_to_join')}
      />
      {extra.reason_to_join.includes(OTHER_CHOICE.id) ? (
        <TextField
          label="Other career goal"
          value={extra.reason_to_join_other ?? ''}
          onValueChange={(reason_to_join_other) => updateExtra({ reason_to_join_other })}
          error={errorOf(errors, 'extra_info.reason_to_join_other')}
        />
      ) : null}
      <label className={checkRowStyle}>
        <input
          type="checkbox"
          checked={extra.is_field_unsure}
          onChange={(event) => updateExtra({ is_field_unsure: event.target.checked })}
        />
        {PROFILE_MESSAGES.notSureOfField}
      </label>
      {extra.is_field_unsure ? null : (
        <SelectField
          label="Field of interest (optional)"
          value={selectValue(extra.professional_field)}
          options={idOptions(withOther(options.professional_fields))}
          onValueChange={(value) => updateExtra({ professional_field: idOf(value) })}
          error={errorOf(errors, 'extra_info.professional_field')}
        />
      )}
      {!extra.is_field_unsure && isOther(extra.professional_field) ? (
        <TextField
          label="Other field of interest"
          value={extra.professional_field_other ?? ''}
          onValueChange={(professional_field_other) => updateExtra({ professional_field_other })}
          error={errorOf(errors, 'extra_info.professional_field_other')}
        />
      ) : null}
    </>
  );
}
