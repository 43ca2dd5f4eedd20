/**
 * POST /api/v1/payment/webhook/: the provider's signed events (Stripe-Signature). The body is
 * read as raw text, because the signature covers the exact bytes. A bad or missing signature
 * answers 400 and changes nothing; a verified event goes to applyProviderEvent, which
 * answers 'duplicate' for a replay and 'stale' for an event older than the state it holds,
 * both 200 so the provider stops retrying. The embedded provider sends no webhooks: 400.
 * Logged without bodies (they hold e-mail addresses).
 */
import { Hono } from 'hono';
import { PAYMENT_ENDPOINTS } from '../../contract/payment-endpoints';
import { PAYMENT_MESSAGES } from '../../contract/payments';
import type { AppDeps, AppEnv } from '../app-env';
import { register } from '../http/register';
import { applyProviderEvent } from './events';
import { WebhookSignatureError } from './provider';

export function paymentWebhookRoutes(deps: AppDeps) {
  return register(new Hono<AppEnv>(), PAYMENT_ENDPOINTS.webhook, async (c) => {
    const invalid = () => c.json({ detail: PAYMENT_MESSAGES.invalidSignature }, 400);
    if (deps.payments.name !== 'stripe') return invalid();
    const rawBody = await c.req.text();
    let event: Awaited<ReturnType<typeof deps.payments.parseWebhook>>;
    try {
      event = await deps.payments.parseWebhook(rawBody, c.req.header('stripe-signature') ?? null);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      deps.logger.warn({ reason: error.message }, 'payment webhook refused');
      return invalid();
    }
    const outcome = await applyProviderEvent(deps, event);
    deps.logger.info({ event: event.id, type: event.type, outcome }, 'payment webhook');
    return c.json({ received: true, outcome });
  });
}
