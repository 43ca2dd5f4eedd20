/**
 * A drawer on Ark UI's Dialog: a panel from the left over a backdrop; a click on the
 * backdrop or Escape closes it, focus is trapped inside and returns to the opener.
 */
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps } from 'react';
import { cx } from '../../styled-system/css';
import { drawer } from '../../styled-system/recipes/drawer';
import { CloseIcon } from './icons';

const styles = drawer();

function Content({ className, children, ...rest }: ComponentProps<typeof ArkDialog.Content>) {
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
function Title({ className, ...rest }: ComponentProps<typeof ArkDialog.Title>) {
  return <ArkDialog.Title className={cx(styles.title, className)} {...rest} />;
}
/** The × in the corner; its accessible name is "Close" unless `aria-label` says otherwise. */
function CloseTrigger({ className, ...rest }: ComponentProps<typeof ArkDialog.CloseTrigger>) {
  return (
    <ArkDialog.CloseTrigger aria-label="Close" className={cx(styles.closeTrigger, className)} {...rest}>
      <CloseIcon />
    </ArkDialog.CloseTrigger>
  );
}

export const Drawer = { Root: ArkDialog.Root, Content, Title, CloseTrigger };
