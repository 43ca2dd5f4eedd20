/**
 * Where Ask Anything sits in pages. The assistant itself is a lazy chunk: it loads only where
 * it shows (the panel at lg and up, the launcher below lg).
 */
import { lazy, Suspense } from 'react';
import { useIsLargeScreen } from '../../ui/use-is-large-screen';

interface AskAnythingProps {
  /** The agent whose chat this is (its slug); none on the agent area's main page. @default null */
  agent?: string | null;
}

const AmaPanel = lazy(() => import('./ama-panel').then((module) => ({ default: module.AmaPanel })));
const AmaLauncher = lazy(() => import('./ama-launcher').then((module) => ({ default: module.AmaLauncher })));

/** The assistant as the right panel's column (lg and up). */
export function AskAnythingPanel({ agent = null }: AskAnythingProps) {
  return (
    <Suspense fallback={null}>
      <AmaPanel agent={agent} />
    </Suspense>
  );
}

/** Below lg: a button that opens the assistant full width. */
export function AskAnythingLauncher({ agent = null }: AskAnythingProps) {
  const isLarge = useIsLargeScreen();
  if (isLarge) return null;
  return (
    <Suspense fallback={null}>
      <AmaLauncher agent={agent} />
    </Suspense>
  );
}
