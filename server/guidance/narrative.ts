/**
 * The guidance engine's writing half (DESIGN.md section 6). Retrieval and scoring are always
 * ours and deterministic (server/guidance/*): they pick the roles, gaps and portal items, so no
 * answer can name an item that does not exist. A NarrativeEngine only writes the prose around
 * them, as a stream of text pieces:
 * - embedded (the default, no network, no keys): streams the text the retrieval step composed;
 * - llm (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL): an OpenAI-compatible chat-completions client
 *   given the same retrieved context (server/guidance/llm.ts).
 */
import type { GuidanceEngineName } from '../agents/schema';

export interface NarrativeRequest {
  kind: 'report' | 'answer';
  /** Instructions: the product's, plus staff's user_prompt of the step when there is one. */
  system: string;
  /** The retrieved facts (the member's profile, the chosen roles and items), as plain text. */
  context: string;
  /** The member's question, or the report's task. */
  question: string;
  /** Earlier exchanges of the conversation, oldest first. */
  history: ReadonlyArray<{ question: string; answer: string }>;
  /** The embedded engine's own text for this request: what the embedded engine streams. */
  fallback: string;
}

export interface NarrativeEngine {
  readonly name: GuidanceEngineName;
  /**
   * Streams the narrative in pieces. Throws NarrativeError when the engine fails before its
   * first piece (the caller may then use `fallback`); a failure after some pieces throws too,
   * with `partial` set to what was streamed.
   */
  stream(request: NarrativeRequest, signal?: AbortSignal): AsyncIterable<string>;
}

export class NarrativeError extends Error {
  constructor(
    message: string,
    readonly partial: string,
  ) {
    super(message);
    this.name = 'NarrativeError';
  }
}

/** Pieces of about this many characters: the client types them out as they come. */
const PIECE = 24;

export function createEmbeddedNarrative(): NarrativeEngine {
  return {
    name: 'embedded',
    async *stream(request) {
      const text = request.fallback;
      for (let at = 0; at < text.length; at += PIECE) yield text.slice(at, at + PIECE);
    },
  };
}

/** Collects a whole narrative (reports are stored whole, not streamed to the browser). */
export async function writeNarrative(
  engine: NarrativeEngine,
  request: NarrativeRequest,
  signal?: AbortSignal,
): Promise<string> {
  let text = '';
  for await (const piece of engine.stream(request, signal)) text += piece;
  return text;
}
