/**
 * The embedded provider's pages (checkout, already-finished, portal, resolve): small,
 * semantic HTML served by the server, no script (the CSP allows only our own scripts, and
 * these pages need none: plain forms POST and are answered with a 303). Each page carries
 * the tenant's branding (name, logo and colours), so paying does not look like leaving the portal.
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { TenantTheme } from '../db/schema';
import { TENANT_LOGO_PATH } from '../tenants/config';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** What the pages need of a tenant. */
export interface Brand {
  name: string;
  theme: TenantTheme;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:0 auto;padding:0 1rem 2rem;line-height:1.5;color:#1a1a1a;background:var(--bg)}
header{display:flex;align-items:center;gap:.75rem;margin:0 -1rem 1.5rem;padding:.75rem 1rem;background:var(--primary);color:var(--on-primary);border-bottom:4px solid var(--accent)}
header img{width:2.5rem;height:2.5rem;border-radius:.4rem;background:#fff}header .brand{font-size:1.15rem;font-weight:700}
main{background:#fff;border-radius:.6rem;padding:.25rem 1rem 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
form{display:inline-block;margin:1rem 1rem 0 0}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid #333;background:#fff;color:#1a1a1a;cursor:pointer}
button.primary{background:var(--primary);color:var(--on-primary);border-color:var(--primary)}button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
a{color:var(--primary)}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #ddd}.note{color:#555}`;

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Only a plain hex colour goes into the style sheet (the theme is data, never CSS). */
const colour = (value: string, fallback: string) => (COLOUR.test(value) ? value : fallback);

function brandVariables({ theme }: Brand): string {
  return `:root{--primary:${colour(theme.primary, '#0f766e')};--on-primary:${colour(theme.primary_contrast, '#ffffff')};--accent:${colour(theme.accent, '#f59e0b')};--bg:${colour(theme.background, '#f8fafc')}}`;
}

export function page(title: string, body: Html, brand: Brand): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · ${brand.name}</title>
<style>${raw(brandVariables(brand))}${raw(STYLE)}</style>
</head>
<body><header><img src="${TENANT_LOGO_PATH}" alt="" width="40" height="40"><span class="brand">${brand.name}</span></header>
<main>${body}</main></body>
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

export const checkoutPage = (view: CheckoutView, brand: Brand) =>
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
    brand,
  );

export const finishedPage = (status: 'complete' | 'expired', url: string, brand: Brand) =>
  page(
    'Checkout',
    html`<h1>Checkout</h1>
<p>${status === 'complete' ? 'This checkout is already completed.' : 'This checkout has expired.'}</p>
<p><a href="${url}">Continue</a></p>`,
    brand,
  );

export const notFoundPage = (brand: Brand) =>
  page('Not found', html`<h1>Not found</h1><p>This checkout does not exist.</p><p><a href="/">Home</a></p>`, brand);

export interface PortalView {
  plan: string | null;
  status: string | null;
  periodEnd: string | null;
  cancelAt: string | null;
  payments: { date: string; what: string; amount: string }[];
  returnUrl: string;
}

export const portalPage = (view: PortalView, brand: Brand) =>
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
    brand,
  );

export const resolvePage = (id: string, plan: string, returnUrl: string, brand: Brand) =>
  page(
    'Resolve payment',
    html`<h1>Resolve payment</h1>
<p>Your ${plan} membership has a pending payment.</p>
<p class="note">Built-in checkout: no card is charged.</p>
<form method="post" action="/checkout/resolve/${id}"><button class="primary" type="submit">Complete payment</button></form>
<p><a href="${returnUrl}">Return</a></p>`,
    brand,
  );
