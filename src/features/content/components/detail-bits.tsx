/** Pieces the detail pages share: the author and date line, the group link, Edit, and the moderators' actions (lazy). */
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { AnyContent, ContentAuthor, ContentGroup, ContentKind } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { metaStyle } from './detail-frame';
import { HrefLink } from './href-link';
import { formatContentDate } from './text';

const ModerationActions = lazy(() =>
  import('./moderation/moderation-actions').then((module) => ({ default: module.ModerationActions })),
);

export function GroupLink({ group }: { group: ContentGroup }) {
  const linkStyle = css({ color: 'brand.solid' });
  if (group.group_type === 'circle') {
    return (
      <Link to="/circle/$slug" params={{ slug: group.name_slug }} className={linkStyle}>
        {group.name}
      </Link>
    );
  }
  if (group.group_type === 'event') {
    return (
      <Link to="/event/$slug" params={{ slug: group.name_slug }} className={linkStyle}>
        {group.name}
      </Link>
    );
  }
  return (
    <Link to="/org/$nameSlug" params={{ nameSlug: group.name_slug }} className={linkStyle}>
      {group.name}
    </Link>
  );
}

export function Byline({
  author,
  createdAt,
  group,
}: {
  author: ContentAuthor;
  createdAt: string;
  group: ContentGroup | null;
}) {
  return (
    <p className={metaStyle}>
      By{' '}
      <Link to="/profile/$slug" params={{ slug: author.name_slug }} className={css({ color: 'brand.solid' })}>
        {author.name}
      </Link>{' '}
      · <time dateTime={createdAt}>{formatContentDate(createdAt)}</time>
      {group ? (
        <>
          {' '}
          · in <GroupLink group={group} />
        </>
      ) : null}
    </p>
  );
}

/** Edit (creators) and Approve / Reject (moderators). */
export function OwnerActions({
  kind,
  item,
  editHref,
}: {
  kind: ContentKind;
  item: AnyContent;
  editHref: string | null;
}) {
  if (!item.can_edit && !item.can_moderate) return null;
  return (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
      {item.can_edit && editHref ? (
        <HrefLink href={editHref} variant="outline">
          Edit
        </HrefLink>
      ) : null}
      {item.can_moderate ? (
        <Suspense fallback={null}>
          <ModerationActions kind={kind} item={item} />
        </Suspense>
      ) : null}
    </div>
  );
}
