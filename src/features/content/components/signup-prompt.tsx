/**
 * The signup dialog a visitor gets on clicking a member-only control, loaded when first asked
 * for: the dialog's parts (Ark UI's dialog, portal and layers) are not on any list's first
 * load, and members never download them.
 */
import { lazy, Suspense } from 'react';

const SignupDialog = lazy(() => import('./signup-dialog').then((module) => ({ default: module.SignupDialog })));

export function SignupPrompt({ isOpen, onClose, action }: { isOpen: boolean; onClose: () => void; action: string }) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SignupDialog open onClose={onClose} action={action} />
    </Suspense>
  );
}
