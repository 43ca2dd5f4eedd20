/** A list's text filter as the search index answers it: the matching rows' primary keys, as strings, with their scores. */
export type SearchMatches = ReadonlyMap<string, number>;

/** The rows that match, best first; rows of equal score keep their order. */
export function rankByMatches<T>(rows: readonly T[], refOf: (row: T) => string, matches: SearchMatches): T[] {
  return rows
    .filter((row) => matches.has(refOf(row)))
    .map((row, position) => ({ row, position, score: matches.get(refOf(row)) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map(({ row }) => row);
}
