/**
 * The Google Classroom panel of a group's Admin tab (spec part 2 sections 6 and 7), for
 * groups made with create_google_classroom: the linked course's id, Sync members and Load
 * resources with their progress and outcome. The server's status says whether it has
 * Google credentials; the actions need a certified group profile, a course and a connection.
 */
import { type Group, CLASSROOM_MESSAGES as TEXT } from '../../../contract';
import { css } from '../../../styled-system/css';
import { OnlineReadNote } from '../sync/online-read-note';
import { useIsOnline } from '../sync/queries';
import { ClassroomActionRow } from './classroom-action';
import { ClassroomLinkForm } from './classroom-link-form';
import { firstMessage } from './first-message';
import { useClassroomStatus } from './queries';

export function ClassroomPanel({ group }: { group: Group }) {
  const isOnline = useIsOnline();
  const read = useClassroomStatus(group.id);
  const status = read.data;
  const canRun =
    isOnline && status?.is_configured === true && status.is_certified && status.google_classroom_id !== null;
  return (
    <section aria-labelledby="google-classroom" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="google-classroom" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {TEXT.heading}
      </h2>
      {isOnline ? null : <p role="status">{TEXT.offline}</p>}
      <OnlineReadNote read={read} />
      {read.status === 'loading' && !status ? <p role="status">Loading…</p> : null}
      {read.status === 'failed' ? <p role="alert">{firstMessage(read.errors, TEXT.failed)}</p> : null}
      {status && !status.is_configured ? <p role="status">{TEXT.notConfigured}</p> : null}
      {status?.is_configured && !status.is_certified ? <p role="status">{TEXT.needsCertified}</p> : null}
      {status ? (
        <>
          <ClassroomLinkForm
            key={status.google_classroom_id ?? ''}
            groupId={group.id}
            courseId={status.google_classroom_id}
            isDisabled={!isOnline}
            onSaved={read.reload}
          />
          <div className={css({ display: 'grid', gap: '3', md: { gridTemplateColumns: '1fr 1fr' } })}>
            <ClassroomActionRow
              groupId={group.id}
              action="members"
              lastRun={status.members}
              isDisabled={!canRun}
              onDone={read.reload}
            />
            <ClassroomActionRow
              groupId={group.id}
              action="resources"
              lastRun={status.resources}
              isDisabled={!canRun}
              onDone={read.reload}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
