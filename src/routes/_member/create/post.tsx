import { createFileRoute } from '@tanstack/react-router';
import { EditSearch } from '../../../features/content/components/forms/edit-search';
import { PostFormPage } from '../../../features/content/components/forms/post-form';

/** /create/post (?edit=<slug>): write a post; back to / on success (spec part 2 section 2). */
export const Route = createFileRoute('/_member/create/post')({
  validateSearch: EditSearch,
  component: CreatePost,
});

function CreatePost() {
  const { edit } = Route.useSearch();
  return <PostFormPage key={edit ?? 'new'} types="post" editSlug={edit} />;
}
