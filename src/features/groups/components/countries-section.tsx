// The Countries section of a group's or a job's Overview tab: each country as a chip with its code badge.
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { CountryLabel } from '../../profile/components/country-code';
import { countryName } from '../../profile/components/country-name';
import { DetailSection } from './detail-sections';

const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

export function CountriesSection({ codes }: { codes: readonly string[] }) {
  if (codes.length === 0) return null;
  return (
    <DetailSection title="Countries">
      <ul aria-label="Countries" className={rowStyle}>
        {codes.map((code) => (
          <li key={code} aria-label={countryName(code)}>
            <Badge tone="neutral">
              <CountryLabel code={code} />
            </Badge>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
