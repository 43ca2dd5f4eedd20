/**
 * The CSV export of a group: members (accepted) or applicants (every status, with the
 * answers to the group's questions and, for conferences, the registration form). Fields
 * are quoted as RFC 4180 asks and formulas are defused for spreadsheets.
 */
import { stringify } from 'csv-stringify/sync';
import { CHOICE_LABELS, type GroupMember } from '../../contract/groups';
import type { Db } from '../db/client';
import type { GroupRow } from '../db/schema';
import { listMembers } from './membership-read';

type CsvValue = string | number | boolean | null | undefined;

/** A spreadsheet runs a field that starts like a formula: such text gets a leading quote. */
const defused = (value: CsvValue): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

/** One CSV record, quoted as RFC 4180 asks (csv-stringify), with formulas defused. */
export const csvLine = (fields: readonly CsvValue[]) =>
  stringify([fields.map(defused)], { record_delimiter: '\r\n', quoted_match: /[\r\n]/ });

const REGISTRATION_COLUMNS = [
  ['participant_type', 'Participant type'],
  ['phone_number', 'Phone number'],
  ['alternative_phone_number', 'Alternative phone number'],
  ['submission_type', 'Submission type'],
  ['program_type', 'Program type'],
  ['title', 'Title'],
  ['abstract', 'Abstract'],
  ['publication', 'Publication'],
  ['dietary', 'Dietary'],
] as const;
const CHOICE_FIELDS = new Set<string>(['participant_type', 'submission_type', 'program_type', 'publication']);

/** The CSV of members (accepted) or applicants (every status, with answers and registration). */
export async function membershipCsv(db: Db, group: GroupRow, type: 'members' | 'applicants'): Promise<string> {
  const { data } = await listMembers(
    db,
    group,
    { status: type === 'members' ? 'accepted' : 'all', sort_order: 'desc' },
    true,
    { limit: 100_000, offset: 0 },
  );
  const header = ['Name', 'Email', 'Country', 'Institution', 'Role', 'Status', 'Verified', 'Joined at'];
  const base = (m: GroupMember) => [
    m.name,
    m.email,
    m.country,
    m.institution_name,
    m.membership_role,
    m.membership_status,
    m.is_verified ? 'yes' : 'no',
    m.joined_at,
  ];
  if (type === 'members') return [csvLine(header), ...data.map((m) => csvLine(base(m)))].join('');
  const questions = group.extraInfo.questions ?? [];
  const isConference = group.groupType === 'event' && group.eventType === 'conference';
  const registrationColumns = isConference ? REGISTRATION_COLUMNS : [];
  const lines = [
    csvLine([
      ...header,
      'Wait list',
      'Notes',
      ...questions.map((q) => q.label),
      ...registrationColumns.map(([, label]) => label),
    ]),
  ];
  for (const m of data) {
    const answers = new Map(m.group_profile_extra_info.answers.map((a) => [a.question_id, a]));
    const registration = m.group_profile_extra_info.registration;
    lines.push(
      csvLine([
        ...base(m),
        m.is_waitlisted ? 'yes' : 'no',
        m.notes,
        ...questions.map((q) => {
          const answer = answers.get(q.id);
          return answer?.file_url ?? answer?.value ?? '';
        }),
        ...registrationColumns.map(([field]) => {
          const value = registration?.[field] ?? '';
          return CHOICE_FIELDS.has(field) ? (CHOICE_LABELS[value] ?? value) : value;
        }),
      ]),
    );
  }
  return lines.join('');
}
