/**
 * The normalised result of every import source (resume PDF, LinkedIn data export, the
 * LinkedIn API adapter). Parsers produce it; apply-import.ts writes the selected
 * sections of it. It is a valibot schema because the LinkedIn adapter receives it as
 * JSON from another service and must not trust it. Dates are 'YYYY-MM-DD'.
 */
import * as v from 'valibot';

const Text = v.pipe(v.string(), v.trim(), v.maxLength(5000));
const ShortText = v.pipe(v.string(), v.trim(), v.maxLength(300));
const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const ImportedPosition = v.object({
  title: v.pipe(ShortText, v.nonEmpty()),
  organization: v.pipe(ShortText, v.nonEmpty()),
  description: v.optional(Text, ''),
  location: v.optional(v.nullable(ShortText), null),
  start_date: IsoDate,
  /** null: the member still works there. */
  end_date: v.optional(v.nullable(IsoDate), null),
});
export type ImportedPosition = v.InferOutput<typeof ImportedPosition>;

export const ImportedEducation = v.object({
  /** Degree, e.g. "BSc Statistics". */
  degree: v.pipe(ShortText, v.nonEmpty()),
  school: v.pipe(ShortText, v.nonEmpty()),
  description: v.optional(Text, ''),
  start_date: IsoDate,
  end_date: v.optional(v.nullable(IsoDate), null),
});
export type ImportedEducation = v.InferOutput<typeof ImportedEducation>;

export const ImportedProfile = v.object({
  first_name: v.optional(v.nullable(ShortText), null),
  last_name: v.optional(v.nullable(ShortText), null),
  /** Headline or the line under the name. */
  title: v.optional(v.nullable(ShortText), null),
  /** ISO 3166-1 alpha-2. */
  country: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))), null),
  location: v.optional(v.nullable(ShortText), null),
  /** Plain text; becomes short_bio as paragraphs. */
  summary: v.optional(v.nullable(Text), null),
  positions: v.optional(v.pipe(v.array(ImportedPosition), v.maxLength(50)), []),
  education: v.optional(v.pipe(v.array(ImportedEducation), v.maxLength(50)), []),
  skills: v.optional(v.pipe(v.array(v.pipe(ShortText, v.nonEmpty())), v.maxLength(100)), []),
  /** Language names, strongest first ("English"). */
  languages: v.optional(v.pipe(v.array(v.pipe(ShortText, v.nonEmpty())), v.maxLength(30)), []),
  /** Everything the source said, for matching topic names; built from the fields when absent. */
  full_text: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200_000))), null),
});
export type ImportedProfile = v.InferOutput<typeof ImportedProfile>;
