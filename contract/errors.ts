import * as v from 'valibot';

/** Errors in Django REST Framework shape: `{detail}` or `{field: [msg], non_field_errors: [msg]}`. */
export const ErrorBody = v.record(v.string(), v.union([v.string(), v.array(v.string())]));
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** Turn valibot issues into DRF field errors: the first message per field is what forms show. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || 'non_field_errors';
    const list = out[key] ?? [];
    list.push(issue.message);
    out[key] = list;
  }
  return out;
}

/** The message to show for an error body: `detail`, else the first field or non-field message. */
export function firstErrorMessage(body: unknown, fallback: string): string {
  if (!body || typeof body !== 'object') return fallback;
  const record = body as Record<string, unknown>;
  const detail = record['detail'];
  if (typeof detail === 'string') return detail;
  for (const key of ['non_field_errors', ...Object.keys(record)]) {
    const value = record[key];
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return fallback;
}
