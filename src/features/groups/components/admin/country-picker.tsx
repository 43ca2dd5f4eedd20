import { css } from '../../../../../styled-system/css';
import { SelectField } from '../../../../ui/select-field';
import { countryName } from '../../../profile/components/country-name';
import { COUNTRY_OPTIONS } from './group-form-state';
import { row, stack } from './shared';

/** Several countries: a select adds one, each chosen country is a chip that removes it. */
export function CountryPicker({ value, onChange }: { value: string[]; onChange: (codes: string[]) => void }) {
  return (
    <div className={stack}>
      <SelectField
        label="Countries"
        value=""
        placeholder="Add a country…"
        options={COUNTRY_OPTIONS.filter((option) => !value.includes(option.value))}
        onValueChange={(code) => code && onChange([...value, code])}
      />
      {value.length > 0 ? (
        <ul aria-label="Chosen countries" className={row}>
          {value.map((code) => (
            <li key={code}>
              <button
                type="button"
                className={css({
                  bg: 'brand.subtle',
                  borderRadius: 'full',
                  px: '3',
                  py: '1',
                  fontSize: 'sm',
                  cursor: 'pointer',
                })}
                aria-label={`Remove ${countryName(code)}`}
                onClick={() => onChange(value.filter((other) => other !== code))}
              >
                {countryName(code)} ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
