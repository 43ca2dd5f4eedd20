/** Modal dialog on Ark UI's Dialog: focus trapped, Escape closes, focus returns to the opener. */
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps } from 'react';
import { cx } from '../../styled-system/css';
import { dialog } from '../../styled-system/recipes/dialog';
import { CloseIcon } from './icons';

const styles = dialog();

/** Backdrop, positioner and content in a portal: the parts every dialog repeats. */
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
function Description({ className, ...rest }: ComponentProps<typeof ArkDialog.Description>) {
  return <ArkDialog.Description className={cx(styles.description, className)} {...rest} />;
}
/** The × in the corner; its accessible name is "Close" unless `aria-label` says otherwise. */
function CloseTrigger({ className, ...rest }: ComponentProps<typeof ArkDialog.CloseTrigger>) {
  return (
    <ArkDialog.CloseTrigger aria-label="Close" className={cx(styles.closeTrigger, className)} {...rest}>
      <CloseIcon />
    </ArkDialog.CloseTrigger>
  );
}

export const Dialog = { Root: ArkDialog.Root, Content, Title, Description, CloseTrigger };
