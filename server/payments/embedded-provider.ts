/** PLACEHOLDER (issue 10 seams): P1 replaces this with the embedded provider. */
import type { PaymentProvider } from './provider';
import { WebhookSignatureError } from './provider';

export function createEmbeddedProvider(): PaymentProvider {
  return {
    name: 'embedded',
    publishableKey: null,
    async createCheckout(request, origin) {
      return { url: `${origin}/checkout/${request.sessionId}`, providerSessionId: request.sessionId };
    },
    async createPortalSession(_customerRef, returnUrl) {
      return returnUrl;
    },
    async updateSubscription(current) {
      return current;
    },
    async parseWebhook() {
      throw new WebhookSignatureError('The embedded provider sends no webhooks.');
    },
  };
}
