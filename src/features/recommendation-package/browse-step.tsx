/**
 * Step 2: recommendations for the chosen member in a tab per type, beside the side drawer of
 * what is selected (PACKAGE_DRAWER_WIDTH wide from tablet width; below the list on a phone).
 */
import { useState } from 'react';
import {
  PACKAGE_DRAWER_WIDTH,
  type PackageItemType,
  type PackageMember,
  RECOMMENDATION_TYPES,
} from '../../../contract';
import { css } from '../../../styled-system/css';
import type { PackageDraft } from '../../../sync/core/db';
import { Tabs } from '../../ui/tabs';
import { CandidatePanel } from './candidate-panel';
import { ChosenMember } from './chosen-member';
import { TYPE_LABELS } from './selection';
import { SelectionDrawer } from './selection-drawer';

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) var(--drawer-width)' },
  gap: '4',
  alignItems: 'start',
});

export function BrowseStep({ draft, member }: { draft: PackageDraft; member: PackageMember }) {
  const [type, setType] = useState<PackageItemType>('resource');
  return (
    <>
      <ChosenMember member={member} />
      <div className={layout} style={{ ['--drawer-width' as string]: `${PACKAGE_DRAWER_WIDTH}px` }}>
        <Tabs.Root
          value={type}
          onValueChange={(details) => {
            const next = RECOMMENDATION_TYPES.find((candidate) => candidate === details.value);
            if (next) setType(next);
          }}
          className={css({ minW: '0' })}
        >
          <Tabs.TriggerList
            aria-label="Recommendation types"
            tabs={RECOMMENDATION_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
          />
          {RECOMMENDATION_TYPES.map((value) => (
            <Tabs.Content key={value} value={value}>
              {value === type ? <CandidatePanel member={member} type={value} selected={draft.items} /> : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <SelectionDrawer items={draft.items} />
      </div>
    </>
  );
}
