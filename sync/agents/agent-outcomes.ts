/**
 * How the worker's agent calls read the server's refusals: a 403 `{detail, code}` names why
 * a run is blocked, a 400 carries DRF field errors (a custom form's are nested under
 * `answers`, and land under the question ids the form shows them at).
 */
import * as v from 'valibot';
import { AGENT_MESSAGES, AgentBlock, MESSAGES } from '../../contract';

const BlockBody = v.object({ detail: v.string(), code: AgentBlock });

/** A refused run or step that says why (sign in, premium, usage limit), or null. */
export function blockOf(status: number, body: unknown): { block: AgentBlock; message: string } | null {
  if (status !== 403) return null;
  const parsed = v.safeParse(BlockBody, body);
  return parsed.success ? { block: parsed.output.code, message: parsed.output.detail } : null;
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/**
 * DRF field errors as `{field: [messages]}`: `detail` becomes a non-field error, and nested
 * objects (`{answers: {dream_role: [...]}}`) give both the inner key and the dotted path.
 */
export function stepFieldErrors(body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const walk = (record: Record<string, unknown>, prefix: string) => {
    for (const [field, value] of Object.entries(record)) {
      const key = field === 'detail' ? 'non_field_errors' : field;
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        walk(value as Record<string, unknown>, `${prefix}${key}.`);
        continue;
      }
      const messages = messagesOf(value);
      if (messages.length === 0) continue;
      errors[`${prefix}${key}`] = messages;
      if (prefix) errors[key] ??= messages;
    }
  };
  if (body && typeof body === 'object' && !Array.isArray(body)) walk(body as Record<string, unknown>, '');
  return errors;
}

/** The message above a refused step's form: its first non-field error, else the generic one. */
export function stepMessage(errors: Record<string, string[]>): string {
  return errors['non_field_errors']?.[0] ?? AGENT_MESSAGES.stepFailed;
}

/** The browser knows it has no network: do not even try. */
export function isKnownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export const offlineRun = { ok: false as const, kind: 'offline' as const, message: AGENT_MESSAGES.offline };
export const failedRun = (message: string = MESSAGES.couldNotComplete) => ({
  ok: false as const,
  kind: 'failed' as const,
  message,
});
