/**
 * Questions being answered right now, by id. A client that lost its connection mid-answer
 * asks again with the same id: rather than a second generation (a second LLM call), the
 * retry waits for the first one to be stored and then replays it. Per server process; the
 * stored row's primary key still settles races between processes.
 */
import { HttpError } from '../http/errors';
import { AMA_SERVER_MESSAGES } from './exchanges';

interface Running {
  tenantId: number;
  userId: number;
  finished: Promise<void>;
}

export function createInFlight() {
  const running = new Map<string, Running>();
  return {
    /**
     * Waits for an answer to the same id already under way (409 if someone else asked it),
     * else claims the id; `release` must be called once the claim's answer is stored or refused.
     */
    async claim(id: string, tenantId: number, userId: number): Promise<{ release: () => void } | null> {
      const other = running.get(id);
      if (other) {
        if (other.tenantId !== tenantId || other.userId !== userId) {
          throw new HttpError(409, { detail: AMA_SERVER_MESSAGES.idTaken });
        }
        await other.finished;
        return null;
      }
      let release = () => {};
      const finished = new Promise<void>((resolve) => {
        release = () => {
          running.delete(id);
          resolve();
        };
      });
      running.set(id, { tenantId, userId, finished });
      return { release };
    },
  };
}
