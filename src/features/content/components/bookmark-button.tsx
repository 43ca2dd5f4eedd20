/** The bookmark toggle of a resource, use case or AI tool: shown at once, queued, Pending while offline; visitors get the signup dialog. */
import { useState } from 'react';
import { type BookmarkType, bookmarkKey } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { BookmarkIcon } from '../../../ui/icons';
import { PendingMark } from '../../../ui/pending-mark';
import { setBookmark } from '../../bookmarks/mutations';
import { useBookmarkKeys } from '../../bookmarks/queries';
import { useMemberClick } from '../../session/queries';
import { useIsKeyPending } from '../../sync/queries';
import { SignupPrompt } from './signup-prompt';

export function ContentBookmarkButton({ type, id, title }: { type: BookmarkType; id: number; title: string }) {
  const memberClick = useMemberClick();
  const key = bookmarkKey(type, id);
  const isBookmarked = useBookmarkKeys(type).has(key);
  const isPending = useIsKeyPending(key);
  const [isAsking, setIsAsking] = useState(false);
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
      <Button
        variant="ghost"
        size="icon"
        aria-pressed={isBookmarked}
        aria-label={isBookmarked ? 'Remove bookmark' : 'Bookmark'}
        title={`${isBookmarked ? 'Remove bookmark' : 'Bookmark'}: ${title}`}
        onClick={() =>
          memberClick(
            () => void setBookmark(type, id, !isBookmarked),
            () => setIsAsking(true),
          )
        }
        className={css({ color: isBookmarked ? 'brand.solid' : 'fg.muted' })}
      >
        <BookmarkIcon filled={isBookmarked} />
      </Button>
      <PendingMark isPending={isPending} />
      <SignupPrompt isOpen={isAsking} onClose={() => setIsAsking(false)} action="bookmark" />
    </span>
  );
}
