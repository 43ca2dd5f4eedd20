/**
 * The main menu below the lg breakpoint: a drawer over a backdrop (a click on it or Escape
 * closes it, focus stays inside while open). Its own chunk: only small screens open it.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useIsLoggedIn } from '../features/session/queries';
import { Drawer } from '../ui/drawer';
import { MainMenu } from './main-menu';

const ProfileCard = lazy(() => import('./profile-card').then((module) => ({ default: module.ProfileCard })));

/** The id of the drawer's panel: the top bar's menu button names it in aria-controls. */
const MENU_DRAWER_ID = 'main-menu-drawer';

interface MenuDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

export default function MenuDrawer({ isOpen, onClose }: MenuDrawerProps) {
  const isLoggedIn = useIsLoggedIn();
  // From the lg breakpoint the menu is the sidebar: a drawer left open would cover it.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 64rem)');
    const onChange = () => wide.matches && onClose();
    onChange();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [onClose]);
  return (
    <Drawer.Root
      open={isOpen}
      onOpenChange={(details) => !details.open && onClose()}
      ids={{ content: MENU_DRAWER_ID }}
      lazyMount
      unmountOnExit
    >
      <Drawer.Content>
        <Drawer.Title>Menu</Drawer.Title>
        <Drawer.CloseTrigger aria-label="Close menu" />
        {isLoggedIn ? (
          <Suspense fallback={null}>
            <ProfileCard />
          </Suspense>
        ) : null}
        <MainMenu onNavigate={onClose} />
      </Drawer.Content>
    </Drawer.Root>
  );
}
