/**
 * The rows of /admin-dashboard/circles: name (to the circle), dates, accepted members,
 * pending requests (to the circle's Admin tab, whose first tab is Pending, when the caller
 * administers the circle; else to the circle), paid or free, and upcoming, running or ended
 * from the dates at the time the page opened.
 */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ADMIN_MESSAGES, type AdminCircle, CIRCLE_RUN_LABELS, circleRunOf } from '../../../contract/admin';
import { css } from '../../../styled-system/css';
import { dataTable } from '../../../styled-system/recipes/data-table';
import { dateRange } from '../groups/components/format';

const link = css({ color: 'brand.solid', textDecoration: 'underline' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function priceOf(circle: AdminCircle): string {
  if (!circle.is_paid || !circle.price) return ADMIN_MESSAGES.free;
  return `${ADMIN_MESSAGES.paid} (${dollars.format(circle.price)})`;
}

export function AdminCirclesTable({ circles }: { circles: AdminCircle[] }) {
  const [now] = useState(() => Date.now());
  const M = ADMIN_MESSAGES;
  return (
    <table className={dataTable()} aria-label={M.circles}>
      <thead>
        <tr>
          <th>{M.circleName}</th>
          <th>{M.circleDates}</th>
          <th>{M.circleMembers}</th>
          <th>{M.circlePending}</th>
          <th>{M.circlePrice}</th>
          <th>{M.circleStatus}</th>
        </tr>
      </thead>
      <tbody>
        {circles.map((circle) => {
          const run = circleRunOf(circle, now);
          return (
            <tr key={circle.id}>
              <td data-label={M.circleName}>
                <Link to="/circle/$slug" params={{ slug: circle.name_slug }} className={link}>
                  {circle.name}
                </Link>
              </td>
              <td data-label={M.circleDates}>{dateRange(circle.start_date, circle.end_date)}</td>
              <td data-label={M.circleMembers}>{circle.total_members}</td>
              <td data-label={M.circlePending}>
                <Link
                  to="/circle/$slug"
                  params={{ slug: circle.name_slug }}
                  search={circle.is_administrator ? { tab: 'admin' } : {}}
                  className={link}
                  aria-label={`${circle.pending_members_count} ${M.circlePending.toLowerCase()}: ${circle.name}`}
                >
                  {circle.pending_members_count}
                </Link>
              </td>
              <td data-label={M.circlePrice}>{priceOf(circle)}</td>
              <td data-label={M.circleStatus}>{run ? CIRCLE_RUN_LABELS[run] : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
