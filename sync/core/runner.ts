/**
 * Single flight: at most one sync round runs at a time; kicks during a round fold into
 * exactly one more round after it.
 */
export interface Runner {
  kick(): void;
  /** Resolves when no round is running or scheduled. */
  idle(): Promise<void>;
}

export function createRunner(round: () => Promise<void>, onError: (error: unknown) => void): Runner {
  let running: Promise<void> | null = null;
  let isAgain = false;

  async function loop(): Promise<void> {
    do {
      isAgain = false;
      try {
        await round();
      } catch (error) {
        onError(error);
      }
    } while (isAgain);
    running = null;
  }

  return {
    kick() {
      if (running) isAgain = true;
      else running = loop();
    },
    async idle() {
      while (running) await running;
    },
  };
}
