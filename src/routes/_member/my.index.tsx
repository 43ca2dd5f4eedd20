import { createFileRoute } from '@tanstack/react-router';
import { CollectionDashboard } from '../../features/collections/components/collection-dashboard';

/** /my: what the member made or joined, by section, with each item's status. */
export const Route = createFileRoute('/_member/my/')({ component: MyItemsPage });

function MyItemsPage() {
  return <CollectionDashboard which="my" />;
}
