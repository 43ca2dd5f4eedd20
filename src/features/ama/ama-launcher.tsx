/** Below lg: an 'Ask Anything' button that opens the assistant in a full-screen dialog. */
import { useState } from 'react';
import { AMA_MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Assistant } from './assistant';

export function AmaLauncher({ agent }: { agent: string | null }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {AMA_MESSAGES.title}
      </Button>
      <Dialog.Root open={isOpen} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
        <Dialog.Content
          aria-label={AMA_MESSAGES.title}
          className={css({
            w: '100vw',
            maxW: '100vw',
            h: '100dvh',
            maxH: '100dvh',
            m: '0',
            borderRadius: '0',
            p: '4',
            display: 'flex',
            flexDirection: 'column',
          })}
        >
          <div className={css({ flex: '1', minH: '0', pr: '10' })}>
            <Assistant agent={agent} />
          </div>
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
