/**
 * LinkedIn's data export (Settings > Data privacy > Get a copy of your data): a zip of
 * CSV files with LinkedIn's own column names. Only the five files the import needs are
 * inflated, each capped in size, so a hostile archive cannot fill memory.
 *   Profile.csv    First Name, Last Name, Headline, Summary, Geo Location, ...
 *   Positions.csv  Company Name, Title, Description, Location, Started On, Finished On
 *   Education.csv  School Name, Start Date, End Date, Notes, Degree Name, Activities
 *   Skills.csv     Name
 *   Languages.csv  Name, Proficiency
 */
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { findCountry } from './countries';
import { parseMonthYear } from './dates';
import type { ImportedEducation, ImportedPosition, ImportedProfile } from './imported-profile';

const WANTED = ['profile.csv', 'positions.csv', 'education.csv', 'skills.csv', 'languages.csv'] as const;
type Wanted = (typeof WANTED)[number];
const MAX_CSV_BYTES = 5 * 1024 * 1024;

type Row = Record<string, string>;

const baseName = (path: string) => (path.split('/').pop() ?? '').toLowerCase();
const isWanted = (name: string): name is Wanted => (WANTED as readonly string[]).includes(name);

/** The CSV rows by file, or null when the bytes are not a zip holding any of them. */
function readArchive(bytes: Uint8Array): Map<Wanted, Row[]> | null {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => isWanted(baseName(file.name)) && file.originalSize <= MAX_CSV_BYTES,
    });
  } catch {
    return null;
  }
  const tables = new Map<Wanted, Row[]>();
  for (const [path, content] of Object.entries(files)) {
    const name = baseName(path);
    if (!isWanted(name)) continue;
    try {
      const rows: Row[] = parse(strFromU8(content), {
        columns: true,
        bom: true,
        skip_empty_lines: true,
        relax_column_count: true,
        relax_quotes: true,
        trim: true,
      });
      tables.set(name, rows);
    } catch {
      // One unreadable file should not sink the rest of the import.
    }
  }
  return tables.size > 0 ? tables : null;
}

const cell = (row: Row | undefined, column: string) => (row?.[column] ?? '').trim();
const orNull = (text: string) => (text === '' ? null : text);

function positionOf(row: Row): ImportedPosition | null {
  const title = cell(row, 'Title');
  const organization = cell(row, 'Company Name');
  const start = parseMonthYear(cell(row, 'Started On'));
  if (!title || !organization || !start) return null;
  return {
    title,
    organization,
    description: cell(row, 'Description'),
    location: orNull(cell(row, 'Location')),
    start_date: start,
    end_date: parseMonthYear(cell(row, 'Finished On')),
  };
}

function educationOf(row: Row): ImportedEducation | null {
  const school = cell(row, 'School Name');
  const start = parseMonthYear(cell(row, 'Start Date'));
  if (!school || !start) return null;
  return {
    degree: cell(row, 'Degree Name') || school,
    school,
    description: cell(row, 'Notes'),
    start_date: start,
    end_date: parseMonthYear(cell(row, 'End Date')),
  };
}

/** The export as an ImportedProfile, or null when the archive is not a LinkedIn export. */
export function parseLinkedinExport(bytes: Uint8Array): ImportedProfile | null {
  const tables = readArchive(bytes);
  if (!tables) return null;
  const profile = tables.get('profile.csv')?.[0];
  const geo = cell(profile, 'Geo Location');
  const positions = (tables.get('positions.csv') ?? []).map(positionOf).filter((p) => p !== null);
  const education = (tables.get('education.csv') ?? []).map(educationOf).filter((e) => e !== null);
  const skills = (tables.get('skills.csv') ?? []).map((row) => cell(row, 'Name')).filter(Boolean);
  const languages = (tables.get('languages.csv') ?? []).map((row) => cell(row, 'Name')).filter(Boolean);
  return {
    first_name: orNull(cell(profile, 'First Name')),
    last_name: orNull(cell(profile, 'Last Name')),
    title: orNull(cell(profile, 'Headline')),
    country: geo ? findCountry(geo) : null,
    location: orNull(geo),
    summary: orNull(cell(profile, 'Summary')),
    positions,
    education,
    skills,
    languages,
    full_text: null,
  };
}
