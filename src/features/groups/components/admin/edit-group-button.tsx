/**
 * "Edit" plus logo and cover-image changes in a group's hero, for its
 * administrators: the form dialog prefilled from the group, and image uploads checked for
 * jpeg/png/jpg before they leave, with a progress bar.
 */
import { type ChangeEvent, useRef, useState } from 'react';
import { GROUP_FORM_MESSAGES, GROUP_MESSAGES, type Group, isCoverImageType } from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/notify';
import { useIsOnline } from '../../../sync/queries';
import { uploadGroupImage } from '../../mutations';
import { GroupFormDialog } from './group-form-dialog';
import { QuestionBuilder } from './question-builder';
import { dialogWide, note, refreshQuietly, row } from './shared';

type ImageKind = 'logo' | 'cover_image';

export function EditGroupButton({ group }: { group: Group }) {
  const isOnline = useIsOnline();
  const [isFormOpen, setFormOpen] = useState(false);
  const [isQuestionsOpen, setQuestionsOpen] = useState(false);
  const [progress, setProgress] = useState<{ kind: ImageKind; fraction: number } | null>(null);
  const logoInput = useRef<HTMLInputElement>(null);
  const coverInput = useRef<HTMLInputElement>(null);
  if (!group.is_administrator) return null;

  async function upload(kind: ImageKind, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const failed = kind === 'logo' ? GROUP_MESSAGES.couldNotUpdateLogo : GROUP_MESSAGES.couldNotUpdateCover;
    if (!isCoverImageType(file.type)) {
      return notify({ type: 'error', title: failed, description: GROUP_FORM_MESSAGES.coverImageType });
    }
    setProgress({ kind, fraction: 0 });
    try {
      const result = await uploadGroupImage(group.id, kind, file, (fraction) => setProgress({ kind, fraction }));
      if (!result.ok) return notify({ type: 'error', title: failed, description: result.message });
      notify({ type: 'success', title: kind === 'logo' ? GROUP_MESSAGES.logoUpdated : GROUP_MESSAGES.coverUpdated });
      await refreshQuietly(group.name_slug);
    } catch {
      notify({ type: 'error', title: failed });
    } finally {
      setProgress(null);
    }
  }

  const offline = isOnline ? undefined : GROUP_MESSAGES.offlineAdmin;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={row}>
        <Button variant="outline" size="sm" disabled={!isOnline} onClick={() => setFormOpen(true)}>
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!isOnline || progress !== null}
          onClick={() => logoInput.current?.click()}
        >
          Change logo
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!isOnline || progress !== null}
          onClick={() => coverInput.current?.click()}
        >
          Change cover image
        </Button>
        {group.group_type === 'circle' || group.group_type === 'event' ? (
          <Button variant="outline" size="sm" disabled={!isOnline} onClick={() => setQuestionsOpen(true)}>
            Edit questions
          </Button>
        ) : null}
        <input
          ref={logoInput}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/jpg"
          aria-label="Logo file"
          onChange={(event) => void upload('logo', event)}
        />
        <input
          ref={coverInput}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/jpg"
          aria-label="Cover image file"
          onChange={(event) => void upload('cover_image', event)}
        />
      </div>
      {offline ? <p className={note}>{offline}</p> : null}
      {progress ? (
        <progress
          aria-label={progress.kind === 'logo' ? 'Uploading logo' : 'Uploading cover image'}
          max={100}
          value={Math.round(progress.fraction * 100)}
        />
      ) : null}
      <GroupFormDialog kind={group.group_type} group={group} isOpen={isFormOpen} onOpenChange={setFormOpen} />
      <Dialog.Root open={isQuestionsOpen} onOpenChange={(details) => setQuestionsOpen(details.open)}>
        <Dialog.Content className={dialogWide}>
          <Dialog.Title>Join questions</Dialog.Title>
          {isQuestionsOpen ? (
            <QuestionBuilder
              group={group}
              doneLabel="Cancel"
              onDone={(saved) => {
                setQuestionsOpen(false);
                if (saved) void refreshQuietly(group.name_slug);
              }}
            />
          ) : null}
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
