/** One asynchronous answer for the current key, kept on screen while a newer one is asked. */
import { useEffect, useRef, useState } from 'react';

export type Answer<T> =
  | { status: 'idle' }
  /** `last` is the answer to the previous text, kept so the page does not blink while typing. */
  | { status: 'loading'; last: T | undefined }
  | { status: 'done'; value: T }
  | { status: 'failed' };

type Settled<T> = { key: string; isFailed: false; value: T } | { key: string; isFailed: true };

/**
 * The answer of `ask` for `key` (null: nothing to ask); a newer key wins over a slower older
 * answer. A new `revision` asks the same key again, the last answer staying on screen meanwhile.
 */
export function useAnswer<T>(key: string | null, ask: (key: string) => Promise<T>, revision = 0): Answer<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const latestAsk = useRef(ask);
  latestAsk.current = ask;
  const currentKey = useRef(key);
  currentKey.current = key;
  const asked = useRef(0);
  const accepted = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision asks the same key again
  useEffect(() => {
    if (key === null) return;
    const turn = ++asked.current;
    // Kept while the key is still the one asked, unless a later ask was answered first.
    const accept = (answer: Settled<T>) => {
      if (currentKey.current !== key || turn < accepted.current) return;
      accepted.current = turn;
      setSettled(answer);
    };
    latestAsk.current(key).then(
      (value) => accept({ key, isFailed: false, value }),
      () => accept({ key, isFailed: true }),
    );
  }, [key, revision]);
  if (key === null) return { status: 'idle' };
  if (settled?.key !== key)
    return { status: 'loading', last: settled && !settled.isFailed ? settled.value : undefined };
  return settled.isFailed ? { status: 'failed' } : { status: 'done', value: settled.value };
}
