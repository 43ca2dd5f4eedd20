/**
 * The parts of a modal on Ark UI's Dialog, styled by the slot recipe its Root provides: the
 * dialog and the drawer differ only in their recipe (where the panel sits), so both use these.
 */
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { type ComponentProps, createContext, useContext } from 'react';
import { cx } from '../../styled-system/css';
import { CloseIcon } from './icons';

export interface ModalStyles {
  backdrop: string;
  positioner: string;
  content: string;
  title: string;
  description?: string;
  closeTrigger: string;
}

/** The recipe's classes, from the Root (context crosses the portal). */
const ModalStylesContext = createContext<ModalStyles | null>(null);

/** Ark's Dialog.Root, giving its parts the recipe's classes. */
export function ModalRoot({ styles, ...rest }: ComponentProps<typeof ArkDialog.Root> & { styles: ModalStyles }) {
  return (
    <ModalStylesContext.Provider value={styles}>
      <ArkDialog.Root {...rest} />
    </ModalStylesContext.Provider>
  );
}

function useModalStyles(): ModalStyles {
  const styles = useContext(ModalStylesContext);
  if (!styles) throw new Error('A modal part is used outside Dialog.Root or Drawer.Root');
  return styles;
}

/** Backdrop, positioner and content in a portal: the parts every modal repeats. */
export function ModalContent({ className, children, ...rest }: ComponentProps<typeof ArkDialog.Content>) {
  const styles = useModalStyles();
  return (
    <Portal>
      <ArkDialog.Backdrop className={styles.backdrop} />
      <ArkDialog.Positioner className={styles.positioner}>
        <ArkDialog.Content className={cx(styles.content, className)} {...rest}>
          {children}
        </ArkDialog.Content>
      </ArkDialog.Positioner>
    </Portal>
  );
}

export function ModalTitle({ className, ...rest }: ComponentProps<typeof ArkDialog.Title>) {
  return <ArkDialog.Title className={cx(useModalStyles().title, className)} {...rest} />;
}

export function ModalDescription({ className, ...rest }: ComponentProps<typeof ArkDialog.Description>) {
  return <ArkDialog.Description className={cx(useModalStyles().description, className)} {...rest} />;
}

/** The × in the corner; its accessible name is "Close" unless `aria-label` says otherwise. */
export function ModalCloseTrigger({ className, ...rest }: ComponentProps<typeof ArkDialog.CloseTrigger>) {
  return (
    <ArkDialog.CloseTrigger aria-label="Close" className={cx(useModalStyles().closeTrigger, className)} {...rest}>
      <CloseIcon />
    </ArkDialog.CloseTrigger>
  );
}
