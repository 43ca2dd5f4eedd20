/**
 * /connect (spec part 1 section 2, Connect screen): tabs All, Circle, Organization,
 * People, Event (query `connection`, default all); 'Active' (connections and suggestions)
 * without a query, 'Search Results' with one. Narrow screens show only the Recommended panel.
 */
import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageSearch, SEARCH_MIN_CHARS } from '../../../contract';
import { CONNECTION_TABS, ConnectionTab } from '../../../contract/connection-tabs';
import { css } from '../../../styled-system/css';
import { ActiveView } from '../../features/directory/components/active-view';
import { type ConnectFilters, ConnectToolbar } from '../../features/directory/components/connect-toolbar';
import { RecommendedPanel } from '../../features/directory/components/recommended-panel';
import { SearchResults } from '../../features/directory/components/search-results';
import { useIdentity } from '../../features/session/queries';
import { Tabs } from '../../ui/tabs';

/** The router reads `?q=12` as a number: text params take either. */
const Text = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

const ConnectSearch = v.object({
  connection: v.optional(v.fallback(ConnectionTab, 'all'), 'all'),
  q: v.optional(v.fallback(Text, ''), ''),
  limited_search: v.optional(v.fallback(v.optional(v.boolean()), undefined)),
  country: v.optional(v.fallback(v.optional(Text), undefined)),
  page: v.optional(PageSearch, 1),
  professional_fields: v.optional(v.fallback(v.optional(Text), undefined)),
});

export const Route = createFileRoute('/_member/connect')({
  validateSearch: ConnectSearch,
  component: ConnectPage,
});

function ConnectPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const identity = useIdentity();
  const isOrganizationUser = (identity?.default_organization_id ?? identity?.organization?.id ?? null) !== null;
  // Organization users search their organization unless they switch to the whole hierarchy.
  const limitedSearch = isOrganizationUser ? (search.limited_search ?? true) : undefined;
  const q = search.q.trim();
  const isSearching = q.length >= SEARCH_MIN_CHARS || Boolean(search.country) || Boolean(search.professional_fields);
  const setPage = (page: number) => void navigate({ search: (prev) => ({ ...prev, page }) });
  const setFilters = (next: Partial<ConnectFilters>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next, page: 1 }), replace: true });
  const body = isSearching ? (
    <SearchResults
      query={{
        type: search.connection,
        q,
        ...(search.country ? { country: search.country } : {}),
        ...(search.professional_fields ? { professional_fields: search.professional_fields } : {}),
        ...(limitedSearch === undefined ? {} : { limited_search: limitedSearch }),
      }}
      page={search.page}
      onPage={setPage}
    />
  ) : (
    <ActiveView tab={search.connection} limitedSearch={limitedSearch} page={search.page} onPage={setPage} />
  );
  return (
    <>
      <div className={css({ display: { base: 'block', md: 'none' } })}>
        <RecommendedPanel />
      </div>
      <section className={css({ display: { base: 'none', md: 'flex' }, flexDirection: 'column', gap: '4' })}>
        <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '3' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>Connect</h1>
          {search.connection === 'user' ? (
            <Link to="/influencers" className={css({ color: 'brand.solid', textDecoration: 'underline' })}>
              Influential people
            </Link>
          ) : (
            <Link to="/influential-orgs" className={css({ color: 'brand.solid', textDecoration: 'underline' })}>
              Influential organizations
            </Link>
          )}
        </header>
        <ConnectToolbar
          value={{ ...search, limited_search: limitedSearch }}
          isOrganizationUser={isOrganizationUser}
          onChange={setFilters}
        />
        <Tabs.Root
          value={search.connection}
          onValueChange={(details) =>
            void navigate({
              search: (prev) => ({ ...prev, connection: v.parse(ConnectionTab, details.value), page: 1 }),
            })
          }
        >
          <Tabs.TriggerList
            aria-label="Connection types"
            tabs={CONNECTION_TABS.map((tab) => ({ value: tab.id, label: tab.label }))}
          />
          {CONNECTION_TABS.map((tab) => (
            <Tabs.Content key={tab.id} value={tab.id}>
              {tab.id === search.connection ? body : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </section>
    </>
  );
}
