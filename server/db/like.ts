/**
 * Text a person typed, made safe for ILIKE: `%`, `_` and the backslash match themselves, not
 * any text (Postgres's default escape character is the backslash).
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `%text%` for ILIKE: rows that contain the text anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
