// The bookmark toggle of a job, on its card and its page; visitors get the signup dialog.
import { useState } from 'react';
import type { Job } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { BookmarkIcon } from '../../../ui/icons';
import { setBookmark } from '../../bookmarks/mutations';
import { SignupPrompt } from '../../content/components/signup-prompt';
import { useMemberClick } from '../../session/queries';

export function JobBookmarkButton({ job, isBookmarked }: { job: Pick<Job, 'id' | 'title'>; isBookmarked: boolean }) {
  const memberClick = useMemberClick();
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-pressed={isBookmarked}
        aria-label={isBookmarked ? `Remove bookmark: ${job.title}` : `Bookmark: ${job.title}`}
        onClick={() =>
          memberClick(
            () => void setBookmark('job', job.id, !isBookmarked),
            () => setIsAsking(true),
          )
        }
        className={css({ color: isBookmarked ? 'brand.solid' : 'fg.muted' })}
      >
        <BookmarkIcon filled={isBookmarked} />
      </Button>
      <SignupPrompt isOpen={isAsking} onClose={() => setIsAsking(false)} action="bookmark" />
    </>
  );
}
