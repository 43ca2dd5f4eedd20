/**
 * STRIPE_* variables. STRIPE_SECRET_KEY turns Stripe on (else the embedded checkout);
 * STRIPE_WEBHOOK_SECRET must come with it, because without it no webhook can be verified and
 * no payment would ever change a member's state: the server refuses to start instead. Any
 * other STRIPE_* variable without the secret key is refused too, since the operator meant
 * Stripe and would otherwise get the embedded checkout without a word.
 * STRIPE_API_URL points the stripe package at another host (a local stand-in in tests).
 */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** For @stripe/stripe-js in the client; empty when unset. */
  publishableKey: string;
  /** e.g. http://127.0.0.1:12111; null for api.stripe.com. */
  apiUrl: string | null;
}

const COMPANIONS = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_API_URL'] as const;

/** Null without any STRIPE_* variable; throws a one-line startup error for a half configuration or a bad URL. */
export function stripeSettingsFromEnv(env: Record<string, string | undefined>): StripeSettings | null {
  const secretKey = env['STRIPE_SECRET_KEY']?.trim();
  if (!secretKey) {
    const set = COMPANIONS.filter((name) => env[name]?.trim());
    if (set.length === 0) return null;
    throw new Error(`Stripe is half-configured: ${set.join(', ')} set but STRIPE_SECRET_KEY is missing`);
  }
  const webhookSecret = env['STRIPE_WEBHOOK_SECRET']?.trim();
  if (!webhookSecret) {
    throw new Error('Stripe is half-configured: STRIPE_SECRET_KEY set but STRIPE_WEBHOOK_SECRET is missing');
  }
  const apiUrl = env['STRIPE_API_URL']?.trim() || null;
  if (apiUrl !== null) {
    let protocol = '';
    try {
      protocol = new URL(apiUrl).protocol;
    } catch {
      throw new Error('STRIPE_API_URL must be an absolute http(s) URL');
    }
    if (protocol !== 'http:' && protocol !== 'https:') throw new Error('STRIPE_API_URL must be an http(s) URL');
  }
  return { secretKey, webhookSecret, publishableKey: env['STRIPE_PUBLISHABLE_KEY']?.trim() ?? '', apiUrl };
}

/** The stripe package's host/port/protocol options for `apiUrl`. */
export function stripeHostOptions(apiUrl: string | null): {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
} {
  if (apiUrl === null) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}
