/**
 * /admin-dashboard (spec part 2 sections 2 and 7): cards with the default organization's
 * members, circles and jobs, and the pending counts, each linking to where it is handled.
 */
import { Link } from '@tanstack/react-router';
import { ADMIN_MENU_LABELS, ADMIN_MESSAGES, type AdminMetrics } from '../../../contract/admin';
import { PACKAGE_MESSAGES } from '../../../contract/recommendation-package';
import { css } from '../../../styled-system/css';
import { useTenant } from '../../tenant/use-tenant';
import { useIdentity } from '../session/queries';
import { type MetricLink, PENDING, shownLinks, TOTALS } from './metric-cards';
import { MetricsStatus } from './metrics-status';
import { useAdminMetrics } from './queries';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '3',
});
const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  color: 'fg.default',
  _hover: { borderColor: 'brand.solid' },
});

function Cards({ title, links, metrics }: { title: string; links: MetricLink[]; metrics: AdminMetrics }) {
  return (
    <section aria-label={title} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{title}</h2>
      <ul className={grid}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} search={link.search ?? {}} className={card}>
              <span className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{metrics[link.key]}</span>
              <span>{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AdminDashboard() {
  const view = useAdminMetrics();
  const identity = useIdentity();
  const showJobs = useTenant()?.ui.show_job_menu ?? false;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <header>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{ADMIN_MENU_LABELS.dashboard}</h1>
        {identity?.organization ? <p className={css({ color: 'fg.muted' })}>{identity.organization.name}</p> : null}
      </header>
      {identity?.is_staff ? (
        <Link to="/recommendation-package" className={css({ color: 'brand.solid', textDecoration: 'underline' })}>
          {PACKAGE_MESSAGES.title}
        </Link>
      ) : null}
      <MetricsStatus view={view} />
      {view.metrics ? (
        <>
          <Cards title={ADMIN_MESSAGES.overview} links={shownLinks(TOTALS, showJobs)} metrics={view.metrics} />
          <Cards title={ADMIN_MESSAGES.todosHeading} links={shownLinks(PENDING, showJobs)} metrics={view.metrics} />
        </>
      ) : null}
    </div>
  );
}
