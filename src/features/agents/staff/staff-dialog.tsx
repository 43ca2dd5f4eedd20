/** A staff tool's dialog, opened by its own small outline button among the agent's staff tools. */
import { type ReactNode, useState } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

interface StaffDialogProps {
  /** The button's text. */
  opener: string;
  title: string;
  /** Panda class names of the dialog's content (its width and scrolling). */
  className?: string;
  children: ReactNode;
}

export function StaffDialog({ opener, title, className, children }: StaffDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={(detail) => setIsOpen(detail.open)} lazyMount unmountOnExit>
      <Button variant="outline" size="sm" onClick={() => setIsOpen(true)}>
        {opener}
      </Button>
      <Dialog.Content className={className}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.CloseTrigger />
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
