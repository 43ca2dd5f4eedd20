/**
 * The top bar's 'Admin view' switch (spec part 1 sections 3 and 6), only for staff and
 * admins of the default organization. On: the admin menu replaces the main menu.
 */
import { useNavigate } from '@tanstack/react-router';
import { ADMIN_MENU_LABELS } from '../../../contract/admin';
import { css } from '../../../styled-system/css';
import { setAdminView } from './mutations';
import { useCanAdminister, useIsAdminView } from './use-admin-view';

const track = css({
  position: 'relative',
  w: '9',
  h: '5',
  flexShrink: '0',
  borderRadius: 'full',
  bg: 'border.default',
  _before: {
    content: '""',
    position: 'absolute',
    top: '0.5',
    left: '0.5',
    w: '4',
    h: '4',
    borderRadius: 'full',
    bg: 'bg.surface',
  },
  '[aria-checked=true] &': { bg: 'brand.solid', _before: { transform: 'translateX(16px)' } },
});

export function AdminViewSwitch() {
  const canUse = useCanAdminister();
  const isOn = useIsAdminView();
  const navigate = useNavigate();
  if (!canUse) return null;

  async function toggle() {
    await setAdminView(!isOn);
    // Turning it on opens the dashboard; turning it off leaves the member where they are.
    if (!isOn) await navigate({ to: '/admin-dashboard' });
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-label={ADMIN_MENU_LABELS.adminView}
      onClick={() => void toggle()}
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        h: '8',
        px: '1',
        borderRadius: 'md',
        fontSize: 'sm',
        cursor: 'pointer',
      })}
    >
      <span aria-hidden className={track} />
      <span aria-hidden className={css({ display: { base: 'none', md: 'inline' }, whiteSpace: 'nowrap' })}>
        {ADMIN_MENU_LABELS.adminView}
      </span>
    </button>
  );
}
