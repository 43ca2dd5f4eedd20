import type { ReactNode } from 'react';
import { css } from '../../../../../styled-system/css';
import { stack } from './shared';

/** A titled group of fields (a fieldset with a legend). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={stack}>
      <legend className={css({ fontWeight: 'semibold', fontSize: 'md', mb: '2' })}>{title}</legend>
      {children}
    </fieldset>
  );
}
