import { createFileRoute } from '@tanstack/react-router';
import { ModerationScreen } from '../../../features/content/components/moderation/moderation-screen';

/** /admin-dashboard/usecases: moderation of submitted items (spec part 2 section 4). */
export const Route = createFileRoute('/_member/admin-dashboard/usecases')({
  component: () => <ModerationScreen kind="usecase" />,
});
