/**
 * Types a new answer out: each animation frame reveals as many more characters as milliseconds
 * passed (TYPING_MS_PER_CHAR), never ahead of the text received so far. A pause in the stream
 * does not bank time, so the text never jumps when the next piece arrives.
 */
import { useEffect, useRef, useState } from 'react';
import { TYPING_MS_PER_CHAR } from '../../../contract';

export interface TypedText {
  text: string;
  /** Still typing: more text may come, or what came is not all shown yet. */
  isTyping: boolean;
}

/** `animate` is read once: exchanges loaded from history show at once. */
export function useTypedText(full: string, isComplete: boolean, animate: boolean): TypedText {
  const [isAnimated] = useState(animate);
  const [shown, setShown] = useState(isAnimated ? 0 : full.length);
  // The frame loop's own count (state updaters may run later than the frame).
  const shownRef = useRef(shown);
  const fullLength = useRef(full.length);
  fullLength.current = full.length;
  const isBehind = isAnimated && shown < full.length;

  // The frame loop, while one runs. It stops once it showed all that had come; the next piece
  // may arrive before that last frame's count is drawn, so `isBehind` alone may never change
  // again: every new piece starts a loop when none runs.
  const frame = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new piece's length restarts a loop that stopped.
  useEffect(() => {
    if (!isBehind || frame.current !== null) return;
    let last: number | null = null;
    const tick = (now: number) => {
      const elapsed = last === null ? TYPING_MS_PER_CHAR : now - last;
      last = now;
      const step = Math.max(1, Math.floor(elapsed / TYPING_MS_PER_CHAR));
      shownRef.current = Math.min(fullLength.current, shownRef.current + step);
      setShown(shownRef.current);
      frame.current = shownRef.current < fullLength.current ? requestAnimationFrame(tick) : null;
    };
    frame.current = requestAnimationFrame(tick);
  }, [isBehind, full.length]);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    },
    [],
  );

  const length = isAnimated ? Math.min(shown, full.length) : full.length;
  return { text: full.slice(0, length), isTyping: !isComplete || length < full.length };
}
