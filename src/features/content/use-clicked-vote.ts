/**
 * A vote on screen in the same frame as the click. The database write (apply, outbox, commit)
 * and the live query that reads it back take longer than a frame, so the widget shows what was
 * clicked at once and hands back to the database's answer as soon as that reflects the click,
 * or at once when the device refused to store it (the member is told; nothing changed).
 */
import { useEffect, useState } from 'react';
import { nextVote, scoreAfter, type VoteContentType, type VoteState, type VoteType } from '../../../contract';
import { castVote } from './vote-mutations';

interface Shown {
  vote: VoteState;
  score: number;
}

interface Clicked extends Shown {
  /** Which click this is: an older click's write settling must not end a newer one. */
  serial: number;
  /** Its write is done: the next answer from the database already includes it. */
  isStored: boolean;
}

let serials = 0;

export function useClickedVote(
  type: VoteContentType,
  id: number,
  stored: Shown,
): { shown: Shown; click: (clicked: VoteType) => void } {
  const [clicked, setClicked] = useState<Clicked | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new answer from the database.
  useEffect(() => {
    // The database answered after the write: from here on it is what the screen shows.
    setClicked((current) => (current?.isStored ? null : current));
  }, [stored.vote, stored.score]);

  const shown = clicked ?? stored;
  const click = (button: VoteType) => {
    const vote = nextVote(shown.vote, button);
    const serial = ++serials;
    setClicked({ vote, score: scoreAfter(shown.score, shown.vote, vote), serial, isStored: false });
    void castVote(type, id, button).then((isSaved) =>
      setClicked((current) => {
        if (current?.serial !== serial) return current;
        return isSaved ? { ...current, isStored: true } : null;
      }),
    );
  };
  return { shown: { vote: shown.vote, score: shown.score }, click };
}
