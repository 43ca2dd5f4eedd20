import { createFileRoute } from '@tanstack/react-router';
import { ModerationScreen } from '../../../features/content/components/moderation/moderation-screen';

/** /admin-dashboard/ai-tools: moderation of submitted items (spec part 2 section 4). */
export const Route = createFileRoute('/_member/admin-dashboard/ai-tools')({
  component: () => <ModerationScreen kind="aitool" />,
});
