/** App-wide toasts (Ark UI). `toaster.create({...})` from anywhere; <AppToaster/> renders them. */
import { createToaster, Toast, Toaster } from '@ark-ui/react/toast';
import { toast } from '../../styled-system/recipes/toast';

export const toaster = createToaster({ placement: 'bottom-end', overlap: true, gap: 12, max: 4 });

const styles = toast();

export function AppToaster() {
  return (
    <Toaster toaster={toaster}>
      {(item) => (
        <Toast.Root className={styles.root}>
          <Toast.Title className={styles.title}>{item.title}</Toast.Title>
          {item.description ? (
            <Toast.Description className={styles.description}>{item.description}</Toast.Description>
          ) : null}
          {item.action ? (
            <Toast.ActionTrigger className={styles.actionTrigger}>{item.action.label}</Toast.ActionTrigger>
          ) : null}
          <Toast.CloseTrigger className={styles.closeTrigger} aria-label="Dismiss notification">
            ×
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
