/**
 * Names listed in a skills or languages section, whatever the shape: a comma or semicolon
 * list, bullets, one name a line, or lines with a category ("Programming: Python, SQL").
 * Levels and notes are not part of a name: "English (Native)", "Python - advanced" and
 * "Spanish: B2" give English, Python and Spanish.
 */
const BULLETS = /[•·▪‣◦●○■□➢➤✓]/g;
/** "Programming: Python, SQL": the category names a group, not a skill. */
const CATEGORY = /^[^:,]{2,40}:\s*(?=[^,]+,)/;

function cleanName(part: string): string {
  return (
    part
      .replace(/\([^)]*\)/g, '')
      // "English - native", "Python: advanced": the level is not part of the name.
      .replace(/\s+[–—-]\s+.*$|:\s.*$/, '')
      .replace(/^[\s*-]+/, '')
      .replace(/[:.]\s*$/, '')
      .trim()
  );
}

/** Comma, semicolon, bullet or line separated names, in order, without repeats. */
export function parseNameList(lines: readonly string[], maxLength = 60): string[] {
  const names = lines
    .map((line) => line.replace(CATEGORY, ''))
    .join('\n')
    .replace(BULLETS, '\n')
    .split(/[,;|\n]/)
    .map(cleanName)
    .filter((name) => name.length > 0 && name.length <= maxLength && !/^(and|etc)$/i.test(name));
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
