// The row above the member tabs: invite people and download the members or applicants CSV.
import { GROUP_MEMBER_ENDPOINTS, GROUP_MESSAGES, type Group, pathOf } from '../../../../../contract';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/notify';
import { downloadCsv } from '../../mutations';
import { InviteButton } from './invite-dialog';
import { row, saveBlob } from './shared';

export function AdminToolbar({ group, isOnline }: { group: Group; isOnline: boolean }) {
  async function download(type: 'members' | 'applicants') {
    try {
      const result = await downloadCsv(
        `${pathOf(GROUP_MEMBER_ENDPOINTS.exportMembership, { id: group.id })}?type=${type}`,
      );
      if (!result.ok)
        return notify({ type: 'error', title: GROUP_MESSAGES.couldNotDownload, description: result.message });
      saveBlob(result.blob, `${group.name_slug}-${type}.csv`);
    } catch {
      notify({ type: 'error', title: GROUP_MESSAGES.couldNotDownload });
    }
  }

  return (
    <div className={row}>
      <InviteButton group={group} />
      <Button variant="outline" disabled={!isOnline} onClick={() => void download('members')}>
        Download members CSV
      </Button>
      <Button variant="outline" disabled={!isOnline} onClick={() => void download('applicants')}>
        Download applicants CSV
      </Button>
    </div>
  );
}
