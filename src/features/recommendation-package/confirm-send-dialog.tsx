/**
 * "Send these recommendations to {name}?": Confirm sends through the worker; on success the
 * draft is gone, a toast says so and the app returns to /; on failure the dialog closes and
 * the server's messages show on the form, whose texts are all still there.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PACKAGE_MESSAGES, type PackageMember, type PackageSendPayload } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { notify } from '../../ui/notify';
import { useIsOnline } from '../sync/queries';
import { sendPackage } from './mutations';
import { confirmText } from './selection';

interface ConfirmSendDialogProps {
  member: PackageMember;
  /** The checked payload; null keeps the dialog closed. */
  payload: PackageSendPayload | null;
  onClose(): void;
  onRejected(errors: Record<string, string[]>): void;
}

export function ConfirmSendDialog({ member, payload, onClose, onRejected }: ConfirmSendDialogProps) {
  const isOnline = useIsOnline();
  const navigate = useNavigate();
  const [isSending, setIsSending] = useState(false);

  async function confirm(sent: PackageSendPayload) {
    setIsSending(true);
    const result = await sendPackage(sent);
    setIsSending(false);
    if (result.ok) {
      notify({ type: 'success', title: PACKAGE_MESSAGES.emailSent });
      await navigate({ to: '/' });
      return;
    }
    onClose();
    onRejected(result.errors);
  }

  return (
    <Dialog.Root
      open={payload !== null}
      onOpenChange={(details) => (details.open || isSending ? null : onClose())}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Dialog.Content>
        <Dialog.Title>{PACKAGE_MESSAGES.sendEmail}</Dialog.Title>
        <Dialog.Description>{confirmText(member.name)}</Dialog.Description>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap', mt: '4' })}>
          <Button variant="outline" disabled={isSending} onClick={onClose}>
            {PACKAGE_MESSAGES.cancel}
          </Button>
          <Button
            disabled={isSending || !isOnline || payload === null}
            onClick={() => (payload === null ? undefined : void confirm(payload))}
          >
            {isSending ? 'Sending…' : PACKAGE_MESSAGES.confirm}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
