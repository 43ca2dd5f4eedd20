import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { pageCard } from '../../ui/card-styles';

interface AccountCardProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  children: ReactNode;
}

/** The narrow, centred card every account page (signup, codes, passwords, feedback) sits in. */
export function AccountCard({ title, description, children }: AccountCardProps) {
  return (
    <section className={cx(pageCard, css({ maxW: 'md', my: { base: '2', md: '8' } }))}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
        {description ? <p className={css({ color: 'fg.muted' })}>{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
