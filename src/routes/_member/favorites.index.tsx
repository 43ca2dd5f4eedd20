import { createFileRoute } from '@tanstack/react-router';
import { CollectionDashboard } from '../../features/collections/components/collection-dashboard';
import { SavedOfflinePanel } from '../../features/collections/components/saved-offline-panel';

/** /favorites: what the member bookmarked, by section, and what is saved for offline reading. */
export const Route = createFileRoute('/_member/favorites/')({ component: FavoritesPage });

function FavoritesPage() {
  return (
    <CollectionDashboard which="favorites">
      <SavedOfflinePanel />
    </CollectionDashboard>
  );
}
