/**
 * Reading an Ask Anything answer: the NDJSON events of the response body, and the writer
 * that grows the stored exchange's text part as pieces arrive (a Dexie write at most every
 * WRITE_EVERY_MS, so live queries re-render smoothly without a write per piece).
 */
import * as v from 'valibot';
import { AmaStreamEvent, type ChatPart } from '../../contract';
import type { PortalDb } from '../core/db';

/** How often the growing answer is written to Dexie. */
export const WRITE_EVERY_MS = 40;

function parseLine(line: string): AmaStreamEvent | null {
  const trimmed = line.trim();
  if (!trimmed) return null;
  try {
    const parsed = v.safeParse(AmaStreamEvent, JSON.parse(trimmed));
    return parsed.success ? parsed.output : null;
  } catch {
    return null; // A line outside the contract is skipped, like any unknown event.
  }
}

/** The events of a stream, in order. Throws when the connection breaks mid-way. */
export async function* streamEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<AmaStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const event = parseLine(line);
        if (event) yield event;
      }
      if (done) break;
    }
    const last = parseLine(buffer);
    if (last) yield last;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

const textParts = (text: string): ChatPart[] => (text ? [{ type: 'text', value: text }] : []);

/**
 * The answer's text as it grows. A retry after a cut starts over (`restart`); its text is
 * not shown until it is longer than what was already on screen, so the answer never shrinks.
 */
export function answerWriter(db: PortalDb, id: string, now: () => number) {
  let text = '';
  let shown = '';
  let lastAt = Number.NEGATIVE_INFINITY;

  async function flush(): Promise<void> {
    if (text.length <= shown.length) return;
    shown = text;
    lastAt = now();
    await db.amaChats.update(id, { messages: textParts(shown) });
  }

  return {
    restart(): void {
      text = '';
    },
    async append(piece: string): Promise<void> {
      text += piece;
      if (now() - lastAt >= WRITE_EVERY_MS) await flush();
    },
    flush,
    /** The longest text seen so far (what a cut-off answer keeps). */
    partial: (): string => (text.length > shown.length ? text : shown),
  };
}
