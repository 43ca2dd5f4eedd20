/**
 * The organization page (/org/{name_slug}, spec part 2 section 2): the header (logo, name,
 * country, member and circle counts), the tab bar of the visible tabs as links to the nested
 * routes, and the tab contents. Unknown organization: the not-found text.
 */
import { getRouteApi, Link, Outlet } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import {
  GROUP_JOBS_PAGE_SIZE,
  GROUP_LIST_PAGE_SIZE,
  GROUP_MESSAGES,
  type Group,
  JOB_LOCATION_LABELS,
  JOB_TYPE_LABELS,
  MEMBERS_PAGE_SIZE,
  MESSAGES,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { useTenant } from '../../../tenant/use-tenant';
import { cardGrid } from '../../../ui/card-styles';
import { Pagination } from '../../../ui/pagination';
import { useGroupJobs } from '../../jobs/queries';
import { DonateActions } from '../../payments/donate-actions';
import { countryName } from '../../profile/components/country-name';
import { useIsLoggedIn } from '../../session/queries';
import { useGroup, useGroupList, useGroupMembers } from '../queries';
import { GroupCard } from './group-card';
import { GroupFollow } from './group-follow';
import { LazyEditGroupButton, LazyGroupAdminPanel } from './lazy-admin';
import { ORG_TAB_LABELS, type OrgTab, visibleOrgTabs } from './org-tabs';
import { PeopleTab } from './people-tab';
import { TabLinkBar, tabLinkStyle } from './tab-link-bar';

const orgRoute = getRouteApi('/org/$nameSlug');

const isOrgKind = (group: Group) => group.group_type === 'organization' || group.group_type === 'institution';

/** The organization of the current /org/{name_slug} route and its visible tabs. */
export function useOrg(): { org: Group | null; status: string; tabs: OrgTab[] } {
  const { nameSlug } = orgRoute.useParams();
  const { group, status } = useGroup(nameSlug);
  const isLoggedIn = useIsLoggedIn() ?? false;
  const tenant = useTenant();
  const org = group && isOrgKind(group) ? group : null;
  return { org, status, tabs: org ? visibleOrgTabs(org, isLoggedIn, tenant?.ui.show_job_menu ?? false) : [] };
}

const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold' });
const cardStyle = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4' });

const TAB_PATHS: Record<OrgTab, string> = {
  overview: '/org/$nameSlug',
  people: '/org/$nameSlug/people',
  circles: '/org/$nameSlug/circles',
  events: '/org/$nameSlug/events',
  resources: '/org/$nameSlug/resources',
  posts: '/org/$nameSlug/posts',
  admin: '/org/$nameSlug/admin',
  donate: '/org/$nameSlug/donate',
  jobs: '/org/$nameSlug/jobs',
  impact: '/org/$nameSlug/impact',
};

export function OrgLayout() {
  const { nameSlug } = orgRoute.useParams();
  const { org, status, tabs } = useOrg();
  if (!org) {
    if (status === 'loading') return <p role="status">Loading…</p>;
    if (status === 'offline')
      return <p role="status">You're offline and this organization is not saved on this device.</p>;
    return (
      <p role="alert" className={css({ py: '8', textAlign: 'center' })}>
        {GROUP_MESSAGES.organizationNotFound}
      </p>
    );
  }
  return (
    <article className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <header className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
        {org.logo ? (
          <img src={org.logo} alt="" className={css({ w: '20', h: '20', borderRadius: 'lg', objectFit: 'cover' })} />
        ) : null}
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{org.name}</h1>
          {org.country ? <p>{countryName(org.country)}</p> : null}
          <p className={css({ color: 'fg.muted' })}>
            {org.total_members} members · {org.total_circles} circles
          </p>
        </div>
        <div className={css({ display: 'flex', gap: '2' })}>
          <GroupFollow group={org} />
          <LazyEditGroupButton group={org} />
        </div>
      </header>
      {tabs.length > 0 ? (
        <TabLinkBar label="Organization sections">
          {tabs.map((tab) => (
            <li key={tab}>
              <Link to={TAB_PATHS[tab]} params={{ nameSlug }} className={tabLinkStyle} activeOptions={{ exact: true }}>
                {ORG_TAB_LABELS[tab]}
              </Link>
            </li>
          ))}
        </TabLinkBar>
      ) : null}
      <Outlet />
    </article>
  );
}

/** Renders a tab's content when the tab is visible to the caller. */
export function OrgTabPanel({ tab, children }: { tab: OrgTab; children: (org: Group) => ReactNode }) {
  const { org, tabs } = useOrg();
  if (!org) return null;
  if (tab !== 'overview' && !tabs.includes(tab)) return <p role="status">This section is not available.</p>;
  return <section aria-label={ORG_TAB_LABELS[tab]}>{children(org)}</section>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 className={sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Administrators({ org }: { org: Group }) {
  const admins = useGroupMembers(org.id, { status: 'accepted', role: 'admin', page: 1, page_size: MEMBERS_PAGE_SIZE });
  const leaders = useGroupMembers(org.id, {
    status: 'accepted',
    role: 'leader',
    page: 1,
    page_size: MEMBERS_PAGE_SIZE,
  });
  const people = [...admins.items, ...leaders.items].filter(
    (member, index, all) => all.findIndex((other) => other.id === member.id) === index,
  );
  if (people.length === 0) return <p>No administrators listed.</p>;
  return (
    <ul aria-label="Administrators" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      {people.map((member) => (
        <li key={member.id}>
          <Link to="/profile/$slug" params={{ slug: member.name_slug }}>
            {member.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function OrgOverview({ org, tabs }: { org: Group; tabs: OrgTab[] }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <Section title="About">
        <p className={css({ whiteSpace: 'pre-line' })}>{org.description || 'No description yet.'}</p>
      </Section>
      {org.is_influencer ? null : (
        <Section title="Administrators">
          <Administrators org={org} />
        </Section>
      )}
      {tabs.includes('people') ? (
        <Section title="Members">
          <PeopleTab groupId={org.id} />
        </Section>
      ) : null}
      {tabs.includes('circles') ? (
        <Section title="Circles">
          <OrgGroups org={org} kind="circle" />
        </Section>
      ) : null}
      {tabs.includes('events') ? (
        <Section title="Events">
          <OrgGroups org={org} kind="event" />
        </Section>
      ) : null}
      {org.donation_details ? <DonateCard org={org} /> : null}
    </div>
  );
}

export function OrgGroups({ org, kind }: { org: Group; kind: 'circle' | 'event' }) {
  const [page, setPage] = useState(1);
  const [now] = useState(() => Date.now());
  const list = useGroupList({ group_type: kind, parent_group: org.id, page, page_size: GROUP_LIST_PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil(list.count / GROUP_LIST_PAGE_SIZE));
  if (list.items.length === 0) {
    return (
      <p role="status">
        {list.status === 'loading' ? 'Loading…' : kind === 'event' ? GROUP_MESSAGES.noEvents : GROUP_MESSAGES.noCircles}
      </p>
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <ul aria-label={kind === 'event' ? 'Events' : 'Circles'} className={cardGrid}>
        {list.items.map((group) => (
          <GroupCard key={group.id} group={group} now={now} />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}

export function DonateCard({ org }: { org: Group }) {
  if (!org.donation_details) return null;
  return (
    <section aria-label="Donate" className={cardStyle}>
      <h2 className={sectionTitle}>Donate to {org.donation_details.name}</h2>
      <p className={css({ whiteSpace: 'pre-line' })}>{org.donation_details.description}</p>
      <div className={css({ mt: '3' })}>
        <DonateActions org={org} />
      </div>
    </section>
  );
}

export function OrgJobs({ org }: { org: Group }) {
  const jobs = useGroupJobs(org.id);
  const [page, setPage] = useState(1);
  if (jobs === undefined) return <p role="status">Loading…</p>;
  if (jobs.length === 0) return <p role="status">{MESSAGES.noJobsFound}</p>;
  const pageCount = Math.max(1, Math.ceil(jobs.length / GROUP_JOBS_PAGE_SIZE));
  const shown = Math.min(page, pageCount);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <ul aria-label="Jobs" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {jobs.slice((shown - 1) * GROUP_JOBS_PAGE_SIZE, shown * GROUP_JOBS_PAGE_SIZE).map((job) => (
          <li key={job.id} className={cardStyle}>
            <Link to="/job/$slug" params={{ slug: job.slug }}>
              {job.title}
            </Link>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {JOB_TYPE_LABELS[job.job_type]} · {JOB_LOCATION_LABELS[job.job_location]}
            </p>
          </li>
        ))}
      </ul>
      <Pagination page={shown} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}

export function OrgImpact({ org }: { org: Group }) {
  return <p className={css({ whiteSpace: 'pre-line' })}>{org.impact || 'No AI impact shared yet.'}</p>;
}

export function OrgAdmin({ org }: { org: Group }) {
  return <LazyGroupAdminPanel group={org} />;
}
