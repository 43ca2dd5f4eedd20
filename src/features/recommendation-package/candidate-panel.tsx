/**
 * One type's tab: for mentors and mentees a group of the member's first, then a search
 * (from SEARCH_MIN_CHARS characters) and the candidates a page at a time, each selectable.
 * A refused sixth item of the type is announced here, where the click happened.
 */
import { useState } from 'react';
import {
  firstErrorMessage,
  MESSAGES,
  PACKAGE_MESSAGES,
  PACKAGE_PAGE_SIZE,
  type PackageItemType,
  type PackageMember,
  type RecommendationItem,
  SEARCH_DELAY_MS,
} from '../../../contract';
import { css } from '../../../styled-system/css';
import { Pagination } from '../../ui/pagination';
import { TextField } from '../../ui/text-field';
import { OnlineReadNote } from '../sync/online-read-note';
import { useIsOnline } from '../sync/queries';
import { useDebouncedValue } from '../sync/use-debounced-value';
import { CandidateCard } from './candidate-card';
import { GroupPicker } from './group-picker';
import { togglePackageItem } from './mutations';
import { usePackageCandidates } from './queries';
import { isSelected, needsGroup, TYPE_LABELS } from './selection';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '3' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
});
const refusalStyle = css({ color: 'danger', fontWeight: 'semibold' });

interface CandidatePanelProps {
  member: PackageMember;
  type: PackageItemType;
  selected: readonly RecommendationItem[];
}

export function CandidatePanel({ member, type, selected }: CandidatePanelProps) {
  const isOnline = useIsOnline();
  const isGroupFirst = needsGroup(type);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const search = useDebouncedValue(text, SEARCH_DELAY_MS);
  const candidates = usePackageCandidates({
    userId: member.id,
    type,
    search,
    groupId,
    needsGroup: isGroupFirst,
    page,
  });
  const items = candidates.data?.data ?? [];
  const pageCount = Math.ceil((candidates.data?.pagination.count ?? 0) / PACKAGE_PAGE_SIZE);
  const isWaitingForGroup = isGroupFirst && groupId === null;

  async function toggle(item: RecommendationItem) {
    setRefusal(await togglePackageItem(item));
  }

  return (
    <div className={stack}>
      {isGroupFirst ? (
        <GroupPicker
          member={member}
          value={groupId}
          onChange={(id) => {
            setGroupId(id);
            setPage(1);
          }}
        />
      ) : null}
      <TextField
        type="search"
        label={PACKAGE_MESSAGES.searchRecommendations}
        helperText={PACKAGE_MESSAGES.searchHint}
        value={text}
        disabled={!isOnline || isWaitingForGroup}
        onValueChange={(value) => {
          setText(value);
          setPage(1);
        }}
      />
      {isWaitingForGroup ? <p role="status">{PACKAGE_MESSAGES.chooseGroupFirst}</p> : null}
      <div role="alert" className={refusalStyle}>
        {refusal}
      </div>
      <OnlineReadNote read={candidates} />
      {candidates.status === 'loading' && items.length === 0 ? <p role="status">Loading…</p> : null}
      {candidates.status === 'failed' ? (
        <p role="alert">{firstErrorMessage(candidates.errors, MESSAGES.couldNotComplete)}</p>
      ) : null}
      {candidates.status === 'done' && items.length === 0 ? <p>{PACKAGE_MESSAGES.noCandidates}</p> : null}
      {items.length > 0 ? (
        <ul aria-label={`${TYPE_LABELS[type]} to recommend`} className={grid}>
          {items.map((item) => (
            <CandidateCard
              key={`${item.type}:${item.id}`}
              item={item}
              isSelected={isSelected(selected, item)}
              onToggle={() => void toggle(item)}
            />
          ))}
        </ul>
      ) : null}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}
