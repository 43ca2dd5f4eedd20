/** Ask Anything without use_ama: what it is and where to upgrade. Nothing is asked. */
import { Link } from '@tanstack/react-router';
import { AMA_MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

interface UpgradeDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Where focus goes on close: not back to the prompt box, which would open the dialog again. */
  finalFocus: () => HTMLElement | null;
}

export function UpgradeDialog({ isOpen, onClose, finalFocus }: UpgradeDialogProps) {
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(details) => (details.open ? null : onClose())}
      finalFocusEl={finalFocus}
      lazyMount
      unmountOnExit
    >
      <Dialog.Content>
        <Dialog.Title>{AMA_MESSAGES.upgradeTitle}</Dialog.Title>
        <Dialog.Description>{AMA_MESSAGES.upgrade}</Dialog.Description>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap', mt: '4' })}>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Link to="/membership" className={button({ variant: 'solid' })}>
            Upgrade membership
          </Link>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
