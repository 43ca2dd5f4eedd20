/**
 * The embedded mail store's dev pages (only when SMTP_URL is not set): GET /_dev/mail (an
 * HTML list) and GET /_dev/mail.json?to=EMAIL, newest first, of the host's tenant.
 */
import * as v from 'valibot';

export const DEV_MAIL_PATHS = { page: '/_dev/mail', json: '/_dev/mail.json' } as const;

export const DevMail = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  created_at: v.string(),
});
export type DevMail = v.InferOutput<typeof DevMail>;
