/** The wizard's progress: 'Step n of N' and the titles, the current one marked for screen readers. */
import { STEP_TITLES, type StepId } from '../../../../contract';
import { css } from '../../../../styled-system/css';

interface StepperProps {
  steps: readonly StepId[];
  index: number;
}

export function Stepper({ steps, index }: StepperProps) {
  return (
    <nav aria-label="Registration progress" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Step {index + 1} of {steps.length}
      </p>
      <div aria-hidden="true" className={css({ h: '1.5', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}>
        <div
          className={css({ h: 'full', bg: 'brand.solid' })}
          style={{ width: `${((index + 1) / steps.length) * 100}%` }}
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
        {steps.map((step, position) => (
          <li
            key={step}
            aria-current={position === index ? 'step' : undefined}
            className={css({ '&[aria-current=step]': { color: 'fg.default', fontWeight: 'semibold' } })}
          >
            {STEP_TITLES[step]}
          </li>
        ))}
      </ol>
    </nav>
  );
}
