/** What the report was built from: the member's profile as the engine read it, in a collapsible block. */
import type { ReportProfile } from '../../../contract';
import { css } from '../../../styled-system/css';
import { profileFacts } from './section-list';
import { mutedStyle } from './styles';

export function ReportProfileBlock({ profile }: { profile: ReportProfile }) {
  const facts = profileFacts(profile);
  if (facts.length === 0) return null;
  return (
    <details
      className={css({
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        p: '4',
        bg: 'bg.surface',
      })}
    >
      <summary className={css({ fontWeight: 'semibold', cursor: 'pointer' })}>What this report was built from</summary>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
          gap: '2',
          mt: '3',
        })}
      >
        {facts.map(([label, text]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt className={css({ fontWeight: 'medium' })}>{label}</dt>
            <dd className={mutedStyle}>{text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
