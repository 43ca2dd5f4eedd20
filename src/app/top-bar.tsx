import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { useIsMemberChrome } from '../features/session/queries';
import { useTenant } from '../tenant/use-tenant';
import { Button } from '../ui/button';
import { MenuIcon, SearchIcon } from '../ui/icons';
import { ConnectionStatus } from './connection-status';

// The organization switcher, the role selector, messages, notifications and the settings menu
// load after the first paint (first-route budget).
const MemberChrome = lazy(() => import('./member-chrome'));

interface TopBarProps {
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  /** Where Login and Signup come back to. */
  next: string;
}

export function TopBar({ isMenuOpen, onToggleMenu, next }: TopBarProps) {
  const tenant = useTenant();
  const isLoggedIn = useIsMemberChrome();
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: '10',
        display: 'flex',
        // On a phone the member's controls take a second row rather than squeezing the name.
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: { base: '1', sm: '2' },
        rowGap: '0',
        px: { base: '2', md: '4' },
        py: { base: '1', md: '0' },
        minH: '14',
        bg: 'bg.surface',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={isMenuOpen}
        aria-controls="main-menu-drawer"
        className={css({ lg: { display: 'none' } })}
        onClick={onToggleMenu}
      >
        <MenuIcon />
      </Button>
      <Link
        to="/"
        aria-label={tenant?.name}
        className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold', minW: '0' })}
      >
        <img src="/icons/logo.svg" alt="" width={32} height={32} />
        <span className={css({ truncate: true, color: 'brand.solid', display: { base: 'none', md: 'inline' } })}>
          {tenant?.name ?? ''}
        </span>
        {/* Visitors' Login and Signup need the room on the smallest screens: the logo carries the brand there. */}
        <span
          data-visitor={isLoggedIn === false || undefined}
          className={css({
            truncate: true,
            color: 'brand.solid',
            display: { base: 'inline', md: 'none' },
            '&[data-visitor]': { display: { base: 'none', sm: 'inline', md: 'none' } },
          })}
        >
          {tenant?.short_name ?? ''}
        </span>
      </Link>
      <span className={css({ flex: '1' })} />
      <Link to="/search" aria-label="Search" className={button({ variant: 'ghost', size: 'icon' })}>
        <SearchIcon />
      </Link>
      <ConnectionStatus />
      {isLoggedIn === false ? (
        <>
          <Link to="/login" search={{ next }} className={button({ variant: 'ghost', size: 'sm' })}>
            Login
          </Link>
          <Link to="/signup" search={{ next }} className={button({ size: 'sm' })}>
            Signup
          </Link>
        </>
      ) : null}
      {isLoggedIn ? (
        // On a phone the controls take their own row from the first paint, before their chunk
        // arrives: the row appearing later would push the page down.
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: { base: '1', sm: '2' },
            ml: 'auto',
            flexBasis: { base: 'full', sm: 'auto' },
            minH: { base: '10', sm: '0' },
          })}
        >
          <Suspense fallback={null}>
            <MemberChrome />
          </Suspense>
        </div>
      ) : null}
    </header>
  );
}
