/**
 * Stopping the HTTP server without dropping a request (SIGTERM during a deploy or a scale-in):
 * no new connections; idle keep-alive connections closed at once and busy ones right after
 * their response (`Connection: close`), so clients open their next one elsewhere; requests
 * under way finish, up to a bound. When the bound is reached the drain is cut (an answer
 * being generated stops and stores what it has), given a moment to write that out, and
 * whatever is still open is closed.
 */
import type { Server, ServerResponse } from 'node:http';
import type { Logger } from '../logger';
import type { DrainControl } from './drain';

/** After the cut: time for cut work to store and send its last lines. */
const AFTER_CUT_MS = 2_000;

/** Resolves true when `work` settles first, false after `ms`. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([work.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

/** Watches `server`'s responses from now on; the returned function drains and closes it. */
export function gracefulClose(server: Server, drain: DrainControl, logger: Logger) {
  const open = new Set<ServerResponse>();
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());
  // First listener: headers are set before the app's handler writes any.
  server.prependListener('request', (_request, response) => {
    if (drain.isDraining) response.setHeader('Connection', 'close');
    open.add(response);
    response.once('close', () => {
      open.delete(response);
      if (drain.isDraining) closeIdleSoon();
    });
  });

  return async function close(timeoutMs: number): Promise<void> {
    drain.begin();
    for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    logger.info({ requests: open.size, timeoutMs }, 'draining: finishing the requests under way');
    // Handlers whose client already left still run: the database must outlive them too.
    if (await within(Promise.all([closed, drain.settled()]), timeoutMs)) return;
    logger.warn({ requests: open.size }, 'draining: time is up, cutting what is left');
    drain.cut();
    await within(drain.settled(), AFTER_CUT_MS);
    server.closeAllConnections();
    await closed;
    if (!(await within(drain.settled(), AFTER_CUT_MS))) logger.warn('draining: some work did not finish');
  };
}
