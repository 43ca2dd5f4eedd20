/**
 * Outgoing mail through nodemailer, by one of three transports:
 * - SMTP when SMTP_URL is set (e.g. smtp://user:pass@mail.example.org:587);
 * - the log (MAIL_TRANSPORT=log): each message, body included, is written to the structured
 *   log and nowhere else, for a deployment that has no mail server yet;
 * - else the embedded store (see store-transport), readable at /_dev/mail: development only.
 * The sender is MAIL_FROM when set, else `"{tenant name}" <no-reply@{host}>`.
 */
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { Tenant } from '../tenants/directory';
import { createStoreTransport, TENANT_HEADER } from './store-transport';

export interface MailOptions {
  /** SMTP URL for nodemailer; unset keeps mail in the embedded outbox (or the log). */
  smtpUrl?: string | undefined;
  /** MAIL_TRANSPORT=log: write each message to the log instead of storing it. @default false */
  toLog?: boolean | undefined;
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

export type MailTransportKind = 'smtp' | 'log' | 'store';

export interface Mailer {
  kind: MailTransportKind;
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

function transportKind(options: MailOptions): MailTransportKind {
  if (options.smtpUrl) return 'smtp';
  return options.toLog ? 'log' : 'store';
}

export function createMailer(db: Db, logger: Logger, options: MailOptions = {}): Mailer {
  const kind = transportKind(options);
  const isEmbedded = kind === 'store';
  const transport = options.smtpUrl
    ? createTransport(options.smtpUrl)
    : kind === 'log'
      ? createTransport({ jsonTransport: true })
      : createTransport(createStoreTransport(db, logger));
  return {
    kind,
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
      // The plain text carries the codes and links the reader needs; the HTML twin adds nothing.
      if (kind === 'log')
        logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail written to the log');
      if (kind === 'smtp') logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
