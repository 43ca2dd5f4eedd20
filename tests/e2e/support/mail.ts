/** The embedded mail store's outbox (GET /_dev/mail.json), read the way a member reads their inbox. */
import { expect } from 'vitest';
import { DEV_MAIL_PATHS, type DevMail } from '../../../contract/dev-mail';
import { api } from './api';
import type { TestServer } from './server';

export function mailsTo(server: TestServer, host: string, email: string): Promise<DevMail[]> {
  return api<DevMail[]>(server.port, host, 'GET', `${DEV_MAIL_PATHS.json}?to=${encodeURIComponent(email)}`).then(
    (res) => res.body,
  );
}

/** Waits until `email` has more than `seen` messages, then answers the newest. */
export async function nextMail(server: TestServer, host: string, email: string, seen = 0): Promise<DevMail> {
  await expect.poll(async () => (await mailsTo(server, host, email)).length, { timeout: 15_000 }).toBeGreaterThan(seen);
  const [newest] = await mailsTo(server, host, email);
  if (!newest) throw new Error(`no mail to ${email}`);
  return newest;
}

/** The six-digit code of a verification mail. */
export function codeIn(mail: DevMail): string {
  const code = /Your verification code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

/** The path of the e-mailed link of this kind (`/verify-email/KEY`, `/reset-password/TOKEN`). */
export function linkPathIn(mail: DevMail, kind: 'verify-email' | 'reset-password'): string {
  const url = new RegExp(`https?://\\S+/${kind}/[^\\s"<>]+`).exec(mail.text)?.[0];
  if (!url) throw new Error(`no ${kind} link in: ${mail.text}`);
  return new URL(url).pathname;
}
