// The bookmark toggle of a job, on its card and its page.
import type { Job } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { setBookmark } from '../../../features/bookmarks/mutations';
import { Button } from '../../../ui/button';
import { BookmarkIcon } from '../../../ui/icons';

export function JobBookmarkButton({ job, isBookmarked }: { job: Pick<Job, 'id' | 'title'>; isBookmarked: boolean }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={isBookmarked}
      aria-label={isBookmarked ? `Remove bookmark: ${job.title}` : `Bookmark: ${job.title}`}
      onClick={() => void setBookmark('job', job.id, !isBookmarked)}
      className={css({ color: isBookmarked ? 'brand.solid' : 'fg.muted' })}
    >
      <BookmarkIcon filled={isBookmarked} />
    </Button>
  );
}
