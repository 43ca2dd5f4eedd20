import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useState } from 'react';
import { css } from '../../styled-system/css';
import { useIsMemberChrome } from '../features/session/queries';
import { useIsToasterWanted } from '../ui/notify';
import { Footer } from './footer';
import { MainMenu } from './main-menu';
import { NeedsAttention } from './needs-attention';
import { SignupBanner } from './signup-banner';
import { TopBar } from './top-bar';

const AppToaster = lazy(() => import('../ui/toaster').then((module) => ({ default: module.AppToaster })));
// The sidebar profile card is its own chunk: the member /jobs first-route budget is nearly spent.
const ProfileCard = lazy(() => import('./profile-card').then((module) => ({ default: module.ProfileCard })));
// Member-only slots: visitors never download them (first-route budget).
const ChatDockSlot = lazy(() => import('./member-slots').then((module) => ({ default: module.ChatDockSlot })));
// The small screens' menu drawer loads on its first opening.
const MenuDrawer = lazy(() => import('./menu-drawer'));
const RecommendationsSlot = lazy(() =>
  import('./member-slots').then((module) => ({ default: module.RecommendationsSlot })),
);

/** The app chrome: top bar, main menu (a drawer below the lg breakpoint) and the page. */
export function Shell() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [hasMenuOpened, setMenuOpened] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const isToasterWanted = useIsToasterWanted();
  const isLoggedIn = useIsMemberChrome();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const isAccountPage = path === '/login' || path === '/signup';
  // Login and Signup come back here, but never to themselves.
  const next = isAccountPage ? '/' : path;
  return (
    <div
      data-chat-launcher={isLoggedIn || undefined}
      className={css({
        minH: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        // Room below the last line for the floating chat button (bottom right), so it never covers it.
        '&[data-chat-launcher]': { pb: '20' },
      })}
    >
      <a href="#main" className={css({ srOnly: true, _focus: { srOnly: false, p: '2' } })}>
        Skip to content
      </a>
      <TopBar
        isMenuOpen={isMenuOpen}
        onToggleMenu={() => {
          setMenuOpened(true);
          setMenuOpen((open) => !open);
        }}
        next={next}
      />
      {hasMenuOpened ? (
        <Suspense fallback={null}>
          <MenuDrawer isOpen={isMenuOpen} onClose={closeMenu} />
        </Suspense>
      ) : null}
      {!isLoggedIn && !isAccountPage ? <SignupBanner next={next} /> : null}
      {/* At least a screen high: while a page fills in, the footer stays below the fold, not moving in view. */}
      <div className={css({ flex: '1', display: 'flex', minW: '0', minH: '100dvh' })}>
        {/* The sidebar from the lg breakpoint; below it the same menu opens as a drawer. */}
        <aside
          id="main-menu"
          className={css({
            w: '60',
            flexShrink: '0',
            bg: 'bg.surface',
            borderRightWidth: '1px',
            borderColor: 'border.default',
            display: { base: 'none', lg: 'block' },
          })}
        >
          {isLoggedIn ? (
            <Suspense fallback={null}>
              <ProfileCard />
            </Suspense>
          ) : null}
          <MainMenu />
        </aside>
        <main id="main" className={css({ flex: '1', minW: '0', p: { base: '3', md: '6' }, maxW: '6xl', mx: 'auto' })}>
          <NeedsAttention />
          <Outlet />
        </main>
        {isLoggedIn ? (
          <Suspense fallback={null}>
            <RecommendationsSlot path={path} isMember />
          </Suspense>
        ) : null}
      </div>
      <Footer isLoggedIn={isLoggedIn} next={next} />
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <ChatDockSlot />
        </Suspense>
      ) : null}
      {isToasterWanted ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </div>
  );
}
