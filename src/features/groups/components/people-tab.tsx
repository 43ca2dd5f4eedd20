/** The People tab: accepted members, 15 a page (GET /api/v1/groups/{id}/members/). */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { GROUP_MESSAGES, MEMBERS_PAGE_SIZE, ROLE_LABELS } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { imageSources } from '../../../ui/image-sources';
import { Pagination } from '../../../ui/pagination';
import { useGroupMembers } from '../queries';

const listStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '3',
});
const itemStyle = css({
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  p: '2',
  borderWidth: '1px',
  borderRadius: 'md',
});
const avatarStyle = css({ w: '10', h: '10', borderRadius: 'full', objectFit: 'cover', bg: 'bg.muted', flexShrink: 0 });

export function PeopleTab({ groupId, label = 'Members' }: { groupId: number; label?: string }) {
  const [page, setPage] = useState(1);
  const members = useGroupMembers(groupId, { status: 'accepted', page, page_size: MEMBERS_PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil(members.count / MEMBERS_PAGE_SIZE));
  if (members.items.length === 0) {
    return (
      <p role="status">
        {members.status === 'loading'
          ? 'Loading members…'
          : members.status === 'failed'
            ? GROUP_MESSAGES.couldNotFetchMembers
            : members.status === 'offline'
              ? "You're offline: no members saved on this device."
              : GROUP_MESSAGES.noMembers}
      </p>
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <ul aria-label={label} className={listStyle}>
        {members.items.map((member) => (
          <li key={member.id} className={itemStyle}>
            {member.image ? (
              <img {...imageSources(member.image, 40)} alt="" className={avatarStyle} />
            ) : (
              <span className={avatarStyle} />
            )}
            <span className={css({ display: 'flex', flexDirection: 'column' })}>
              <Link to="/profile/$slug" params={{ slug: member.name_slug }}>
                {member.name}
              </Link>
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {ROLE_LABELS[member.membership_role as keyof typeof ROLE_LABELS] ?? member.membership_role}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}
