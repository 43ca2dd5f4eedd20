import { createFileRoute } from '@tanstack/react-router';
import { EditSearch } from '../../../features/content/components/forms/edit-search';
import { PostFormPage } from '../../../features/content/components/forms/post-form';

/** /create/newsletter (?edit=<slug>): write a newsletter; back to / on success (spec part 2 section 2). */
export const Route = createFileRoute('/_member/create/newsletter')({
  validateSearch: EditSearch,
  component: CreateNewsletter,
});

function CreateNewsletter() {
  const { edit } = Route.useSearch();
  return <PostFormPage key={edit ?? 'new'} types="newsletter" editSlug={edit} />;
}
