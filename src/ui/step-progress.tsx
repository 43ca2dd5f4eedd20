/** A wizard's progress: 'Step n of N', a bar, and the step titles (the current one marked for screen readers). */
import { css } from '../../styled-system/css';

interface StepProgressProps {
  /** The navigation landmark's name, e.g. 'Registration progress'. */
  label: string;
  titles: readonly string[];
  index: number;
}

export function StepProgress({ label, titles, index }: StepProgressProps) {
  return (
    <nav aria-label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Step {index + 1} of {titles.length}
      </p>
      <div aria-hidden="true" className={css({ h: '1.5', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}>
        <div
          className={css({ h: 'full', bg: 'brand.solid' })}
          style={{ width: `${((index + 1) / titles.length) * 100}%` }}
        />
      </div>
      <ol
        className={css({
          display: { base: 'none', md: 'flex' },
          flexWrap: 'wrap',
          gap: '1 3',
          fontSize: 'xs',
          color: 'fg.muted',
        })}
      >
        {titles.map((title, position) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: titles are fixed for a wizard and may repeat
            key={position}
            aria-current={position === index ? 'step' : undefined}
            className={css({ '&[aria-current=step]': { color: 'fg.default', fontWeight: 'semibold' } })}
          >
            {title}
          </li>
        ))}
      </ol>
    </nav>
  );
}
