import { createFileRoute } from '@tanstack/react-router';
import { CollectionDashboard } from '../-components/collections/collection-dashboard';
import { SavedOfflinePanel } from '../-components/collections/saved-offline-panel';

/** /favorites: what the member bookmarked, by section, and what is saved for offline reading. */
export const Route = createFileRoute('/_member/favorites/')({ component: FavoritesPage });

function FavoritesPage() {
  return (
    <CollectionDashboard which="favorites">
      <SavedOfflinePanel />
    </CollectionDashboard>
  );
}
