/**
 * The admin menu's words (spec part 2 section 2, Administration), in their own module so
 * that the main menu (first chunk) carries only these and not all of contract/admin.ts.
 */
export const ADMIN_MENU_LABELS = {
  adminView: 'Admin view',
  adminMenu: 'Admin menu',
  administration: 'Administration',
  dashboard: 'Dashboard',
  members: 'Members',
  todos: 'Todos',
  circles: 'Circles',
  jobs: 'Jobs',
  resources: 'Resources',
  aiTools: 'AI Tools',
  useCases: 'Use Cases',
} as const;
