/** Personal Information: names, title, country, and institution and batch except in advanced mode. */
import { asksInstitution, GRADUATION_YEARS } from '../../../../../contract';
import { useGroupSuggestions } from '../../../lookups/groups';
import { GroupInput } from '../../../profile/components/group-input';
import { countryOptions } from '../../fields/country-options';
import { idOf, SelectField, selectValue } from '../../fields/select-field';
import { TextInput as TextField } from '../../fields/text-input';
import { errorOf, type StepProps } from '../step-props';

const YEARS = GRADUATION_YEARS.map((year) => ({ value: String(year), label: String(year) }));

export function PersonalStep({ draft, update, errors, mode }: StepProps) {
  // A name the server knows is reused; a new one creates the institution (spec part 1 section 5).
  const institutions = useGroupSuggestions('institution', draft.institution);
  return (
    <>
      <TextField
        label="First name"
        value={draft.first_name}
        onValueChange={(first_name) => update({ first_name })}
        error={errorOf(errors, 'first_name')}
        autoComplete="given-name"
      />
      <TextField
        label="Last name"
        value={draft.last_name}
        onValueChange={(last_name) => update({ last_name })}
        error={errorOf(errors, 'last_name')}
        autoComplete="family-name"
      />
      <TextField
        label="Title"
        value={draft.title}
        onValueChange={(title) => update({ title })}
        error={errorOf(errors, 'title')}
        autoComplete="organization-title"
      />
      <SelectField
        label="Country"
        value={draft.country}
        options={countryOptions()}
        onValueChange={(country) => update({ country })}
        error={errorOf(errors, 'country')}
      />
      {asksInstitution(mode) ? (
        <>
          <GroupInput
            label="Institution"
            value={draft.institution}
            onValueChange={(institution) => update({ institution, institution_id: null })}
            suggestions={institutions}
            error={errorOf(errors, 'institution')}
            helperText="Your school, university or employer"
          />
          <SelectField
            label="Batch (graduation year)"
            value={selectValue(draft.batch)}
            options={YEARS}
            onValueChange={(value) => update({ batch: idOf(value) })}
            error={errorOf(errors, 'batch')}
          />
        </>
      ) : null}
    </>
  );
}
