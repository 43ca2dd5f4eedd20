/**
 * Career entries (spec part 1 section 3): the Career Tree (work) and Education and
 * Learning (education) timelines. Ids are chosen by the client (a UUID) so an entry
 * created offline keeps its id through edits and the sync that follows.
 */
import * as v from 'valibot';
import { Id } from './ids';
import { Skill } from './jobs';
import { MESSAGES } from './messages';
import { GroupRef, MAX_SKILLS, PROFILE_MESSAGES } from './profile';

export const CAREER_ENTRY_TYPES = ['work', 'education'] as const;
export const CareerEntryType = v.picklist(CAREER_ENTRY_TYPES);
export type CareerEntryType = v.InferOutput<typeof CareerEntryType>;
/** Shown over the edit form of an entry that lacks required fields (one imported without them, say). */
export const CAREER_ENTRY_INCOMPLETE =
  'Some required details are missing. Complete the fields marked Required, then save.';
/** Career entry description: the spec does not show its maximum; ours. */
export const CAREER_DESCRIPTION_MAX_CHARS = 2000;

export const CareerEntry = v.object({
  id: v.string(),
  type: CareerEntryType,
  /** The degree for education entries. */
  title: v.string(),
  description: v.string(),
  group: v.nullable(GroupRef),
  skills: v.array(v.number()),
  skills_detailed: v.array(Skill),
  is_currently_working: v.boolean(),
  start_date: v.string(),
  end_date: v.nullable(v.string()),
  updated_at: v.string(),
});
export type CareerEntry = v.InferOutput<typeof CareerEntry>;

const required = v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required));
/** Date inputs accept a date or a date-time (spec part 1 section 5). */
const DateText = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Enter a valid date.'),
  v.transform((text) => text.slice(0, 10)),
);

/**
 * POST /api/v1/career-entries/ and PATCH /api/v1/career-entries/{id}/. `group` is an
 * institution or organization id, or a new name: a non-numeric name creates the group first.
 * end_date is neither validated nor kept while currently working.
 */
export const CareerEntryInput = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.uuid()),
    type: CareerEntryType,
    title: required,
    description: v.pipe(
      v.string(MESSAGES.required),
      v.trim(),
      v.nonEmpty(MESSAGES.required),
      v.maxLength(CAREER_DESCRIPTION_MAX_CHARS, `Maximum ${CAREER_DESCRIPTION_MAX_CHARS} characters`),
    ),
    group: v.union([Id, required], MESSAGES.required),
    skills: v.pipe(
      v.array(Id, MESSAGES.required),
      v.nonEmpty(MESSAGES.required),
      v.maxLength(MAX_SKILLS, PROFILE_MESSAGES.maxSkills),
    ),
    is_currently_working: v.optional(v.boolean(), false),
    start_date: DateText,
    end_date: v.optional(v.nullable(v.string())),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const input = dataset.value;
    if (input.is_currently_working) return { ...input, end_date: null };
    const parsed = v.safeParse(DateText, input.end_date ?? '');
    if (!parsed.success) {
      addIssue({
        message: parsed.issues[0].message,
        path: [{ type: 'object', origin: 'value', input, key: 'end_date', value: input.end_date }],
      });
      return NEVER;
    }
    if (parsed.output < input.start_date) {
      addIssue({
        message: 'End date must be after the start date',
        path: [{ type: 'object', origin: 'value', input, key: 'end_date', value: input.end_date }],
      });
      return NEVER;
    }
    return { ...input, end_date: parsed.output };
  }),
);
export type CareerEntryInput = v.InferInput<typeof CareerEntryInput>;
export type CareerEntryValid = v.InferOutput<typeof CareerEntryInput>;
