import { createFileRoute } from '@tanstack/react-router';
import { CollectionDashboard } from '../-components/collections/collection-dashboard';

/** /my: what the member made or joined, by section, with each item's status. */
export const Route = createFileRoute('/_member/my/')({ component: MyItemsPage });

function MyItemsPage() {
  return <CollectionDashboard which="my" />;
}
