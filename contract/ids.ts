/**
 * Row ids as inputs. Every table keys its rows by a Postgres `integer` (int4), so an id
 * past 2147483647 names no row; refusing it here keeps such a number out of every query
 * (where the database would fail on it) and gives the caller a field message instead.
 */
import * as v from 'valibot';

/** The largest Postgres `integer`, and so the largest id any row can have. */
export const MAX_ID = 2_147_483_647;

/** DRF's wording for integer fields. */
export const ID_MESSAGES = {
  invalid: 'A valid integer is required.',
  invalidList: 'Enter a comma-separated list of ids.',
  tooSmall: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
  tooLarge: (max: number) => `Ensure this value is less than or equal to ${max}.`,
  /** An id that names no row the caller may use. */
  doesNotExist: (id: number | string) => `Invalid pk "${id}" - object does not exist.`,
} as const;

/** A row as a reference names it: its id and its name (a topic, a skill, a choice of a list). */
export const Named = v.object({ id: v.number(), name: v.string() });
export type Named = v.InferOutput<typeof Named>;

/** Whether a number can be the id of a row. */
export const isRowId = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/** A row id in a JSON payload: a positive whole number no larger than MAX_ID. */
export const Id = v.pipe(
  v.number(ID_MESSAGES.invalid),
  v.integer(ID_MESSAGES.invalid),
  v.minValue(1, ID_MESSAGES.tooSmall(1)),
  v.maxValue(MAX_ID, ID_MESSAGES.tooLarge(MAX_ID)),
);

/** An id that may be 0: "nothing yet" (the last notification read) or an option list's "Other". */
export const IdOrZero = v.pipe(
  v.number(ID_MESSAGES.invalid),
  v.integer(ID_MESSAGES.invalid),
  v.minValue(0, ID_MESSAGES.tooSmall(0)),
  v.maxValue(MAX_ID, ID_MESSAGES.tooLarge(MAX_ID)),
);

/** A row id in a query string (`?group_id=4`). */
export const IdQueryParam = v.pipe(v.string(), v.toNumber(ID_MESSAGES.invalid), Id);

/**
 * A comma-separated id list in a query string (`?topics=1,4, 7`). Entries that are not ids
 * at all are left to the list's own rule (dropped or refused); a whole number past MAX_ID is
 * refused here, since it would otherwise reach a query as an id.
 */
export const IdListQueryParam = v.pipe(
  v.string(),
  v.check(
    (list) =>
      list.split(',').every((part) => {
        const n = Number(part.trim());
        return !Number.isInteger(n) || n <= MAX_ID;
      }),
    ID_MESSAGES.tooLarge(MAX_ID),
  ),
);

/** A strict comma-separated id list in a query string (`?topics=1,4,7`): anything else is refused. */
export const StrictIdListQueryParam = v.pipe(
  v.string(),
  v.regex(/^\d+(,\d+)*$/, ID_MESSAGES.invalidList),
  v.check((list) => list.split(',').every((part) => isRowId(Number(part))), ID_MESSAGES.invalidList),
);

/**
 * The most ids one list in a payload may carry: more than any form picks, and well under the
 * 65,535 bind parameters Postgres takes in one query.
 */
export const MAX_IDS_PER_LIST = 10_000;

/** A list of row ids in a JSON payload. */
export const IdArray = v.pipe(
  v.array(Id),
  v.maxLength(MAX_IDS_PER_LIST, `Ensure this field has no more than ${MAX_IDS_PER_LIST} elements.`),
);
