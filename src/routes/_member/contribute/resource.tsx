import { createFileRoute } from '@tanstack/react-router';
import { EditSearch } from '../../../features/content/components/forms/edit-search';
import { ResourceFormPage } from '../../../features/content/components/forms/resource-form';

/** /contribute/resource (?edit=<slug>): contribute or edit a resource (spec part 2 section 5). */
export const Route = createFileRoute('/_member/contribute/resource')({
  validateSearch: EditSearch,
  component: ContributeResource,
});

function ContributeResource() {
  const { edit } = Route.useSearch();
  return <ResourceFormPage key={edit ?? 'new'} editSlug={edit} />;
}
