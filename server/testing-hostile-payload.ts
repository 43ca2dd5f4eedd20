/**
 * The corpus's body attacks on one route: find the route's payload among the contract's
 * schemas (from the fields its 400 names), build a plausible body from it, then send one
 * hostile field at a time so each value goes as deep as the route lets it. A route whose
 * payload is not found gets every contract field at once, each attack class in turn.
 * Not a test itself.
 */
import type * as v from 'valibot';
import {
  contractFieldNames,
  contractSchemas,
  FIELD_ATTACKS,
  type FieldAttack,
  leafKind,
  leafPaths,
  type RegisteredRoute,
  sampleOf,
  valueAt,
  withValueAt,
} from './testing-hostile';
import type { Prober, Role } from './testing-hostile-probe';

const SIGNED_IN: readonly Role[] = ['member', 'staff'];

/** A response body's JSON object, or {} when it is not one. */
export function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  } catch {
    return {};
  }
}

/** The top-level fields a 400 names. */
const fieldsNamedIn = (text: string) =>
  Object.keys(jsonObject(text))
    .filter((key) => key !== 'detail' && key !== 'non_field_errors')
    .map((key) => key.split('.')[0]!);

/** The smallest exported object schema holding every named field (the route's payload). */
function payloadSchemaFor(schemas: Array<[string, v.GenericSchema]>, fields: string[]): v.GenericSchema | null {
  if (fields.length === 0) return null;
  let best: { schema: v.GenericSchema; size: number } | null = null;
  for (const [, schema] of schemas) {
    const entries = 'entries' in schema && schema.entries && typeof schema.entries === 'object' ? schema.entries : null;
    if (!entries) continue;
    const keys = Object.keys(entries);
    if (!fields.every((field) => keys.includes(field))) continue;
    if (!best || keys.length < best.size) best = { schema, size: keys.length };
  }
  return best?.schema ?? null;
}

export interface PayloadTarget {
  role: Role;
  sample: unknown;
}

export function payloadAttacker(probe: Prober) {
  const schemas = contractSchemas();
  const fields = contractFieldNames();
  // No schema takes `[[]]` for a field, so the 400 names the fields of the route's payload.
  const discovery = Object.fromEntries(fields.map((field) => [field, [[]]]));

  /** A route may check a part first (a job's questions): what it named is taken out and the rest sent again. */
  async function fieldsOf(role: Role, route: RegisteredRoute, path: string) {
    const named = new Set<string>();
    let body = discovery;
    for (const attack of ['discovery', 'discovery again']) {
      const res = await probe.sendJson({ role, method: route.method, path, attack }, body);
      const found = res.status === 400 ? fieldsNamedIn(res.text) : [];
      if (found.length === 0) break;
      for (const field of found) named.add(field);
      body = Object.fromEntries(Object.entries(body).filter(([field]) => !named.has(field)));
    }
    return [...named];
  }

  /** The route's payload and the role to attack it as: staff where a member is refused. */
  async function find(route: RegisteredRoute, path: string): Promise<PayloadTarget | null> {
    let target: PayloadTarget | null = null;
    for (const role of SIGNED_IN) {
      const schema = payloadSchemaFor(schemas, await fieldsOf(role, route, path));
      if (!schema) continue;
      target = { role, sample: sampleOf(schema) };
      const plain = await probe.sendJson({ role, method: route.method, path, attack: 'plausible body' }, target.sample);
      if (plain.status !== 403) break;
    }
    return target;
  }

  /** The classes aimed at each field's kind (some always, a few more in turn), and every class once. */
  async function attackOneFieldAtATime(target: PayloadTarget, route: RegisteredRoute, path: string, index: number) {
    const { role, sample } = target;
    const unsent = new Set(FIELD_ATTACKS);
    const leaves = leafPaths(sample);
    const send = async (leaf: Array<string | number>, attack: FieldAttack) => {
      unsent.delete(attack);
      // A PATCH keeps what it is not sent: the hostile field alone goes furthest.
      const base = route.method === 'PATCH' ? { [String(leaf[0])]: valueAt(sample, leaf.slice(0, 1)) } : sample;
      const body = withValueAt(base, leaf, attack.value);
      await probe.sendJson({ role, method: route.method, path, attack: `${leaf.join('.')}: ${attack.name}` }, body);
    };
    for (const [n, leaf] of leaves.entries()) {
      const kind = leafKind(valueAt(sample, leaf));
      const aimed = FIELD_ATTACKS.filter((attack) => attack.aims.includes(kind));
      const always = aimed.filter((attack) => attack.always?.includes(kind));
      const sampled = aimed.filter((attack) => !always.includes(attack));
      const chosen = [...always, ...[0, 1].map((k) => sampled[(index + n + k * 3) % sampled.length]!)];
      for (const attack of new Set(chosen)) await send(leaf, attack);
    }
    for (const [n, attack] of [...unsent].entries()) await send(leaves[(index + n) % leaves.length]!, attack);
  }

  /** Every contract field at once, each class in turn (large values in three fields at a time). */
  async function attackEveryField(route: RegisteredRoute, path: string, index: number) {
    for (const [n, attack] of FIELD_ATTACKS.entries()) {
      // A large value in every field would only meet the body limit.
      const chosen = attack.isLarge ? [0, 1, 2].map((k) => fields[(index * 3 + n + k * 97) % fields.length]!) : fields;
      const body = Object.fromEntries(chosen.map((field) => [field, attack.value]));
      const role = SIGNED_IN[(index + n) % SIGNED_IN.length]!;
      await probe.sendJson({ role, method: route.method, path, attack: `every field: ${attack.name}` }, body);
    }
  }

  return { find, attackOneFieldAtATime, attackEveryField };
}
