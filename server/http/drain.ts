/**
 * The server's stop, as the rest of the server sees it (start.ts drives it). Once draining,
 * /readyz answers 503 so a load balancer sends nothing new. Work that outlives its request
 * (an Ask Anything answer is generated and stored whatever the client does) is tracked, so
 * the database closes only after it, and is told to wrap up when the drain's time is up.
 */
export interface Drain {
  readonly isDraining: boolean;
  /** Aborted when the drain's time is up: long work stops and stores what it has. */
  readonly deadline: AbortSignal;
  /** Counts `work` among what the stop waits for before the database closes; returns it. */
  track<T>(work: Promise<T>): Promise<T>;
}

export interface DrainControl extends Drain {
  /** The stop began: readiness fails from now on. */
  begin(): void;
  /** The time is up: abort `deadline`. */
  cut(): void;
  /** Resolves once no tracked work is left (at once when there is none). */
  settled(): Promise<void>;
}

const ignore = () => {};

export function createDrain(): DrainControl {
  let isDraining = false;
  const deadline = new AbortController();
  const running = new Set<Promise<void>>();
  return {
    get isDraining() {
      return isDraining;
    },
    deadline: deadline.signal,
    track(work) {
      const done: Promise<void> = work.then(ignore, ignore).finally(() => running.delete(done));
      running.add(done);
      return work;
    },
    begin() {
      isDraining = true;
    },
    cut() {
      isDraining = true;
      deadline.abort();
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
