import { createFileRoute } from '@tanstack/react-router';
import { EditSearch } from '../../-components/content/forms/edit-search';
import { UseCaseFormPage } from '../../-components/content/forms/use-case-form';

/** /contribute/usecase (?edit=<slug>): submit or edit a use case (spec part 2 section 5). */
export const Route = createFileRoute('/_member/contribute/usecase')({
  validateSearch: EditSearch,
  component: ContributeUseCase,
});

function ContributeUseCase() {
  const { edit } = Route.useSearch();
  return <UseCaseFormPage key={edit ?? 'new'} editSlug={edit} />;
}
