import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { logOut } from '../features/session/mutations';
import { useIsLoggedIn } from '../features/session/queries';
import { useTenant } from '../tenant/use-tenant';
import { Button } from '../ui/button';
import { MenuIcon } from '../ui/icons';
import { ConnectionStatus } from './connection-status';

interface TopBarProps {
  isMenuOpen: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ isMenuOpen, onToggleMenu }: TopBarProps) {
  const tenant = useTenant();
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const next = path === '/login' || path === '/signup' ? '/' : path;
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: '10',
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        px: { base: '2', md: '4' },
        h: '14',
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
        aria-controls="main-menu"
        className={css({ lg: { display: 'none' } })}
        onClick={onToggleMenu}
      >
        <MenuIcon />
      </Button>
      <Link to="/" className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold', minW: '0' })}>
        <img src="/icons/logo.svg" alt="" width={32} height={32} />
        <span className={css({ truncate: true, color: 'brand.solid', display: { base: 'none', sm: 'inline' } })}>
          {tenant?.name ?? ''}
        </span>
        <span className={css({ truncate: true, color: 'brand.solid', display: { base: 'inline', sm: 'none' } })}>
          {tenant?.short_name ?? ''}
        </span>
      </Link>
      <span className={css({ flex: '1' })} />
      <ConnectionStatus />
      {isLoggedIn === false ? (
        <Link to="/login" search={{ next }} className={css({ fontWeight: 'semibold', color: 'brand.solid', px: '2' })}>
          Login
        </Link>
      ) : null}
      {isLoggedIn ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={async () => {
            await logOut();
            await navigate({ to: '/login', search: { next: '/' } });
          }}
        >
          Logout
        </Button>
      ) : null}
    </header>
  );
}
