/**
 * Direct calls to the real API, to check what the server stored (never to drive the UI).
 * node:http with an explicit Host header: the tenant is chosen by Host, and Node's
 * resolver does not know `campus.localhost`.
 */
import { request } from 'node:http';

export const DEMO_PASSWORD = 'demo-pass-2026';

export interface ApiResponse<T> {
  status: number;
  body: T;
}

export function api<T>(
  port: number,
  host: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiResponse<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          Host: `${host}:${port}`,
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export async function apiToken(port: number, host: string, email: string): Promise<string> {
  const res = await api<{ access: string }>(port, host, 'POST', '/api/v1/token/', {
    body: { email, password: DEMO_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.body.access;
}
