/**
 * Test support: a local stand-in for the parts of the Stripe API our adapter calls
 * (node:http on 127.0.0.1:0; the stripe package is pointed at it with STRIPE_API_URL's
 * host/port/protocol). State lives in memory; every request is recorded with its form body
 * parsed into nested objects, so tests assert what the adapter sent. complete(),
 * expire() and subscriptionEvent() answer the event JSON Stripe would send; tests sign it
 * with signWebhook (Stripe's own test header) and post it to our webhook route.
 * Not a test itself; nothing of ours is mocked.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type FormObject, isRecord, parseForm } from './payments/stripe-form';

export { type FormObject, parseForm };

type Json = Record<string, unknown>;

export interface StandInRequest {
  method: string;
  path: string;
  body: FormObject;
}

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;
const periodSeconds = (interval: unknown) => (interval === 'year' ? 365 : 30) * DAY;
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const obj = (value: unknown): Json => (isRecord(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const signWebhook = (payload: string, secret: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  const coupons = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json & { discountIds: string[] }>();
  const products = new Map<string, Json>();
  let nextEventAt = now();

  function priceOf(data: FormObject, product: string): Json {
    const recurring = obj(data['recurring']);
    return {
      id: id('price'),
      object: 'price',
      product,
      currency: str(data['currency']) ?? 'usd',
      unit_amount: Number(str(data['unit_amount'])),
      recurring: str(recurring['interval']) ? { interval: str(recurring['interval']) } : null,
      metadata: {},
    };
  }

  /** The subscription as Stripe answers it; discounts expanded only when asked. */
  function view(sub: Json & { discountIds: string[] }, expand: unknown[]): Json {
    const { discountIds, ...rest } = sub;
    const expanded = expand.includes('discounts');
    return {
      ...rest,
      discounts: discountIds.map((coupon, index) =>
        expanded
          ? { id: `di_${index}_${sub['id']}`, object: 'discount', source: { coupon: coupons.get(coupon) } }
          : `di_${index}_${sub['id']}`,
      ),
    };
  }

  function createSubscription(session: Json, lineItem: FormObject, subscriptionData: FormObject): string {
    const productName = str(obj(obj(lineItem['price_data'])['product_data'])['name']) ?? 'Membership';
    const product = id('prod');
    products.set(product, { id: product, object: 'product', name: productName });
    const price = priceOf(obj(lineItem['price_data']), product);
    const trialDays = Number(str(subscriptionData['trial_period_days']) ?? 0);
    const created = now();
    const periodEnd =
      trialDays > 0 ? created + trialDays * DAY : created + periodSeconds(obj(price['recurring'])['interval']);
    const subId = id('sub');
    const discountIds = list(session['discounts']).flatMap((d) => str(obj(d)['coupon']) ?? []);
    subscriptions.set(subId, {
      id: subId,
      object: 'subscription',
      customer: session['customer'],
      status: trialDays > 0 ? 'trialing' : 'active',
      metadata: obj(subscriptionData['metadata']),
      items: {
        object: 'list',
        data: [{ id: id('si'), object: 'subscription_item', price, current_period_end: periodEnd }],
      },
      trial_end: trialDays > 0 ? periodEnd : null,
      cancel_at: null,
      canceled_at: null,
      cancel_at_period_end: false,
      latest_invoice: null,
      created,
      discountIds,
    });
    return subId;
  }

  function updateSubscription(sub: Json & { discountIds: string[] }, body: FormObject) {
    const item = obj(list(obj(sub['items'])['data'])[0]);
    const change = obj(list(body['items'])[0]);
    if (change['price_data']) {
      const priceData = obj(change['price_data']);
      item['price'] = priceOf(priceData, str(priceData['product']) ?? id('prod'));
      const interval = str(obj(priceData['recurring'])['interval']);
      item['current_period_end'] = now() + periodSeconds(interval);
    }
    if (body['metadata']) sub['metadata'] = { ...obj(sub['metadata']), ...obj(body['metadata']) };
    const atEnd = str(body['cancel_at_period_end']);
    if (atEnd === 'true') {
      sub['cancel_at_period_end'] = true;
      sub['cancel_at'] = item['current_period_end'];
      sub['canceled_at'] = now();
    } else if (atEnd === 'false') {
      Object.assign(sub, { cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    }
  }

  function route(method: string, path: string, body: FormObject): [number, Json] {
    const missing: [number, Json] = [
      404,
      { error: { type: 'invalid_request_error', message: `No such object: ${path}` } },
    ];
    const expand = list(body['expand']);
    if (method === 'POST' && path === '/v1/coupons') {
      const coupon = {
        id: id('coupon'),
        object: 'coupon',
        percent_off: Number(str(body['percent_off'])),
        duration: str(body['duration']),
        name: str(body['name']) ?? null,
      };
      coupons.set(coupon.id, coupon);
      return [200, coupon];
    }
    if (method === 'POST' && path === '/v1/products') {
      const product = {
        id: id('prod'),
        object: 'product',
        name: str(body['name']) ?? '',
        metadata: obj(body['metadata']),
      };
      products.set(product.id, product);
      return [200, product];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs_test');
      const session: Json = {
        ...body,
        id: sessionId,
        object: 'checkout.session',
        url: `${url}/pay/${sessionId}`,
        customer: str(body['customer']) ?? null,
        subscription: null,
        status: 'open',
        payment_status: 'unpaid',
      };
      sessions.set(sessionId, session);
      return [200, session];
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1] ?? '');
      return session ? [200, session] : missing;
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const portalId = id('bps');
      return [
        200,
        {
          id: portalId,
          object: 'billing_portal.session',
          customer: str(body['customer']),
          return_url: str(body['return_url']),
          url: `${url}/portal/${portalId}`,
        },
      ];
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const sub = subMatch ? subscriptions.get(subMatch[1] ?? '') : undefined;
    if (subMatch && !sub) return missing;
    if (sub && method === 'GET') return [200, view(sub, expand)];
    if (sub && method === 'POST') {
      updateSubscription(sub, body);
      return [200, view(sub, expand)];
    }
    return missing;
  }

  const server = createServer((req, res: ServerResponse) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const target = new URL(req.url ?? '/', 'http://stand-in');
      const body = parseForm(req.method === 'GET' ? target.search.slice(1) : raw);
      requests.push({ method: req.method ?? 'GET', path: target.pathname, body });
      const [status, answer] = route(req.method ?? 'GET', target.pathname, body);
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Stripe's event JSON; `created` defaults to a second after the previous event's. */
  function event(type: string, object: Json, created?: number): string {
    nextEventAt = Math.max(nextEventAt + 1, now());
    return JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      created: created ?? nextEventAt,
      livemode: false,
      data: { object },
    });
  }

  function session(sessionId: string): Json {
    const found = sessions.get(sessionId);
    if (!found) throw new Error(`the stand-in has no checkout session ${sessionId}`);
    return found;
  }

  return {
    url,
    requests,
    /** Requests to `path` (and `method`), oldest first. */
    sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    subscription: (subId: string) => subscriptions.get(subId),
    /** The subscription a completed subscription session created. */
    sessionSubscription(sessionId: string): string {
      const subId = session(sessionId)['subscription'];
      if (typeof subId !== 'string') throw new Error(`checkout session ${sessionId} has no subscription`);
      return subId;
    },
    /** Pays the session: a subscription session gets its subscription; answers checkout.session.completed. */
    complete(sessionId: string, created?: number): string {
      const found = session(sessionId);
      found['customer'] ??= id('cus');
      if (found['mode'] === 'subscription') {
        found['subscription'] = createSubscription(
          found,
          obj(list(found['line_items'])[0]),
          obj(found['subscription_data']),
        );
      }
      Object.assign(found, { status: 'complete', payment_status: 'paid' });
      return event('checkout.session.completed', found, created);
    },
    /** Abandons the session: answers checkout.session.expired. */
    expire(sessionId: string, created?: number): string {
      const found = session(sessionId);
      found['status'] = 'expired';
      return event('checkout.session.expired', found, created);
    },
    /** Any checkout.session.* event of a payment session (e.g. an async payment), after applying `changes`. */
    sessionEvent(sessionId: string, type: string, changes: Json = {}): string {
      const found = Object.assign(session(sessionId), changes);
      return event(type, found);
    },
    /** Applies `changes` to the subscription (deleted: canceled) and answers the customer.subscription.* event. */
    subscriptionEvent(
      subId: string,
      type: 'created' | 'updated' | 'deleted',
      changes: Json = {},
      created?: number,
    ): string {
      const sub = subscriptions.get(subId);
      if (!sub) throw new Error(`the stand-in has no subscription ${subId}`);
      Object.assign(sub, changes, type === 'deleted' ? { status: 'canceled', ended_at: now() } : {});
      return event(`customer.subscription.${type}`, view(sub, []), created);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
