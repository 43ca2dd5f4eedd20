/** Step 1: find the member the package is for, by name or e-mail (from SEARCH_MIN_CHARS characters). */
import { useState } from 'react';
import { firstErrorMessage, MESSAGES, PACKAGE_MESSAGES, PACKAGE_PAGE_SIZE, SEARCH_DELAY_MS } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { Pagination } from '../../ui/pagination';
import { TextField } from '../../ui/text-field';
import { OnlineReadNote } from '../sync/online-read-note';
import { useIsOnline } from '../sync/queries';
import { useDebouncedValue } from '../sync/use-debounced-value';
import { choosePackageMember } from './mutations';
import { searchable, usePackageMembers } from './queries';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const memberButton = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.5',
  w: 'full',
  h: 'auto',
  py: '2',
  textAlign: 'start',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});
const muted = css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'normal' });

export function MemberStep() {
  const isOnline = useIsOnline();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(text, SEARCH_DELAY_MS);
  const members = usePackageMembers(search, page);
  const found = members.data?.data ?? [];
  const pageCount = Math.ceil((members.data?.pagination.count ?? 0) / PACKAGE_PAGE_SIZE);
  const isSearching = searchable(search) !== undefined;
  return (
    <section aria-labelledby="package-member-heading" className={stack}>
      <h2 id="package-member-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {PACKAGE_MESSAGES.pickMember}
      </h2>
      <TextField
        type="search"
        label={PACKAGE_MESSAGES.memberSearch}
        helperText={PACKAGE_MESSAGES.searchHint}
        value={text}
        disabled={!isOnline}
        onValueChange={(value) => {
          setText(value);
          setPage(1);
        }}
      />
      <OnlineReadNote read={members} />
      {isSearching && members.status === 'loading' && found.length === 0 ? <p role="status">Searching…</p> : null}
      {members.status === 'failed' ? (
        <p role="alert">{firstErrorMessage(members.errors, MESSAGES.couldNotComplete)}</p>
      ) : null}
      {isSearching && members.status === 'done' && found.length === 0 ? (
        <p role="status">{PACKAGE_MESSAGES.noMembers}</p>
      ) : null}
      {isSearching && found.length > 0 ? (
        <ul aria-label="Members" className={stack}>
          {found.map((member) => (
            <li key={member.id}>
              <Button variant="outline" className={memberButton} onClick={() => void choosePackageMember(member)}>
                <span className={css({ fontWeight: 'semibold' })}>{member.name}</span>
                <span className={muted}>{member.email}</span>
                {member.title ? <span className={muted}>{member.title}</span> : null}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {isSearching ? <Pagination page={page} pageCount={pageCount} onPage={setPage} /> : null}
    </section>
  );
}
