/** Modal dialog on Ark UI's Dialog: focus trapped, Escape closes, focus returns to the opener. */
import type { ComponentProps } from 'react';
import { dialog } from '../../styled-system/recipes/dialog';
import { ModalCloseTrigger, ModalContent, ModalDescription, ModalRoot, ModalTitle } from './dialog-parts';

const styles = dialog();

export const Dialog = {
  Root: (props: Omit<ComponentProps<typeof ModalRoot>, 'styles'>) => <ModalRoot styles={styles} {...props} />,
  Content: ModalContent,
  Title: ModalTitle,
  Description: ModalDescription,
  CloseTrigger: ModalCloseTrigger,
};
