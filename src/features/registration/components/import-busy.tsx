/** The busy state of an import: a spinner and an indeterminate progress bar while the call runs. */
import { css } from '../../../../styled-system/css';

export function ImportBusy({ label }: { label: string }) {
  return (
    <div role="status" className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
      <span
        aria-hidden="true"
        className={css({
          w: '5',
          h: '5',
          flexShrink: '0',
          borderRadius: 'full',
          borderWidth: '3px',
          borderColor: 'bg.muted',
          borderTopColor: 'brand.solid',
          animation: 'spin 1s linear infinite',
        })}
      />
      <span className={css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '1' })}>
        {label}
        <progress aria-label={label} className={css({ w: 'full' })} />
      </span>
    </div>
  );
}
