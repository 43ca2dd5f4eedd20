/**
 * Test support for the Stripe stand-in (testing-stripe.ts): Stripe's form bodies and query
 * strings (the stripe package sends bracket keys like line_items[0][price_data][unit_amount])
 * parsed into nested objects and lists, values kept as the strings Stripe receives.
 */

/** A parsed form body (a[0][b]=1 -> {a: [{b: '1'}]}). */
export type FormObject = Record<string, unknown>;

export const isRecord = (value: unknown): value is FormObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const parts = key.split('[').map((part, index) => (index === 0 ? part : part.replace(/]$/, '')));
    let node: FormObject | unknown[] = root;
    for (const [index, part] of parts.entries()) {
      const last = index === parts.length - 1;
      const fresh = () => (/^\d+$/.test(parts[index + 1] ?? '') ? [] : {});
      let next: unknown;
      if (Array.isArray(node)) {
        const slot = Number(part);
        if (last) node[slot] = value;
        else next = node[slot] ??= fresh();
      } else {
        if (last) node[part] = value;
        else next = node[part] ??= fresh();
      }
      if (last) break;
      if (!Array.isArray(next) && !isRecord(next)) break;
      node = next;
    }
  }
  return root;
}
