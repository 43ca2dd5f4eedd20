/** University Information (institutional tenants): affiliation, department, college and batch. */
import { GRADUATION_YEARS } from '../../../../../contract';
import { idOf, idOptions, SelectField, selectValue } from '../../fields/select-field';
import { TextInput as TextField } from '../../fields/text-input';
import { errorOf, type StepProps } from '../step-props';

const YEARS = GRADUATION_YEARS.map((year) => ({ value: String(year), label: String(year) }));

export function UniversityStep({ draft, updateExtra, errors, options }: StepProps) {
  const { extra } = draft;
  return (
    <>
      <TextField
        label="Affiliation"
        value={extra.affiliation ?? ''}
        onValueChange={(affiliation) => updateExtra({ affiliation })}
        error={errorOf(errors, 'extra_info.affiliation')}
        helperText="For example: student, alumnus, faculty"
      />
      <SelectField
        label="College"
        value={selectValue(extra.college)}
        options={idOptions(options.colleges)}
        onValueChange={(value) => updateExtra({ college: idOf(value) })}
        error={errorOf(errors, 'extra_info.college')}
      />
      <SelectField
        label="Department"
        value={selectValue(extra.department)}
        options={idOptions(options.departments)}
        onValueChange={(value) => updateExtra({ department: idOf(value) })}
        error={errorOf(errors, 'extra_info.department')}
      />
      <SelectField
        label="University batch"
        value={selectValue(extra.uni_batch)}
        options={YEARS}
        onValueChange={(value) => updateExtra({ uni_batch: idOf(value) })}
        error={errorOf(errors, 'extra_info.uni_batch')}
      />
    </>
  );
}
