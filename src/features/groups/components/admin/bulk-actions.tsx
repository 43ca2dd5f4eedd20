// The bulk-action picker above the member table, and which bulk actions each tab offers.
import type { MemberTab } from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { Button } from '../../../../ui/button';
import { row, selectStyle } from './shared';

export interface BulkAction {
  value: string;
  label: string;
}

export function bulkActionsFor(tab: MemberTab): BulkAction[] {
  return tab === 'pending'
    ? [
        { value: 'accept', label: 'Accept' },
        { value: 'reject', label: 'Reject' },
      ]
    : tab === 'rejected'
      ? [{ value: 'accept', label: 'Accept' }]
      : tab === 'unverified'
        ? [{ value: 'followup', label: 'Send verification follow-up email' }]
        : [];
}

interface BulkActionPickerProps {
  actions: BulkAction[];
  /** The chosen action's value, '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  isOnline: boolean;
  onApply: () => void;
}

export function BulkActionPicker({ actions, value, onValueChange, isOnline, onApply }: BulkActionPickerProps) {
  return (
    <div className={row}>
      <label className={row}>
        <span className={css({ fontSize: 'sm' })}>Bulk action</span>
        <select className={selectStyle} value={value} onChange={(event) => onValueChange(event.target.value)}>
          <option value="">Select an action…</option>
          {actions.map((action) => (
            <option key={action.value} value={action.value}>
              {action.label}
            </option>
          ))}
        </select>
      </label>
      <Button size="sm" variant="outline" disabled={!isOnline} onClick={onApply}>
        Apply
      </Button>
    </div>
  );
}
