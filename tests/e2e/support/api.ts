/**
 * Direct calls to the real API, to check what the server stored (never to drive the UI).
 * node:http with an explicit Host header: the tenant is chosen by Host, and Node's
 * resolver does not know `campus.localhost`.
 */
import type { TokenPair } from '../../../contract/auth';
import { call } from '../../../server/testing-child';

export const DEMO_PASSWORD = 'demo-pass-2026';

export interface ApiResponse<T> {
  status: number;
  body: T;
}

export async function api<T>(
  port: number,
  host: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiResponse<T>> {
  const answer = await call(port, method, path, { ...options, host });
  return { status: answer.status, body: (answer.text ? JSON.parse(answer.text) : null) as T };
}

/** A demo account's access and refresh tokens, as the login answers them. */
export async function apiTokenPair(port: number, host: string, email: string): Promise<TokenPair> {
  const res = await api<TokenPair>(port, host, 'POST', '/api/v1/token/', {
    body: { email, password: DEMO_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status}`);
  return res.body;
}

export async function apiToken(port: number, host: string, email: string): Promise<string> {
  return (await apiTokenPair(port, host, email)).access;
}

/**
 * A GET on the default tenant as the holder of `token` (none: a visitor) that must answer 200;
 * any other status fails the test with `what` and the status.
 */
export async function readOk<T>(port: number, token: string | undefined, path: string, what: string): Promise<T> {
  const res = await api<T>(port, 'localhost', 'GET', path, token ? { token } : {});
  if (res.status !== 200) throw new Error(`${what}: ${res.status}`);
  return res.body;
}
