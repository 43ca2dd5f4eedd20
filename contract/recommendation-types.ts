/** Recommendation types and the right panel's limits (spec part 1 sections 3 and 9); no schemas, the panel's chunk stays small. */
export const RECOMMENDATION_TYPES = [
  'resource',
  'external_resource',
  'internal_resource',
  'user',
  'event',
  'circle',
  'organization',
  'job',
  'mentee',
  'mentor',
  'agent_report',
] as const;
/** Display order of the right panel (part 1 section 9). */
export const RECOMMENDATION_ORDER = RECOMMENDATION_TYPES.slice(0, 8);
export const RECOMMENDATIONS_PER_TYPE = 5;
export const RECOMMENDATIONS_INLINE = 2;

/** Headings of each type: the right panel's groups, the package's tabs and its drawer. */
export const RECOMMENDATION_TYPE_LABELS: Record<(typeof RECOMMENDATION_TYPES)[number], string> = {
  resource: 'Resources',
  external_resource: 'External resources',
  internal_resource: 'Internal resources',
  user: 'People',
  event: 'Events',
  circle: 'Circles',
  organization: 'Organizations',
  job: 'Jobs',
  mentee: 'Mentees',
  mentor: 'Mentors',
  agent_report: 'Agent reports',
};

/** What a link to a recommended item needs of it. */
interface Linkable {
  type: (typeof RECOMMENDATION_TYPES)[number];
  slug: string | null;
  title_slug: string | null;
  name_slug: string | null;
}

const at = (prefix: string, slug: string | null) => (slug ? `${prefix}/${encodeURIComponent(slug)}` : null);

/** The app's page of a recommended item (the screens link to it, the package's e-mail too), or null without a slug. */
export function recommendationPath(item: Linkable): string | null {
  const slug = item.slug ?? item.name_slug;
  switch (item.type) {
    case 'user':
    case 'mentor':
    case 'mentee':
      return at('/profile', item.name_slug);
    case 'organization':
      return at('/org', item.name_slug);
    case 'circle':
      return at('/circle', slug);
    case 'event':
      return at('/event', slug);
    case 'job':
      return at('/job', item.slug);
    case 'resource':
    case 'external_resource':
    case 'internal_resource':
      return at('/resource', item.title_slug ?? item.slug);
    case 'agent_report':
      return at('/careergps-report', item.slug);
  }
}
