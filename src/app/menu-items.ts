import type { TenantConfig } from '../../contract';

export interface MenuItem {
  label: string;
  to: string;
  search?: Record<string, string>;
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
