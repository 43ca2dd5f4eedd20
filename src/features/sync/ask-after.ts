/**
 * An effect's delayed request whose answer is wanted only while the effect is current: the
 * searches and lists ask the worker a moment after the input settles, and a newer input
 * cancels the wait or drops the older answer.
 */

/**
 * Calls `ask` after `delayMs` and passes its answer to `onAnswer`, or a failure to `onError`,
 * unless the returned cleanup ran first. Without `onError` a failure stays unhandled.
 */
export function askAfter<P extends Promise<unknown>>(
  delayMs: number,
  ask: () => P,
  onAnswer: (answer: Awaited<P>) => void,
  onError?: () => void,
): () => void {
  let isCurrent = true;
  const answerWhenCurrent = async () => {
    let answer: Awaited<P>;
    try {
      answer = await ask();
    } catch (error) {
      if (!onError) throw error;
      if (isCurrent) onError();
      return;
    }
    if (isCurrent) onAnswer(answer);
  };
  const timer = setTimeout(() => void answerWhenCurrent(), delayMs);
  return () => {
    isCurrent = false;
    clearTimeout(timer);
  };
}
