import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

interface AccountCardProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  children: ReactNode;
}

/** The narrow, centred card every account page (signup, codes, passwords, feedback) sits in. */
export function AccountCard({ title, description, children }: AccountCardProps) {
  return (
    <section
      className={css({
        w: 'full',
        maxW: 'md',
        mx: 'auto',
        my: { base: '2', md: '8' },
        p: { base: '4', md: '6' },
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'xl',
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
      })}
    >
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
        {description ? <p className={css({ color: 'fg.muted' })}>{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
