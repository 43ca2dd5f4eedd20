// A confirmation before a queued change (leave a group, withdraw an application): Keep or the action, then a toast.
import { type ReactNode, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { notify } from '../../../ui/notify';

export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  successMessage,
  failureMessage,
  onClose,
}: {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  successMessage: string;
  failureMessage: string;
  onClose: () => void;
}) {
  const [isSending, setIsSending] = useState(false);
  const confirm = async () => {
    setIsSending(true);
    try {
      await onConfirm();
      notify({ title: successMessage, type: 'success' });
      onClose();
    } catch {
      notify({ title: failureMessage, type: 'error' });
      setIsSending(false);
    }
  };
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(details) => (details.open ? null : onClose())}>
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', mt: '4' })}>
          <Button variant="outline" onClick={onClose} disabled={isSending}>
            Keep
          </Button>
          <Button onClick={() => void confirm()} disabled={isSending}>
            {confirmLabel}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
