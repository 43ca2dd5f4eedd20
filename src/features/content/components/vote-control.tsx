/**
 * Up and down votes on use cases, AI tools and career tips (spec part 1 sections 4 and 9):
 * aria-pressed shows the member's vote, the score is shortened with formatCount, a Pending
 * mark shows while the vote waits in the outbox. Visitors get the signup dialog.
 */
import { useState } from 'react';
import { formatCount, type VoteContentType, type VoteState, type VoteType } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { PendingMark } from '../../../ui/pending-mark';
import { useMemberClick } from '../../session/queries';
import { useVote } from '../queries';
import { useClickedVote } from '../use-clicked-vote';
import { SignupPrompt } from './signup-prompt';

interface VoteControlProps {
  type: VoteContentType;
  /** The item as the server last sent it: its score and the member's vote there. */
  item: { id: number; vote_score: number; user_vote_type: VoteState };
  /** The item's name, for the group's accessible name. */
  title: string;
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={up ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M19 12l-7 7-7-7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function VoteControl({ type, item, title }: VoteControlProps) {
  const memberClick = useMemberClick();
  const stored = useVote(type, item.id, item.vote_score, item.user_vote_type);
  const { shown, click: castClick } = useClickedVote(type, item.id, stored);
  const { vote, score } = shown;
  const [isAsking, setIsAsking] = useState(false);
  const click = (clicked: VoteType) =>
    memberClick(
      () => castClick(clicked),
      () => setIsAsking(true),
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
    <div
      role="group"
      aria-label={`Votes: ${title}`}
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label="Upvote"
        aria-pressed={vote === 'upvote'}
        onClick={() => click('upvote')}
        className={css({ color: vote === 'upvote' ? 'brand.solid' : 'fg.muted' })}
      >
        <Arrow up />
      </Button>
      <output aria-label="Score" className={css({ minW: '6', textAlign: 'center', fontWeight: 'semibold' })}>
        {formatCount(score)}
      </output>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Downvote"
        aria-pressed={vote === 'downvote'}
        onClick={() => click('downvote')}
        className={css({ color: vote === 'downvote' ? 'danger' : 'fg.muted' })}
      >
        <Arrow up={false} />
      </Button>
      <PendingMark isPending={stored.isPending} />
      <SignupPrompt isOpen={isAsking} onClose={() => setIsAsking(false)} action="vote" />
    </div>
  );
}
