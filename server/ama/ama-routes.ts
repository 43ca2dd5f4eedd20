/**
 * Ask Anything (contract/ama.ts): asking (an NDJSON stream of start, text and done events),
 * the caller's history and answer feedback. Every call needs use_ama (staff always may).
 */
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { AMA_ENDPOINTS, AMA_MESSAGES, AmaFeedbackInput, type AmaStreamEvent } from '../../contract/ama';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import type { Drain } from '../http/drain';
import { parseInput, readJsonObject } from '../http/input';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { prepareAsk, runAsk } from './ask';
import { exchangePage, giveFeedback, requireAma } from './exchanges';
import { createInFlight } from './in-flight';

/** `drain`: the server's stop waits for answers under way, and cuts them when its time is up. */
export function amaRoutes(deps: AppDeps, drain: Drain) {
  const { db } = deps;
  const inFlight = createInFlight(deps);
  const router = new Hono<AppEnv>().use('/ama/*', requireAuth).use('/ama/*', async (c, next) => {
    const { tenantId, userId } = callerOf(c);
    await requireAma(db, tenantId, userId);
    await next();
  });
  register(router, AMA_ENDPOINTS.ask, async (c, { body: input }) => {
    const { tenantId, userId } = callerOf(c);
    // Waits while the same question is under way on any process; prepareAsk then replays what it stored.
    const claim = await inFlight.claim(input.id, tenantId, userId);
    let prepared: Awaited<ReturnType<typeof prepareAsk>>;
    try {
      prepared = await prepareAsk(deps, c.var.tenant, userId, input);
    } catch (error) {
      claim?.release();
      throw error;
    }
    if ('replay' in prepared) claim?.release();
    c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
    c.header('Cache-Control', 'no-store, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return stream(
      c,
      async (out) => {
        // Not awaited: the answer is generated and stored whatever the client does; the
        // writer keeps the lines in order.
        const emit = (event: AmaStreamEvent) => {
          void out.write(`${JSON.stringify(event)}\n`);
        };
        if ('replay' in prepared) {
          emit({ type: 'start', chat: prepared.replay });
          emit({ type: 'done', chat: prepared.replay });
          return;
        }
        try {
          await drain.track(runAsk(deps, prepared.exchange, emit, drain.deadline));
        } finally {
          claim?.release();
        }
      },
      async (error, out) => {
        deps.logger.error({ err: error }, 'ask anything failed');
        const failed: AmaStreamEvent = { type: 'error', message: AMA_MESSAGES.failed };
        await out.write(`${JSON.stringify(failed)}\n`);
      },
    );
  });
  register(router, AMA_ENDPOINTS.chats, async (c, { query }) => {
    const { tenantId, userId } = callerOf(c);
    const { data, total } = await exchangePage(db, tenantId, userId, {
      limit: query.page_size,
      offset: pageOffset(query.page, query.page_size),
      conversation: query.conversation || null,
    });
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  return register(router, AMA_ENDPOINTS.feedback, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const body = await readJsonObject(c);
    const input = parseInput(AmaFeedbackInput, { ...body, chat: params['id'] });
    return c.json(await giveFeedback(db, tenantId, userId, input));
  });
}
