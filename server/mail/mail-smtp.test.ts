/**
 * The SMTP adapter against a real SMTP server (smtp-server on a loopback port): a signup
 * on the running server delivers the verification e-mail there, and its code works.
 */

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import { type CaptchaChallenge, captchaPayload } from '../../contract/captcha';
import { pathOf } from '../../contract/endpoint';
import { createLogger } from '../logger';
import { type RunningServer, startServer } from '../start';
import { signupBody, solveCaptcha } from '../testing-account';
import { migratedDump } from '../testing-snapshot';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let server: RunningServer;
let base: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  server = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    inMemory: true,
    loadDataDir: await migratedDump(),
    distDir: null,
    seed: { jobCount: 2, draftJobCount: 0, campusJobCount: 2 },
    logger: createLogger('silent'),
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  });
  base = `http://localhost:${server.port}`;
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

async function json<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  return { status: res.status, body: (await res.json()) as T };
}

describe('SMTP_URL', () => {
  it('delivers the signup e-mail to the SMTP server, with a code that verifies', async () => {
    const challenge = (await json<CaptchaChallenge>('GET', pathOf(ACCOUNT_ENDPOINTS.captchaChallenge))).body;
    const captcha = captchaPayload(challenge, solveCaptcha(challenge));
    const signup = await json<{ access: string }>(
      'POST',
      pathOf(ACCOUNT_ENDPOINTS.register),
      signupBody('smtp@example.org', captcha),
    );
    expect(signup.status).toBe(201);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.to).toEqual(['smtp@example.org']);
    expect(mail?.from).toBe('no-reply@localhost');
    expect(mail?.raw).toMatch(/^From: Career Compass <no-reply@localhost>/m);
    expect(mail?.raw).toMatch(/^Subject: Your verification code/m);
    const unfolded = mail?.raw.replace(/=\r\n/g, '') ?? '';
    expect(unfolded).toContain(`http://localhost:${server.port}/verify-email/`);
    const code = /Your verification code is (\d{6})/.exec(unfolded)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await json('POST', pathOf(ACCOUNT_ENDPOINTS.otpVerify), { otp: code }, signup.body.access);
    expect(verified.status).toBe(200);
  });

  it('serves no /_dev/mail pages: nothing is stored', async () => {
    expect((await fetch(`${base}/_dev/mail.json`)).status).toBe(404);
    expect((await fetch(`${base}/_dev/mail`)).status).toBe(404);
  });
});
