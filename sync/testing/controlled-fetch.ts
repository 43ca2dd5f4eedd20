/**
 * The network between a device's tabs and the server, under the test's control: every
 * mutation (single or batched) is held until the test gives it a fate. Reads, logins and
 * token refreshes go straight through. A fate is what a flaky network does to a request:
 * it arrives and is answered, the server fails with a 500, it never arrives (a network
 * error, or an abort as after a timeout), or it arrives and is applied but the answer is
 * lost. A request held past the engine's own timeout is aborted as fetch would be.
 */
import type { FetchFn } from '../core/http';

export const FATES = ['answer', 'status500', 'networkError', 'timeout', 'lostAnswer'] as const;
export type Fate = (typeof FATES)[number];

export interface HeldRequest {
  id: number;
  /** The tab whose engine sent it. */
  tab: number;
  method: string;
  path: string;
}

interface Pending extends HeldRequest {
  send(): Promise<Response>;
  resolve(response: Response): void;
  reject(error: Error): void;
}

/** The server as the device sees it: Hono's app.request, with the tenant's Host header. */
export type ServerRequest = (input: string, init: RequestInit) => Response | Promise<Response>;

function isMutation(input: string, init: RequestInit): boolean {
  const method = init.method ?? 'GET';
  return method !== 'GET' && method !== 'HEAD' && !new URL(input).pathname.startsWith('/api/v1/token/');
}

export function controlledFetch(server: ServerRequest) {
  const serverFetch: FetchFn = async (input, init) => {
    const headers = new Headers(init.headers);
    headers.set('Host', 'localhost:8080');
    return server(input, { ...init, headers });
  };
  const held: Pending[] = [];
  const arrivals: (() => void)[] = [];
  let nextId = 1;

  function take(request: HeldRequest): Pending | undefined {
    const index = held.findIndex((pending) => pending.id === request.id);
    return index < 0 ? undefined : held.splice(index, 1)[0];
  }

  return {
    /** The fetch one tab's engine is given. */
    forTab(tab: number): FetchFn {
      return (input, init) => {
        if (!isMutation(input, init)) return serverFetch(input, init);
        return new Promise<Response>((resolve, reject) => {
          const pending: Pending = {
            id: nextId++,
            tab,
            method: init.method ?? 'GET',
            path: new URL(input).pathname,
            send: () => serverFetch(input, init),
            resolve,
            reject,
          };
          held.push(pending);
          // The engine's own timeout: the request is given up, as fetch does on abort.
          init.signal?.addEventListener('abort', () => {
            if (take(pending)) reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
          for (const arrived of arrivals.splice(0)) arrived();
        });
      };
    },
    held(tab?: number): HeldRequest[] {
      return held.filter((pending) => tab === undefined || pending.tab === tab);
    },
    /** Resolves when the next mutation reaches the network. */
    nextArrival(): Promise<void> {
      return new Promise((resolve) => arrivals.push(resolve));
    },
    /** Decides what happens to a held request; resolves once the sender has its answer (or error). */
    async settle(request: HeldRequest, fate: Fate): Promise<void> {
      const pending = take(request);
      if (!pending) return;
      if (fate === 'status500') pending.resolve(Response.json({ detail: 'Server Error' }, { status: 500 }));
      else if (fate === 'networkError') pending.reject(new TypeError('fetch failed'));
      else if (fate === 'timeout') pending.reject(new DOMException('The operation was aborted.', 'AbortError'));
      else {
        const response = await pending.send();
        if (fate === 'answer') pending.resolve(response);
        else {
          await response.text();
          pending.reject(new TypeError('fetch failed'));
        }
      }
    },
    /**
     * A tab closes with requests in flight: each reached the server or not, and its answer
     * reaches no one (the closed tab's code never runs again).
     */
    async abandon(tab: number, isApplied: boolean): Promise<void> {
      for (const pending of held.filter((request) => request.tab === tab)) {
        take(pending);
        if (isApplied) await (await pending.send()).text();
      }
    },
  };
}

export type ControlledFetch = ReturnType<typeof controlledFetch>;
