import type { TenantConfig } from '../../contract';
import { ADMIN_MENU_LABELS } from '../../contract/admin-menu';

export interface MenuItem {
  label: string;
  to: string;
  search?: Record<string, string>;
  /** Active only on its own path, not below it. */
  isExact?: boolean;
}
export interface MenuSection {
  title: string;
  items: MenuItem[];
}

/** The main menu of spec part 1 section 2, driven by the tenant's flags. */
export function mainMenu(tenant: TenantConfig | undefined): MenuSection[] {
  const isStar = tenant?.flags.star ?? false;
  const ui = tenant?.ui;
  const navigation: MenuItem[] = [
    { label: 'CareerGPS', to: '/careergps' },
    { label: 'AI Use Cases', to: '/usecases' },
    { label: 'Circles', to: '/circles' },
    { label: 'Posts', to: '/posts' },
    isStar ? { label: 'Events', to: '/events' } : { label: 'AI Tools', to: '/ai-tools' },
  ];
  if (isStar) navigation.push({ label: 'AI Tools', to: '/ai-tools' });
  const sections: MenuSection[] = [{ title: 'Navigation', items: navigation }];
  if (ui?.show_connect_menu) {
    sections.push({
      title: 'Community',
      items: [
        { label: 'Organizations', to: '/connect', search: { connection: 'organization' } },
        { label: 'People', to: '/connect', search: { connection: 'user' } },
      ],
    });
  }
  const resources: MenuItem[] = [
    { label: 'Resource Hub', to: '/resourcehub' },
    { label: 'Prompt Library', to: '/prompt-library' },
  ];
  if (ui?.show_job_menu) resources.push({ label: 'Jobs', to: '/jobs' });
  sections.push({ title: ui?.show_job_menu ? 'Resources & Jobs' : 'Resources', items: resources });
  sections.push({
    title: 'My Collections',
    items: [
      { label: 'Favorites', to: '/favorites' },
      { label: 'My Items', to: '/my' },
    ],
  });
  return sections;
}

/** The admin menu (spec part 2 section 2, Administration): Jobs only with the tenant's show_job_menu. */
export function adminMenu(tenant: TenantConfig | undefined): MenuSection[] {
  const items: MenuItem[] = [
    { label: ADMIN_MENU_LABELS.dashboard, to: '/admin-dashboard', isExact: true },
    { label: ADMIN_MENU_LABELS.members, to: '/admin-dashboard/members' },
    { label: ADMIN_MENU_LABELS.todos, to: '/admin-dashboard/todos' },
    { label: ADMIN_MENU_LABELS.circles, to: '/admin-dashboard/circles' },
  ];
  if (tenant?.ui.show_job_menu) items.push({ label: ADMIN_MENU_LABELS.jobs, to: '/admin-dashboard/jobs' });
  items.push(
    { label: ADMIN_MENU_LABELS.resources, to: '/admin-dashboard/resources' },
    { label: ADMIN_MENU_LABELS.aiTools, to: '/admin-dashboard/ai-tools' },
    { label: ADMIN_MENU_LABELS.useCases, to: '/admin-dashboard/usecases' },
  );
  return [{ title: ADMIN_MENU_LABELS.administration, items }];
}
