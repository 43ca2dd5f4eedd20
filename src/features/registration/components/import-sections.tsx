/** Which of the nine sections an import may fill; all checked by default (spec part 1 section 4). */
import { IMPORT_SECTIONS, type ImportSection } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { checkRowStyle, groupStyle, legendStyle } from '../fields/choice-styles';

export const ALL_SECTIONS: ImportSection[] = IMPORT_SECTIONS.map((section) => section.key);

interface ImportSectionsProps {
  selected: readonly ImportSection[];
  onChange: (selected: ImportSection[]) => void;
  disabled?: boolean;
}

export function ImportSections({ selected, onChange, disabled = false }: ImportSectionsProps) {
  return (
    <fieldset className={groupStyle} disabled={disabled}>
      <legend className={legendStyle}>Sections to import</legend>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: '1' })}>
        {IMPORT_SECTIONS.map(({ key, label }) => (
          <label key={key} className={checkRowStyle}>
            <input
              type="checkbox"
              checked={selected.includes(key)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? ALL_SECTIONS.filter((other) => other === key || selected.includes(other))
                    : selected.filter((other) => other !== key),
                )
              }
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
