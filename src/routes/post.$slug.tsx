/** /post/{slug}: the detail page (spec part 2 section 2). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { PostDetail } from '../features/content/components/post-detail';

export const Route = createFileRoute('/post/$slug')({ component: Page });

function Page() {
  const { slug } = Route.useParams();
  return <PostDetail slug={slug} />;
}
