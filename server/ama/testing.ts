/**
 * Test support for Ask Anything tests: members who may ask, asking through the real app
 * (the NDJSON stream read whole and parsed line by line) and a direct look at the stored row.
 * Not a test itself.
 */
import { eq } from 'drizzle-orm';
import type { AmaStreamEvent } from '../../contract/ama';
import { amaChats } from '../agents/schema';
import { users } from '../db/schema';
import { newMember } from '../profiles/testing';
import type { TestApi } from '../testing';

/** A fresh member with use_ama (or without, or staff without it). */
export async function amaMember(
  api: TestApi,
  host = 'localhost',
  access: { useAma?: boolean; isStaff?: boolean } = {},
) {
  const member = await newMember(api, host);
  await api.database.db
    .update(users)
    .set({ useAma: access.useAma ?? true, isStaff: access.isStaff ?? false })
    .where(eq(users.id, member.id));
  return member;
}

export interface AskResult {
  status: number;
  headers: Headers;
  /** The stream's events; empty when the answer was not a stream. */
  events: AmaStreamEvent[];
  /** The JSON body of a refusal. */
  body: Record<string, unknown>;
}

export function askRequest(
  token: string | null,
  body: unknown,
  host = 'localhost:8080',
  extra: Record<string, string> = {},
): Request {
  const headers: Record<string, string> = { Host: host, 'Content-Type': 'application/json', ...extra };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  return new Request('http://localhost/api/v1/ama/ask/', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function ask(
  api: TestApi,
  token: string | null,
  body: unknown,
  host?: string,
  headers?: Record<string, string>,
): Promise<AskResult> {
  const res = await api.app.request(askRequest(token, body, host, headers));
  const text = await res.text();
  const isStream = (res.headers.get('content-type') ?? '').startsWith('application/x-ndjson');
  const lines = isStream ? text.split('\n').filter((line) => line !== '') : [];
  return {
    status: res.status,
    headers: res.headers,
    events: lines.map((line): AmaStreamEvent => JSON.parse(line)),
    body: !isStream && text ? JSON.parse(text) : {},
  };
}

/** The done event's exchange; fails the test when the stream did not end with one. */
export function doneChat(result: AskResult) {
  const last = result.events.at(-1);
  if (last?.type !== 'done') throw new Error(`no done event: ${JSON.stringify(result.events)}`);
  return last.chat;
}

/** The text events joined. */
export const streamedText = (result: AskResult) =>
  result.events.map((event) => (event.type === 'text' ? event.value : '')).join('');

export async function storedRows(api: TestApi, id: string) {
  return api.database.db.select().from(amaChats).where(eq(amaChats.id, id));
}
