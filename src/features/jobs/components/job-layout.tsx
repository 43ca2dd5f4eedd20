/**
 * /job/{slug} (spec part 2 section 2, Jobs): the hero, then the tabs Overview, Applicant
 * and Recommendations as links to the nested routes (the last two for the job's
 * administrator only), then the tab. Public; a missing job shows the not-found text.
 */
import { Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { MESSAGES } from '../../../../contract';
import { css, cx } from '../../../../styled-system/css';
import { TabLinkBar, tabLinkStyle } from '../../groups/components/tab-link-bar';
import { useIsLoggedIn } from '../../session/queries';
import { JobHero } from './job-hero';
import { useRouteJob } from './use-job';

const jobTabLinkStyle = cx(tabLinkStyle, css({ display: 'inline-block' }));

const TABS = [
  { label: 'Overview', path: '' },
  { label: 'Applicant', path: '/people' },
  { label: 'Recommendations', path: '/recommendation' },
] as const;

function JobTabs({ slug }: { slug: string }) {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/$/, '') });
  const base = `/job/${encodeURIComponent(slug)}`;
  return (
    <TabLinkBar label="Job sections">
      {TABS.map((tab) => {
        const href = `${base}${tab.path}`;
        return (
          <li key={tab.label}>
            {/* A plain link: the admin tabs' routes load lazily and may be absent from this build's tree. */}
            <a
              href={href}
              className={jobTabLinkStyle}
              aria-current={pathname === href ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                void router.navigate({ href });
              }}
            >
              {tab.label}
            </a>
          </li>
        );
      })}
    </TabLinkBar>
  );
}

export function JobLayout() {
  const { slug, job, status } = useRouteJob();
  const isLoggedIn = useIsLoggedIn();
  const [now] = useState(() => Date.now());
  if (!job) {
    if (status === 'loading') return <p role="status">Loading…</p>;
    if (status === 'offline') return <p role="status">You're offline and this job is not saved on this device.</p>;
    return (
      <p role="alert" className={css({ py: '8', textAlign: 'center' })}>
        {MESSAGES.jobNotFound}
      </p>
    );
  }
  return (
    <article className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <JobHero job={job} now={now} isLoggedIn={isLoggedIn} />
      {job.is_administrator ? <JobTabs slug={slug} /> : null}
      <Outlet />
    </article>
  );
}
