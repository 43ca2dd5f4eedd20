import { createFileRoute } from '@tanstack/react-router';
import { EditSearch } from '../../../features/content/components/forms/edit-search';
import { UseCaseFormPage } from '../../../features/content/components/forms/use-case-form';

/** /contribute/usecase (?edit=<slug>): submit or edit a use case (spec part 2 section 5). */
export const Route = createFileRoute('/_member/contribute/usecase')({
  validateSearch: EditSearch,
  component: ContributeUseCase,
});

function ContributeUseCase() {
  const { edit } = Route.useSearch();
  return <UseCaseFormPage key={edit ?? 'new'} editSlug={edit} />;
}
