// The titled sections of a group's or a job's Overview tab: a text, or a list of names as chips.
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';

const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{title}</h2>
      {children}
    </section>
  );
}

/** A section of multi-line text, line breaks kept. */
export function TextSection({ title, text }: { title: string; text: string }) {
  return (
    <DetailSection title={title}>
      <p className={css({ whiteSpace: 'pre-line' })}>{text}</p>
    </DetailSection>
  );
}

/** A section listing names as chips; nothing when there are none. */
export function ChipsSection({ label, names }: { label: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <DetailSection title={label}>
      <ul aria-label={label} className={rowStyle}>
        {names.map((name) => (
          <li key={name}>
            <Badge tone="neutral">{name}</Badge>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
