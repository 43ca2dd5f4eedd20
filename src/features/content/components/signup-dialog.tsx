/** What a visitor sees on clicking a member-only control (spec: logged-out users see the signup dialog). */
import { Link, useLocation } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import { Dialog } from '../../../ui/dialog';

export function SignupDialog({ open, onClose, action }: { open: boolean; onClose: () => void; action: string }) {
  const next = useLocation({ select: (location) => location.href });
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} lazyMount unmountOnExit>
      <Dialog.Content>
        <Dialog.CloseTrigger />
        <Dialog.Title>Join to {action}</Dialog.Title>
        <Dialog.Description>Create a free account or log in to {action}.</Dialog.Description>
        <div className={css({ display: 'flex', gap: '2', mt: '4' })}>
          <Link to="/signup" search={{ next }} className={button({ size: 'sm' })}>
            Sign Up
          </Link>
          <Link to="/login" search={{ next }} className={button({ size: 'sm', variant: 'outline' })}>
            Log In
          </Link>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
