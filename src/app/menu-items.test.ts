import { describe, expect, it } from 'vitest';
import { EMPTY_TENANT_OPTIONS, type TenantConfig } from '../../contract';
import { adminMenu, mainMenu } from './menu-items';

function tenant(flags: Partial<TenantConfig['flags']>, ui: Partial<TenantConfig['ui']>): TenantConfig {
  return {
    id: 1,
    name: 'T',
    short_name: 'T',
    domains: ['localhost'],
    logo: '/icons/logo.svg',
    theme: { primary: '#000', primary_contrast: '#fff', accent: '#eee' },
    flags: { star: false, rlf: false, sim: false, connectdiaspora: false, ...flags },
    ui: {
      show_job_menu: false,
      show_connect_menu: false,
      show_institutional_registration_screen: false,
      show_location_in_navbar: false,
      registration_speed: 'basic',
      landing_page_content: { title: '', description: '', cta_text: '', cta_url: '' },
      footer: '',
      video_url: null,
      video_thumbnail_url: null,
      ...ui,
    },
    default_organization: null,
    options: EMPTY_TENANT_OPTIONS,
    ama_user_default_prompts: [],
  };
}

const paths = (sections: ReturnType<typeof mainMenu>) => sections.flatMap((s) => s.items.map((i) => i.to));

describe('mainMenu (spec part 1 section 2)', () => {
  it('shows events only with the star flag, AI tools in its place otherwise', () => {
    expect(paths(mainMenu(tenant({ star: true }, {})))).toEqual(
      expect.arrayContaining(['/careergps', '/usecases', '/circles', '/posts', '/events', '/ai-tools']),
    );
    expect(paths(mainMenu(tenant({ star: false }, {})))).not.toContain('/events');
  });

  it('shows Community only with show_connect_menu and jobs only with show_job_menu', () => {
    const all = mainMenu(tenant({}, { show_connect_menu: true, show_job_menu: true }));
    expect(all.map((s) => s.title)).toEqual(['Navigation', 'Community', 'Resources & Jobs', 'My Collections']);
    expect(paths(all)).toContain('/jobs');
    const none = mainMenu(tenant({}, {}));
    expect(none.map((s) => s.title)).toEqual(['Navigation', 'Resources', 'My Collections']);
    expect(paths(none)).not.toContain('/jobs');
  });
});

describe('adminMenu', () => {
  it('lists the admin pages, Jobs only with show_job_menu', () => {
    const paths = (t: TenantConfig) => adminMenu(t).flatMap((section) => section.items.map((item) => item.to));
    expect(paths(tenant({}, {}))).toEqual([
      '/admin-dashboard',
      '/admin-dashboard/members',
      '/admin-dashboard/todos',
      '/admin-dashboard/circles',
      '/admin-dashboard/resources',
      '/admin-dashboard/ai-tools',
      '/admin-dashboard/usecases',
    ]);
    expect(paths(tenant({}, { show_job_menu: true }))).toContain('/admin-dashboard/jobs');
  });
});
