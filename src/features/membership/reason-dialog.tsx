/** Cancel Membership and Downgrade ask why (spec part 2 section 5): a required reason. */
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import type { MembershipActions } from './use-membership-actions';

export function ReasonDialog({ dialog, isOnline }: { dialog: MembershipActions['reasonDialog']; isOnline: boolean }) {
  const { target } = dialog;
  const title = target?.kind === 'downgrade' ? `Downgrade to ${target.planName}` : 'Cancel Membership';
  const description =
    target?.kind === 'downgrade'
      ? 'Tell us why you are downgrading. The new plan applies from your next billing period.'
      : 'Tell us why you are cancelling. Your membership stays active until the end of the current period.';
  return (
    <Dialog.Root open={dialog.isOpen} onOpenChange={(details) => (details.open ? null : dialog.onClose())} lazyMount>
      <Dialog.Content>
        <Dialog.CloseTrigger />
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void dialog.onConfirm();
          }}
          className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4' })}
        >
          <Field.Root invalid={Boolean(dialog.error)}>
            <Field.Label>Reason</Field.Label>
            <Field.Textarea
              rows={4}
              value={dialog.reason}
              onChange={(event) => dialog.onReasonChange(event.target.value)}
            />
            <Field.ErrorText>{dialog.error}</Field.ErrorText>
          </Field.Root>
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' })}>
            <Button variant="outline" onClick={dialog.onClose}>
              Close
            </Button>
            <Button type="submit" disabled={dialog.isBusy || !isOnline}>
              {dialog.isBusy ? 'Saving…' : 'Confirm'}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
