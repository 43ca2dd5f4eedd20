/** The Career Circles tab: the groups the person belongs to and how many people they follow. */
import type { PublicProfile } from '../../../../contract';
import { css } from '../../../../styled-system/css';

interface ConnectionsTabProps {
  groups: PublicProfile['groups'] | undefined;
  /** People the member follows; only known on the member's own profile. */
  followingCount?: number;
}

const GROUP_TYPE_LABELS: Record<string, string> = {
  organization: 'Organization',
  institution: 'Institution',
  circle: 'Circle',
  event: 'Event',
};

export function ConnectionsTab({ groups, followingCount }: ConnectionsTabProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>Career Circles</h2>
      {groups === undefined ? (
        <p aria-busy="true">Loading…</p>
      ) : groups.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>Not part of any circle or organization yet.</p>
      ) : (
        <ul
          aria-label="Groups"
          className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
        >
          {groups.map((group) => (
            <li
              key={group.id}
              className={css({
                borderWidth: '1px',
                borderColor: 'border.default',
                borderRadius: 'md',
                p: '3',
                bg: 'bg.surface',
              })}
            >
              <p className={css({ fontWeight: 'medium' })}>{group.name}</p>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {GROUP_TYPE_LABELS[group.group_type] ?? group.group_type}
              </p>
            </li>
          ))}
        </ul>
      )}
      {followingCount === undefined ? null : (
        <p>
          Following {followingCount} {followingCount === 1 ? 'person' : 'people'}
        </p>
      )}
    </div>
  );
}
