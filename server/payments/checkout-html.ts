/**
 * The embedded provider's pages (checkout, already-finished, portal, resolve): small,
 * semantic HTML served by the server, no script (the CSP allows only our own scripts, and
 * these pages need none: plain forms POST and are answered with a 303).
 */
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
form{display:inline-block;margin:1rem 1rem 0 0}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid #333;cursor:pointer}
button.primary{background:#1f4fd1;color:#fff;border-color:#1f4fd1}button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #ddd}.note{color:#555}`;

export function page(title: string, body: Html): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export interface CheckoutView {
  id: string;
  what: string;
  price: string;
  discount: string | null;
  total: string;
  trialDays: number | null;
}

export const checkoutPage = (view: CheckoutView) =>
  page(
    'Checkout',
    html`<h1>Checkout</h1>
<dl>
<dt>Item</dt><dd>${view.what}</dd>
<dt>Price</dt><dd>${view.price}</dd>
${view.discount ? html`<dt>Discount</dt><dd>${view.discount}</dd>` : ''}
<dt>Total</dt><dd>${view.total}</dd>
${view.trialDays ? html`<dt>Free trial</dt><dd>${view.trialDays} days before the first payment</dd>` : ''}
</dl>
<p class="note">Built-in checkout: no card is charged.</p>
<form method="post" action="/checkout/${view.id}/complete"><button class="primary" type="submit">Complete payment</button></form>
<form method="post" action="/checkout/${view.id}/cancel"><button type="submit">Cancel payment</button></form>`,
  );

export const finishedPage = (status: 'complete' | 'expired', url: string) =>
  page(
    'Checkout',
    html`<h1>Checkout</h1>
<p>${status === 'complete' ? 'This checkout is already completed.' : 'This checkout has expired.'}</p>
<p><a href="${url}">Continue</a></p>`,
  );

export const notFoundPage = () =>
  page('Not found', html`<h1>Not found</h1><p>This checkout does not exist.</p><p><a href="/">Home</a></p>`);

export interface PortalView {
  plan: string | null;
  status: string | null;
  periodEnd: string | null;
  cancelAt: string | null;
  payments: { date: string; what: string; amount: string }[];
  returnUrl: string;
}

export const portalPage = (view: PortalView) =>
  page(
    'Billing',
    html`<h1>Billing</h1>
<h2>Membership</h2>
${
  view.plan
    ? html`<dl><dt>Plan</dt><dd>${view.plan}</dd><dt>Status</dt><dd>${view.status}</dd>
<dt>Current period ends</dt><dd>${view.periodEnd ?? '-'}</dd>
${view.cancelAt ? html`<dt>Ends on</dt><dd>${view.cancelAt}</dd>` : ''}</dl>`
    : html`<p>No membership.</p>`
}
<h2>Payments</h2>
${
  view.payments.length
    ? html`<table><thead><tr><th scope="col">Date</th><th scope="col">For</th><th scope="col">Amount</th></tr></thead>
<tbody>${view.payments.map((row) => html`<tr><td>${row.date}</td><td>${row.what}</td><td>${row.amount}</td></tr>`)}</tbody></table>`
    : html`<p>No payments yet.</p>`
}
<p class="note">Built-in billing: no card is stored.</p>
<p><a href="${view.returnUrl}">Return</a></p>`,
  );

export const resolvePage = (id: string, plan: string, returnUrl: string) =>
  page(
    'Resolve payment',
    html`<h1>Resolve payment</h1>
<p>Your ${plan} membership has a pending payment.</p>
<p class="note">Built-in checkout: no card is charged.</p>
<form method="post" action="/checkout/resolve/${id}"><button class="primary" type="submit">Complete payment</button></form>
<p><a href="${returnUrl}">Return</a></p>`,
  );
