import { Link } from '@tanstack/react-router';
import { ADMIN_MENU_LABELS } from '../../contract/admin-menu';
import { css } from '../../styled-system/css';
import { useIsAdminView } from '../features/admin/use-admin-view';
import { useTenant } from '../tenant/use-tenant';
import { adminMenu, mainMenu } from './menu-items';

const linkStyle = css({
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'fg.default',
  _hover: { bg: 'bg.muted' },
  '&[data-status=active]': { bg: 'brand.subtle', color: 'brand.solid', fontWeight: 'semibold' },
});

/** The main navigation, one list per section; the admin menu instead while the admin view is on. */
export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const tenant = useTenant();
  const isAdminView = useIsAdminView();
  const sections = isAdminView ? adminMenu(tenant) : mainMenu(tenant);
  return (
    <nav
      aria-label={isAdminView ? ADMIN_MENU_LABELS.adminMenu : 'Main menu'}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', p: '3' })}
    >
      {sections.map((section) => (
        <div key={section.title}>
          <h2 className={css({ fontSize: 'xs', textTransform: 'uppercase', color: 'fg.muted', px: '3', mb: '1' })}>
            {section.title}
          </h2>
          <ul>
            {section.items.map((item) => (
              <li key={`${item.to}?${JSON.stringify(item.search ?? {})}`}>
                <Link
                  to={item.to}
                  search={item.search ?? {}}
                  className={linkStyle}
                  onClick={onNavigate}
                  {...(item.isExact ? { activeOptions: { exact: true } } : {})}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
