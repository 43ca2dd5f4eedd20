/** The member's groups, one of which mentor and mentee candidates come from. */
import { firstErrorMessage, MESSAGES, PACKAGE_MESSAGES, type PackageMember } from '../../../contract';
import { SelectField } from '../../ui/select-field';
import { useIsOnline } from '../sync/queries';
import { usePackageGroups } from './queries';

interface GroupPickerProps {
  member: PackageMember;
  value: number | null;
  onChange(groupId: number | null): void;
}

export function GroupPicker({ member, value, onChange }: GroupPickerProps) {
  const isOnline = useIsOnline();
  const groups = usePackageGroups(member.id);
  const options = (groups.data?.data ?? []).map((group) => ({ value: String(group.id), label: group.name }));
  return (
    <SelectField
      label={PACKAGE_MESSAGES.groupLabel}
      value={value === null ? '' : String(value)}
      options={options}
      placeholder={PACKAGE_MESSAGES.chooseGroupFirst}
      disabled={!isOnline && options.length === 0}
      error={groups.status === 'failed' ? firstErrorMessage(groups.errors, MESSAGES.couldNotComplete) : undefined}
      onValueChange={(next) => onChange(next === '' ? null : Number(next))}
    />
  );
}
