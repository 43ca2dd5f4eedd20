/** The account e-mails: plain text first (codes and links readable anywhere), with a simple HTML twin. */

import escapeHtml from 'escape-html';
import { OTP_TTL_SECONDS, RESET_TOKEN_TTL_SECONDS } from '../../contract/account';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function html(paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const anchor = `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
  return `<!doctype html><html><body style="font-family:sans-serif">${body}${anchor}</body></html>`;
}

export function verificationMail(tenantName: string, code: string, link: string): MailContent {
  const minutes = OTP_TTL_SECONDS / 60;
  const intro = `Welcome to ${tenantName}!`;
  const codeLine = `Your verification code is ${code}`;
  const expiry = `The code expires in ${minutes} minutes. You can also verify your email by opening this link:`;
  const ignore = 'If you did not create an account, you can ignore this email.';
  return {
    subject: `Your verification code for ${tenantName}`,
    text: [intro, codeLine, `${expiry}\n${link}`, ignore].join('\n\n'),
    html: html([intro, codeLine, expiry], { href: link, label: 'Verify my email' }).replace(
      '</body>',
      `<p>${escapeHtml(ignore)}</p></body>`,
    ),
  };
}

export function passwordResetMail(tenantName: string, link: string): MailContent {
  const minutes = RESET_TOKEN_TTL_SECONDS / 60;
  const intro = `Someone asked to reset the password of your ${tenantName} account.`;
  const action = `Open this link within ${minutes} minutes to choose a new password:`;
  const ignore = 'If it was not you, ignore this email: your password stays as it is.';
  return {
    subject: `Reset your ${tenantName} password`,
    text: [intro, `${action}\n${link}`, ignore].join('\n\n'),
    html: html([intro, action], { href: link, label: 'Choose a new password' }).replace(
      '</body>',
      `<p>${escapeHtml(ignore)}</p></body>`,
    ),
  };
}

export function alternateEmailMail(tenantName: string, code: string): MailContent {
  const minutes = OTP_TTL_SECONDS / 60;
  const intro = `You asked to add this address to your ${tenantName} account.`;
  const codeLine = `Your verification code is ${code}`;
  const expiry = `The code expires in ${minutes} minutes.`;
  const ignore = 'If it was not you, ignore this email: the address will not be added.';
  return {
    subject: `Verify your alternate email for ${tenantName}`,
    text: [intro, codeLine, expiry, ignore].join('\n\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif">${[intro, codeLine, expiry, ignore]
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}</body></html>`,
  };
}
