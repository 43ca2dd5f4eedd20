/**
 * `npm start` / `npm run serve` (compiled: `node dist-server/main.js`): the server with its
 * configuration from the environment, read and checked by config.ts (every variable is in
 * docs/deploy.md). A refused configuration is logged as one line and exits with code 1.
 * Stops cleanly on SIGTERM and SIGINT.
 */
import { configFromEnv } from './config';
import { createLogger } from './logger';
import { ConfigError } from './ops/config-error';
import { startServer } from './start';

const logger = createLogger();

try {
  const server = await startServer({ ...configFromEnv(process.env), logger });
  // The first signal drains (requests under way finish, see start.ts close); a second one,
  // from an operator who will not wait, exits at once.
  let isStopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) {
      logger.warn({ signal }, 'second signal: exiting without draining');
      process.exit(1);
    }
    isStopping = true;
    logger.info({ signal }, 'shutting down: draining (send the signal again to exit at once)');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  if (error instanceof ConfigError) logger.fatal(`refusing to start: ${error.message}`);
  else logger.fatal({ err: error }, 'could not start');
  process.exit(1);
}
