// The row above the member tabs: invite people and download the members or applicants CSV.
import { GROUP_MESSAGES, GROUP_PATHS, type Group } from '../../../../../contract';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/notify';
import { downloadCsv } from '../../mutations';
import { InviteButton } from './invite-dialog';
import { row, saveBlob } from './shared';

export function AdminToolbar({ group, isOnline }: { group: Group; isOnline: boolean }) {
  async function download(type: 'members' | 'applicants') {
    try {
      const result = await downloadCsv(`${GROUP_PATHS.exportMembership(group.id)}?type=${type}`);
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
