/** One track's four numbered steps; the focus areas step opens its dialog instead of a page. */
import { Link } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import type { Track } from './home-tracks';

const stepStyle = css({
  display: 'flex',
  gap: '3',
  p: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
});
const numberStyle = css({
  flexShrink: '0',
  w: '8',
  h: '8',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  bg: 'brand.subtle',
  color: 'brand.solid',
  fontWeight: 'bold',
});

export interface TrackStepsProps {
  track: Track;
  onChooseFocusAreas: () => void;
}

export function TrackSteps({ track, onChooseFocusAreas }: TrackStepsProps) {
  return (
    <ol
      aria-label={`${track.label} steps`}
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      })}
    >
      {track.steps.map((step, index) => (
        <li key={step.title} className={stepStyle}>
          <span aria-hidden="true" className={numberStyle}>
            {index + 1}
          </span>
          <div
            className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start', minW: '0' })}
          >
            <h3 className={css({ fontWeight: 'semibold' })}>
              <span className={css({ srOnly: true })}>Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{step.description}</p>
            {step.to ? (
              <Link to={step.to} search={step.search ?? {}} className={button({ variant: 'outline', size: 'sm' })}>
                {step.action}
              </Link>
            ) : (
              <button type="button" onClick={onChooseFocusAreas} className={button({ variant: 'outline', size: 'sm' })}>
                {step.action}
              </button>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
