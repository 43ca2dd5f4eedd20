/**
 * The embedded mail transport (no SMTP_URL): a nodemailer transport that stores each
 * message in `mail_outbox` for /_dev/mail and logs that it did, with the recipient and
 * subject only (bodies hold codes and links). The tenant travels in an internal header
 * that only this transport reads.
 */
import type { SendMailOptions, Transport } from 'nodemailer';
import { mailOutbox } from '../account/schema';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

export const TENANT_HEADER = 'X-Portal-Tenant';

export interface StoredInfo {
  messageId: string;
}

function tenantOf(headers: SendMailOptions['headers']): number {
  const value = headers && !Array.isArray(headers) ? headers[TENANT_HEADER] : undefined;
  const id = Number(typeof value === 'string' ? value : undefined);
  if (!Number.isSafeInteger(id)) throw new Error(`stored mail needs the ${TENANT_HEADER} header`);
  return id;
}

function plain(value: SendMailOptions['text']): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') throw new Error('stored mail takes text and html as strings');
  return value;
}

function recipient(to: SendMailOptions['to']): string {
  if (typeof to === 'string') return to;
  throw new Error('stored mail takes one recipient address as a string');
}

export function createStoreTransport(db: Db, logger: Logger): Transport<StoredInfo> {
  return {
    name: 'mail-outbox',
    version: '1',
    send(mail, callback) {
      const { data } = mail;
      const store = async () => {
        const row = {
          tenantId: tenantOf(data.headers),
          to: recipient(data.to),
          subject: data.subject ?? '',
          text: plain(data.text),
          html: plain(data.html),
        };
        const [stored] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
        logger.info({ to: row.to, subject: row.subject, id: stored?.id }, 'mail stored');
        return { messageId: `<outbox-${stored?.id}@localhost>` };
      };
      store().then(
        (info) => callback(null, info),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), { messageId: '' }),
      );
    },
  };
}
