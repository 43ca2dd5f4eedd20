/**
 * Reads a request body for a middleware that must look at it before the routes do, without
 * using it up: the request handed back carries the same body for the body limits and routes.
 * A body past `max` bytes is not buffered whole; it is handed on as a stream, unread.
 */

export interface BoundedBody {
  /** The request to use from now on (its body can still be read). */
  request: Request;
  /** The whole body, or null when it is larger than `max`. */
  bytes: Uint8Array<ArrayBuffer> | null;
}

/** A stream that first replays what was already read, then the rest of the original. */
function replay(chunks: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

export async function readBoundedBody(request: Request, max: number): Promise<BoundedBody> {
  const body = request.body;
  if (!body) return { request, bytes: null };
  const declared = request.headers.get('content-length');
  if (declared !== null && !request.headers.has('transfer-encoding') && Number(declared) > max) {
    return { request, bytes: null };
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > max) {
      // A stream body needs `duplex` in Node's fetch, which the DOM typings do not list yet.
      const init: RequestInit & { duplex: 'half' } = { body: replay(chunks, reader), duplex: 'half' };
      return { request: new Request(request, init), bytes: null };
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { request: new Request(request, { body: bytes }), bytes };
}
