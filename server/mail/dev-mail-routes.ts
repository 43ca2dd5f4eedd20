/**
 * Dev pages of the embedded mail store, mounted only with that store (no SMTP_URL, no
 * MAIL_TRANSPORT=log), which production mode never runs (config.ts, start.ts): anyone who
 * can reach the server reads every code and reset link here. GET
 * /_dev/mail lists the host tenant's stored messages newest first; GET
 * /_dev/mail.json?to=EMAIL answers them as JSON, filtered by recipient. No scripts, so
 * the page lives under the app's CSP.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import escapeHtml from 'escape-html';
import { Hono } from 'hono';
import { DEV_MAIL_PATHS, type DevMail } from '../../contract/dev-mail';
import { mailOutbox } from '../account/schema';
import type { AppDeps, AppEnv } from '../app-env';

const LIMIT = 200;
const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}article{border-top:1px solid #ccc;' +
  'padding:1rem 0}pre{white-space:pre-wrap;background:#f4f4f5;padding:1rem}small{color:#555}';

export function devMailRoutes({ db }: AppDeps) {
  async function stored(tenantId: number, to?: string): Promise<DevMail[]> {
    const filter = to
      ? and(eq(mailOutbox.tenantId, tenantId), eq(sql`lower(${mailOutbox.to})`, to.trim().toLowerCase()))
      : eq(mailOutbox.tenantId, tenantId);
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(filter)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(LIMIT);
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      created_at: row.createdAt.toISOString(),
    }));
  }

  return new Hono<AppEnv>()
    .use('/_dev/*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get(DEV_MAIL_PATHS.json, async (c) => c.json(await stored(c.var.tenant.id, c.req.query('to'))))
    .get(DEV_MAIL_PATHS.page, async (c) => {
      const tenant = c.var.tenant;
      const mails = await stored(tenant.id);
      const items = mails.map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><small>To ${escapeHtml(mail.to)} · ` +
          `<time datetime="${mail.created_at}">${mail.created_at}</time></small><pre>${escapeHtml(mail.text)}</pre></article>`,
      );
      const empty = '<p>No mail yet.</p>';
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail · ${escapeHtml(tenant.name)}</title>` +
          `<style>${STYLE}</style></head><body><h1>Mail stored for ${escapeHtml(tenant.name)}</h1>` +
          `<p>Messages the server would have sent (no SMTP_URL set), newest first.</p>${items.join('') || empty}</body></html>`,
      );
    });
}
