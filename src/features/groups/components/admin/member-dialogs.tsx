/**
 * The dialogs of member actions: accept or reject with notes, and remove with a reason
 * (required).
 */
import { type FormEvent, useState } from 'react';
import { GROUP_FORM_MESSAGES } from '../../../../../contract';
import { Dialog } from '../../../../ui/dialog';
import { Field } from '../../../../ui/field';
import { OnlineSubmit } from '../../../account/online-submit';
import { row, stack } from './shared';

export type PendingAction =
  | { kind: 'respond'; action: 'accept' | 'reject'; users: { id: number; name: string }[] }
  | { kind: 'remove'; user: { id: number; name: string } };

function describe(pending: PendingAction): string {
  if (pending.kind === 'remove') return `Remove ${pending.user.name}`;
  const who = pending.users.length === 1 ? (pending.users[0]?.name ?? '') : `${pending.users.length} people`;
  return `${pending.action === 'accept' ? 'Accept' : 'Reject'} ${who}`;
}

/** Asks for the notes (respond) or the reason (remove), then answers `onConfirm`. */
export function MemberActionDialog({
  pending,
  onClose,
  onConfirm,
}: {
  pending: PendingAction | null;
  onClose: () => void;
  onConfirm: (pending: PendingAction, text: string) => Promise<boolean>;
}) {
  return (
    <Dialog.Root open={pending !== null} onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Dialog.Content>
        {pending ? <ActionForm pending={pending} onClose={onClose} onConfirm={onConfirm} /> : null}
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ActionForm({
  pending,
  onClose,
  onConfirm,
}: {
  pending: PendingAction;
  onClose: () => void;
  onConfirm: (pending: PendingAction, text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);
  const isRemove = pending.kind === 'remove';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isRemove && text.trim() === '') return setError(GROUP_FORM_MESSAGES.reasonRequired);
    setBusy(true);
    const done = await onConfirm(pending, text.trim());
    setBusy(false);
    if (done) onClose();
  }

  const title = describe(pending);
  return (
    <form onSubmit={(event) => void submit(event)} className={stack} noValidate>
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Description>
        {isRemove ? 'Tell why they are removed: the reason is kept with the membership.' : 'Notes are optional.'}
      </Dialog.Description>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{isRemove ? 'Reason' : 'Notes'}</Field.Label>
        <Field.Textarea
          rows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <div className={row}>
        <OnlineSubmit
          label={isRemove ? 'Remove' : pending.action === 'accept' ? 'Accept' : 'Reject'}
          busyLabel="Saving…"
          isBusy={isBusy}
        />
      </div>
    </form>
  );
}
