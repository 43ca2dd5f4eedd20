/**
 * The side drawer of what is selected (spec part 2 section 9, width 360): always beside the
 * list from tablet width, so staff see the package grow; Next opens the e-mail editor.
 */
import { PACKAGE_MESSAGES, type RecommendationItem } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { setPackageStep, togglePackageItem } from './mutations';
import { SelectedItems } from './selected-items';

const drawer = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  w: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  position: { md: 'sticky' },
  top: { md: '4' },
  maxH: { md: 'calc(100vh - 2rem)' },
  overflowY: { md: 'auto' },
});

export function SelectionDrawer({ items }: { items: readonly RecommendationItem[] }) {
  return (
    <aside aria-labelledby="package-selected-heading" className={drawer}>
      <h2 id="package-selected-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {PACKAGE_MESSAGES.selected} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{PACKAGE_MESSAGES.nothingSelected}</p>
      ) : (
        <SelectedItems items={items} onRemove={(item) => void togglePackageItem(item)} />
      )}
      <Button disabled={items.length === 0} onClick={() => void setPackageStep('email')}>
        {PACKAGE_MESSAGES.next}
      </Button>
    </aside>
  );
}
