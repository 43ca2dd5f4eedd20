import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { css } from '../../styled-system/css';
import { useIsLoggedIn } from '../features/session/queries';
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
const RecommendationsSlot = lazy(() =>
  import('./member-slots').then((module) => ({ default: module.RecommendationsSlot })),
);

/** The app chrome: top bar, main menu (a drawer below the lg breakpoint) and the page. */
export function Shell() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const isToasterWanted = useIsToasterWanted();
  const isLoggedIn = useIsLoggedIn();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const isAccountPage = path === '/login' || path === '/signup';
  // Login and Signup come back here, but never to themselves.
  const next = isAccountPage ? '/' : path;
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMenuOpen]);
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <a href="#main" className={css({ srOnly: true, _focus: { srOnly: false, p: '2' } })}>
        Skip to content
      </a>
      <TopBar isMenuOpen={isMenuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} next={next} />
      {isLoggedIn === false && !isAccountPage ? <SignupBanner next={next} /> : null}
      <div className={css({ flex: '1', display: 'flex', minW: '0' })}>
        <aside
          id="main-menu"
          data-open={isMenuOpen || undefined}
          className={css({
            w: '60',
            flexShrink: '0',
            bg: 'bg.surface',
            borderRightWidth: '1px',
            borderColor: 'border.default',
            display: { base: 'none', lg: 'block' },
            '&[data-open]': {
              display: 'block',
              position: { base: 'fixed', lg: 'static' },
              inset: '14 auto 0 0',
              zIndex: '20',
              overflowY: 'auto',
            },
          })}
        >
          {isLoggedIn ? (
            <Suspense fallback={null}>
              <ProfileCard />
            </Suspense>
          ) : null}
          <MainMenu onNavigate={() => setMenuOpen(false)} />
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
      <Footer isLoggedIn={isLoggedIn === true} />
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
