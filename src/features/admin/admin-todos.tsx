/** /admin-dashboard/todos: each non-zero pending count as a to-do linking to where it is handled. */
import { Link } from '@tanstack/react-router';
import { ADMIN_MESSAGES } from '../../../contract/admin';
import { css } from '../../../styled-system/css';
import { useTenant } from '../../tenant/use-tenant';
import { PENDING, shownLinks } from './metric-cards';
import { MetricsStatus } from './metrics-status';
import { useAdminMetrics } from './queries';

export function AdminTodos() {
  const view = useAdminMetrics();
  const { metrics } = view;
  const showJobs = useTenant()?.ui.show_job_menu ?? false;
  const todos = metrics ? shownLinks(PENDING, showJobs).filter((link) => metrics[link.key] > 0) : [];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{ADMIN_MESSAGES.todosHeading}</h1>
      <MetricsStatus view={view} />
      {metrics && todos.length === 0 ? <p role="status">{ADMIN_MESSAGES.nothingToDo}</p> : null}
      {metrics && todos.length > 0 ? (
        <ul
          aria-label={ADMIN_MESSAGES.todosHeading}
          className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
        >
          {todos.map((link) => (
            <li
              key={link.key}
              className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '3' })}
            >
              <Link to={link.to} search={link.search ?? {}}>
                {link.label}: {metrics[link.key]}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
