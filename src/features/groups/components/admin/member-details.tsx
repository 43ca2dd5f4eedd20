// The notes, reason and join answers (or event registration) of one member, in a table cell.
import type { GroupMember } from '../../../../../contract';
import { css } from '../../../../../styled-system/css';

export function MemberDetails({ member }: { member: GroupMember }) {
  const { answers, registration } = member.group_profile_extra_info;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      {member.notes ? <div>Notes: {member.notes}</div> : null}
      {member.reason ? <div>Reason: {member.reason}</div> : null}
      {answers.length > 0 || registration ? (
        <details>
          <summary className={css({ cursor: 'pointer' })}>Answers</summary>
          <dl className={css({ display: 'grid', gap: '1', mt: '1' })}>
            {answers.map((answer) => (
              <div key={answer.question_id}>
                <dt className={css({ fontWeight: 'medium' })}>{answer.label}</dt>
                <dd>
                  {answer.file_url ? (
                    <a href={answer.file_url} target="_blank" rel="noreferrer">
                      Open file
                    </a>
                  ) : (
                    answer.value || '—'
                  )}
                </dd>
              </div>
            ))}
            {registration
              ? Object.entries(registration)
                  .filter(([, value]) => value !== null && value !== '')
                  .map(([key, value]) => (
                    <div key={key}>
                      <dt className={css({ fontWeight: 'medium' })}>{key.replaceAll('_', ' ')}</dt>
                      <dd>{String(value)}</dd>
                    </div>
                  ))
              : null}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
