/**
 * Where the right panel 'Recommendations for you' appears (spec part 1 section 2, Top bar
 * and chrome): beside the member's listing pages, on large screens (Panda's lg, 1024 px) only.
 * A page opts in by having its path in PANEL_PATHS (panel-paths.ts). The panel itself is a lazy chunk that
 * small screens never download.
 */
import { lazy, Suspense } from 'react';
import { useIsLargeScreen } from '../../../ui/use-is-large-screen';
import { askAnythingPanelFor, hasRecommendationsPanel } from './panel-paths';

const RecommendationsPanel = lazy(() =>
  import('./recommendations-panel').then((module) => ({ default: module.RecommendationsPanel })),
);

// On the agent area the panel is Ask Anything (its own lazy chunk).
const AmaPanelSlot = lazy(() => import('../../ama/ama-panel').then((module) => ({ default: module.AmaPanelSlot })));

/** The panel's column, rendered only for a member on an opted-in page at lg and up. */
export function RecommendationsSlot({ path, isMember }: { path: string; isMember: boolean }) {
  const isLarge = useIsLargeScreen();
  if (!isMember || !isLarge) return null;
  const ama = askAnythingPanelFor(path);
  if (ama) {
    return (
      <Suspense fallback={null}>
        <AmaPanelSlot agent={ama.agent} />
      </Suspense>
    );
  }
  if (!hasRecommendationsPanel(path)) return null;
  return (
    <Suspense fallback={null}>
      <RecommendationsPanel />
    </Suspense>
  );
}
