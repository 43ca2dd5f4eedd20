// Where a member's queued join or application stands: the Pending mark while it waits, the server's refusal after.
import { css } from '../../../../styled-system/css';
import { PendingMark } from '../../../ui/pending-mark';

export function QueuedChangeStatus({ isPending, refusal }: { isPending: boolean; refusal: string | null | undefined }) {
  return (
    <>
      <PendingMark isPending={isPending} />
      {refusal ? (
        <p role="alert" className={css({ color: 'danger', flexBasis: 'full' })}>
          {refusal}
        </p>
      ) : null}
    </>
  );
}
