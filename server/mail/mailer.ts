/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set (e.g.
 * smtp://user:pass@mail.example.org:587), else the embedded store (see store-transport).
 * The sender is MAIL_FROM when set, else `"{tenant name}" <no-reply@{host}>`.
 */
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { Tenant } from '../tenants/directory';
import { createStoreTransport, TENANT_HEADER } from './store-transport';

export interface MailOptions {
  /** SMTP URL for nodemailer; unset keeps mail in the embedded outbox. */
  smtpUrl?: string | undefined;
  /** Fixed sender address; unset derives it from the tenant and host. */
  from?: string | undefined;
}

export interface OutgoingMail {
  tenant: Tenant;
  /** The request's host name (no port), for the default sender. */
  host: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** True when mail is kept in the outbox (and /_dev/mail is served). */
  isEmbedded: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const DOMAIN = /^(?=.*[a-z])[a-z0-9.-]+$/;

function sender(mail: OutgoingMail): SendMailOptions['from'] {
  const domain = DOMAIN.test(mail.host) ? mail.host : (mail.tenant.domains[0] ?? 'localhost');
  return { name: mail.tenant.name, address: `no-reply@${domain}` };
}

export function createMailer(db: Db, logger: Logger, options: MailOptions = {}): Mailer {
  const isEmbedded = !options.smtpUrl;
  const transport = options.smtpUrl
    ? createTransport(options.smtpUrl)
    : createTransport(createStoreTransport(db, logger));
  return {
    isEmbedded,
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from ?? sender(mail),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(isEmbedded ? { headers: { [TENANT_HEADER]: String(mail.tenant.id) } } : {}),
      });
      if (!isEmbedded) logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
