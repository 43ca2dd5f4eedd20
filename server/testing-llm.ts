/**
 * Test support: a local stand-in for an OpenAI-compatible chat-completions server
 * (node:http on 127.0.0.1). It records every request and answers with the next queued
 * reply: a stream of server-sent events written in small chunks (so a chunk ends inside a
 * line), an error status with an OpenAI-style error body, a stream cut off mid-way, or a
 * reply that waits before its first byte. With no reply queued it streams `DEFAULT_PIECES`.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInReply =
  | { type: 'stream'; pieces: string[]; firstByteDelayMs?: number }
  /** Streams `pieces`, then drops the connection without [DONE]. */
  | { type: 'cut'; pieces: string[] }
  | { type: 'error'; status: number; message: string }
  /** Writes `body` as the event stream as it is (e.g. a line that is not JSON). */
  | { type: 'raw'; body: string };

export interface StandInRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: Array<{ role: string; content: string }> };
}

export const DEFAULT_PIECES = ['Hello ', 'from the ', 'stand-in.'];
/** Bytes per write: small enough that lines are split across chunks. */
const CHUNK = 7;

const event = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
const finish = `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startLlmStandIn() {
  const requests: StandInRequest[] = [];
  const queue: StandInReply[] = [];

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => {
      raw += part;
    });
    req.on('end', () => {
      let body: StandInRequest['body'] = {};
      try {
        body = JSON.parse(raw);
      } catch {
        // Recorded as empty: the test sees it.
      }
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      answer(queue.shift() ?? { type: 'stream', pieces: DEFAULT_PIECES }).catch(() => res.destroy());
    });

    async function writeChunked(text: string) {
      for (let at = 0; at < text.length; at += CHUNK) {
        res.write(text.slice(at, at + CHUNK));
        await pause(1);
      }
    }

    async function answer(reply: StandInReply) {
      if (reply.type === 'error') {
        res.writeHead(reply.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: reply.message, type: 'invalid_request_error' } }));
        return;
      }
      if (reply.type === 'stream' && reply.firstByteDelayMs) await pause(reply.firstByteDelayMs);
      if (res.destroyed) return;
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      if (reply.type === 'raw') {
        res.end(reply.body);
        return;
      }
      await writeChunked(reply.pieces.map(event).join(''));
      if (reply.type === 'cut') {
        res.destroy();
        return;
      }
      await writeChunked(finish);
      res.end();
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues replies for the next requests, in order. */
    reply(...replies: StandInReply[]) {
      queue.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LlmStandIn = Awaited<ReturnType<typeof startLlmStandIn>>;
