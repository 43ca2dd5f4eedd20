/** /search: one search over everything stored on this device, with the server's people and groups online. Public. */
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SearchScreen } from '../features/search/search-screen';

/** The router reads `?q=12` as a number: the text takes either. */
const Text = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

const SiteSearch = v.object({
  q: v.optional(v.fallback(Text, ''), ''),
});

export const Route = createFileRoute('/search')({
  validateSearch: SiteSearch,
  component: SearchPage,
});

function SearchPage() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SearchScreen q={q} onSearch={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })} />;
}
