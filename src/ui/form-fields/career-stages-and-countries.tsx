// Who a group or job is for: the career stages (all may be chosen) and the countries.

import { CountryPicker } from '../../features/groups/components/admin/country-picker';
import { type Choice, MultiSelect } from '../multi-select';

interface Audience {
  career_stages: number[];
  countries: string[];
}

export function CareerStagesAndCountries({
  careerStages,
  form,
  error,
  set,
}: {
  careerStages: readonly Choice[];
  form: Audience;
  /** The career stages' error. */
  error: string | undefined;
  set: (patch: Partial<Audience>) => void;
}) {
  return (
    <>
      <MultiSelect
        label="Career stages"
        options={careerStages}
        value={form.career_stages}
        max={null}
        onChange={(career_stages) => set({ career_stages })}
        error={error}
      />
      <CountryPicker value={form.countries} onChange={(countries) => set({ countries })} />
    </>
  );
}
