/**
 * The mutating API a batch may reach: the paths the client's outbox mutators send to with
 * JSON bodies. Nothing else (no sign-in, no payments, no batch inside a batch).
 */
const PREFIXES = [
  '/api/v1/bookmark/',
  '/api/v1/unbookmark/',
  '/api/v1/vote/',
  '/api/v1/follow/',
  '/api/v1/profile/',
  '/api/v1/career-entries/',
  '/api/v1/chat/',
  '/api/v1/notifications/',
  '/api/v1/groups/',
  '/api/v1/jobs/',
  '/api/v1/agent-reports/',
  '/api/v1/ama/chats/',
];

/** The path as the router will see it, or null when it does not decode. */
function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export function isBatchablePath(path: string): boolean {
  const plain = decoded(path);
  if (plain === null || /\.\.|\/\/|[?#\\]/.test(plain) || /[?#]/.test(path)) return false;
  return PREFIXES.some((prefix) => path.startsWith(prefix));
}
