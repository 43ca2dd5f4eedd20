/**
 * /circle/{slug} and /event/{slug} (spec part 2 section 2): hero (cover, name, dates,
 * application dates, member count, lifecycle or status banner, join controls, follow, edit),
 * the pricing card of a priced group, the overview sections and the tabs Overview, People,
 * Resources, Posts and, for administrators, Admin (kept in ?tab=). External events show
 * their link and neither tabs nor join.
 */
import { useState } from 'react';
import {
  DEFAULT_MAX_MEMBERS_DISPLAY,
  GROUP_MESSAGES,
  type Group,
  LIFECYCLE_LABELS,
  lifecycleOf,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { useTenant } from '../../../tenant/use-tenant';
import { Badge } from '../../../ui/badge';
import { SavedDataImage } from '../../../ui/saved-data-image';
import { Tabs } from '../../../ui/tabs';
import { LazyGroupContentTab } from '../../content/components/lazy-group-content';
import { useGroup } from '../queries';
import { CountriesSection } from './countries-section';
import { DETAIL_TABS, type DetailTab } from './detail-search';
import { ChipsSection, TextSection } from './detail-sections';
import { dateRange, formatDate } from './format';
import { GroupFollow } from './group-follow';
import { JoinControls } from './join-controls';
import { LazyEditGroupButton, LazyGroupAdminPanel } from './lazy-admin';
import { PeopleTab } from './people-tab';
import { PricingCard } from './pricing-card';

const TAB_LABELS: Record<DetailTab, string> = {
  overview: 'Overview',
  people: 'People',
  resources: 'Resources',
  posts: 'Posts',
  admin: 'Admin',
};

const pageStyle = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const coverStyle = css({
  w: 'full',
  h: { base: '40', md: '60' },
  objectFit: 'cover',
  borderRadius: 'lg',
  bg: 'bg.muted',
});
const heroStyle = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

interface GroupDetailPageProps {
  slug: string;
  kind: 'circle' | 'event';
  tab: DetailTab | undefined;
  onTab: (tab: DetailTab) => void;
}

export function GroupDetailPage({ slug, kind, tab, onTab }: GroupDetailPageProps) {
  const { group, status } = useGroup(slug);
  const [now] = useState(() => Date.now());
  if (!group || group.group_type !== kind) {
    if (status === 'loading') return <p role="status">Loading…</p>;
    if (status === 'offline' && !group)
      return <p role="status">You're offline and this {kind} is not saved on this device.</p>;
    return (
      <p role="alert" className={css({ py: '8', textAlign: 'center' })}>
        {kind === 'event' ? GROUP_MESSAGES.eventNotFound : GROUP_MESSAGES.circleNotFound}
      </p>
    );
  }
  const isExternal = kind === 'event' && group.extra_info.is_external;
  const tabs = DETAIL_TABS.filter((name) => name !== 'admin' || group.is_administrator);
  const current = tab && tabs.includes(tab) ? tab : 'overview';
  return (
    <article className={pageStyle}>
      <Hero group={group} now={now} />
      {group.is_paid && (group.price ?? 0) > 0 ? <PricingCard group={group} now={now} /> : null}
      {isExternal ? (
        <>
          {group.extra_info.external_link ? (
            <p>
              <a href={group.extra_info.external_link} target="_blank" rel="noopener noreferrer">
                Visit the event website
              </a>
            </p>
          ) : null}
          <Overview group={group} />
        </>
      ) : (
        <Tabs.Root value={current} onValueChange={(details) => onTab(details.value as DetailTab)} lazyMount>
          <Tabs.TriggerList tabs={tabs.map((name) => ({ value: name, label: TAB_LABELS[name] }))} />
          <Tabs.Content value="overview">
            <Overview group={group} />
          </Tabs.Content>
          <Tabs.Content value="people">
            <PeopleTab groupId={group.id} />
          </Tabs.Content>
          <Tabs.Content value="resources">
            <LazyGroupContentTab groupId={group.id} tab="resources" />
          </Tabs.Content>
          <Tabs.Content value="posts">
            <LazyGroupContentTab groupId={group.id} tab="posts" />
          </Tabs.Content>
          {group.is_administrator ? (
            <Tabs.Content value="admin">
              <LazyGroupAdminPanel group={group} />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      )}
    </article>
  );
}

function Hero({ group, now }: { group: Group; now: number }) {
  const stage = lifecycleOf(group, now);
  const image = group.cover_image ?? group.logo;
  const noun = group.group_type === 'event' ? 'participants' : 'members';
  return (
    <header className={heroStyle}>
      {image ? <SavedDataImage src={image} alt="" className={coverStyle} /> : null}
      {stage ? (
        <p role="status" aria-label="Status">
          <Badge tone="brand">{LIFECYCLE_LABELS[stage]}</Badge>
        </p>
      ) : null}
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{group.name}</h1>
        <div className={rowStyle}>
          <GroupFollow group={group} />
          <LazyEditGroupButton group={group} />
        </div>
      </div>
      {group.start_date || group.end_date ? <p>Dates: {dateRange(group.start_date, group.end_date)}</p> : null}
      {group.application_open_date || group.application_close_date ? (
        <p>
          Applications: {formatDate(group.application_open_date) || '…'} –{' '}
          {formatDate(group.application_close_date) || '…'}
        </p>
      ) : null}
      <p>
        {group.total_members} / {group.maximum_size ?? DEFAULT_MAX_MEMBERS_DISPLAY} {noun}
      </p>
      {group.location ? <p>Location: {group.location}</p> : null}
      <JoinControls group={group} now={now} />
    </header>
  );
}

function Overview({ group }: { group: Group }) {
  const tenant = useTenant();
  const namesOf = (ids: number[], list: readonly { id: number; name: string }[] | undefined) =>
    ids.map((id) => list?.find((item) => item.id === id)?.name).filter((name): name is string => Boolean(name));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {group.description ? <TextSection title="Description" text={group.description} /> : null}
      {group.objective ? <TextSection title="Objective" text={group.objective} /> : null}
      {group.member_requirements ? <TextSection title="Member requirements" text={group.member_requirements} /> : null}
      <ChipsSection label="Topics" names={group.topics_detailed.map((topic) => topic.name)} />
      <ChipsSection label="Career stages" names={namesOf(group.career_stages, tenant?.options.career_stages)} />
      <ChipsSection
        label="Fields of interest"
        names={namesOf(group.professional_fields, tenant?.options.professional_fields)}
      />
      <ChipsSection label="SDGs" names={group.relevant_sdgs_detailed.map((sdg) => sdg.name)} />
      <CountriesSection codes={group.countries} />
    </div>
  );
}
