/** The wizard's progress: 'Step n of N', a bar and the step titles (the current one marked). */
import type { AgentStep } from '../../../../contract/agents';
import { css } from '../../../../styled-system/css';

export function WizardStepper({ steps, index }: { steps: readonly AgentStep[]; index: number }) {
  return (
    <nav aria-label="Agent progress" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
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
            key={step.id}
            aria-current={position === index ? 'step' : undefined}
            className={css({ '&[aria-current=step]': { color: 'fg.default', fontWeight: 'semibold' } })}
          >
            {step.extra_info.header_text}
          </li>
        ))}
      </ol>
    </nav>
  );
}
