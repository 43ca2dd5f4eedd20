/**
 * The sync worker's API, as the UI sees it through comlink's `wrap<SyncApi>()`.
 * Data never comes back through these calls: the worker writes Dexie and the UI's
 * live queries re-render. Calls answer only outcomes the UI must act on.
 */
export type LoginResult = { ok: true } | { ok: false; errors: Record<string, string[]> };

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type CallResult = { ok: true; status: number; body: unknown } | { ok: false; errors: Record<string, string[]> };

export interface SyncApi {
  auth: {
    /** POST /api/v1/token/, then GET /api/v1/identity/; stores both and starts syncing. */
    login(email: string, password: string): Promise<LoginResult>;
    /** Forgets the session and the member's data locally (the outbox of another member too). */
    logout(): Promise<void>;
  };
  account: {
    /**
     * An online-only call (signup, codes, passwords, feedback, preferences): the session's
     * token with one refresh on 401. Failures come back as form errors (the server's
     * words, or "You're offline" when it cannot be reached).
     */
    call(method: CallMethod, path: string, body?: unknown): Promise<CallResult>;
    /** Tokens handed out by signup or e-mail verification: store them, load the identity, sync. */
    adoptSession(tokens: { access: string; refresh: string }): Promise<LoginResult>;
    /** Re-read GET /api/v1/identity/ into the local database (after verifying, saving preferences). */
    refreshIdentity(): Promise<void>;
  };
  sync: {
    /** Push and pull now (after a local mutation, on focus, on `online`). */
    kick(): void;
    /** A failed entry of the needs-attention list: re-apply and queue it again. */
    retry(seq: number): Promise<void>;
    /** A failed entry: drop it for good. */
    discard(seq: number): Promise<void>;
  };
}
