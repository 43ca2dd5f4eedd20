import * as v from 'valibot';

/**
 * A value the server wrote into the page's head as `<script id={id} type="application/json">`,
 * when it is there and has the schema's shape; otherwise undefined.
 */
export function readPageJson<TSchema extends v.GenericSchema>(
  id: string,
  schema: TSchema,
): v.InferOutput<TSchema> | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
