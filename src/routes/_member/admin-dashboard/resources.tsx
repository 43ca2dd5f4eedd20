import { createFileRoute } from '@tanstack/react-router';
import { ModerationScreen } from '../../../features/content/components/moderation/moderation-screen';

/** /admin-dashboard/resources: moderation of submitted items (spec part 2 section 4). */
export const Route = createFileRoute('/_member/admin-dashboard/resources')({
  component: () => <ModerationScreen kind="resource" />,
});
