import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

interface DeleteEntryDialogProps {
  title: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a career entry is deleted. */
export function DeleteEntryDialog({ title, onConfirm, onClose }: DeleteEntryDialogProps) {
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Dialog.Content className={css({ maxW: 'sm' })}>
        <Dialog.Title>Delete {title}?</Dialog.Title>
        <Dialog.Description>This entry will be removed from your profile.</Dialog.Description>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '4' })}>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Delete</Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
