/** /org/{name_slug}: an organization's page with its tabs as nested routes (spec part 2 section 2). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { OrgLayout } from '../features/groups/components/org-page';

export const Route = createFileRoute('/org/$nameSlug')({ component: OrgLayout });
