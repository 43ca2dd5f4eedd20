/**
 * A drawer on Ark UI's Dialog: a panel from the left over a backdrop; a click on the
 * backdrop or Escape closes it, focus is trapped inside and returns to the opener.
 */
import type { ComponentProps } from 'react';
import { drawer } from '../../styled-system/recipes/drawer';
import { ModalCloseTrigger, ModalContent, ModalRoot, ModalTitle } from './dialog-parts';

const styles = drawer();

export const Drawer = {
  Root: (props: Omit<ComponentProps<typeof ModalRoot>, 'styles'>) => <ModalRoot styles={styles} {...props} />,
  Content: ModalContent,
  Title: ModalTitle,
  CloseTrigger: ModalCloseTrigger,
};
