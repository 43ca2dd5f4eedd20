import { MESSAGES } from '../../contract';
import { css } from '../../styled-system/css';
import { useConnectionState } from '../features/sync/queries';
import { CloudOffIcon } from '../ui/icons';

/** Always visible: offline, syncing N changes, or online. Announced politely to screen readers. */
export function ConnectionStatus() {
  const state = useConnectionState();
  const changes = state.kind === 'syncing' ? `${state.count} ${state.count === 1 ? 'change' : 'changes'}` : '';
  const label =
    state.kind === 'offline'
      ? MESSAGES.youAreOffline
      : state.kind === 'syncing'
        ? state.isStalled
          ? `${changes} waiting over a minute`
          : `Syncing ${changes}`
        : 'Online';
  const tone = state.kind === 'syncing' && state.isStalled ? 'stalled' : state.kind;
  return (
    <output
      aria-live="polite"
      data-state={tone}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1.5',
        fontSize: 'sm',
        px: '2.5',
        py: '1',
        borderRadius: 'full',
        bg: 'bg.muted',
        color: 'fg.muted',
        whiteSpace: 'nowrap',
        '&[data-state=offline]': { bg: 'amber.100', color: 'amber.900' },
        '&[data-state=syncing]': { bg: 'brand.subtle', color: 'brand.solid' },
        '&[data-state=stalled]': { bg: 'amber.100', color: 'amber.900' },
      })}
    >
      {state.kind === 'offline' ? <CloudOffIcon width={16} height={16} /> : <Dot />}
      {/* On the narrowest screens "Online" is the dot alone (read out all the same); offline and syncing keep their words. */}
      <span className={state.kind === 'online' ? css({ srOnly: { base: true, sm: false } }) : undefined}>{label}</span>
    </output>
  );
}

function Dot() {
  return <span aria-hidden className={css({ w: '2', h: '2', borderRadius: 'full', bg: 'currentColor' })} />;
}
