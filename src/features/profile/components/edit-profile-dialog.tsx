/**
 * Edit profile (spec part 1 section 4): tabs Career Info, Personal Info, Social Links,
 * Upload Files and Account. Every tab stays mounted, so switching tabs or a refused save
 * keeps whatever was typed.
 */
import { Link } from '@tanstack/react-router';
import type { Profile } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Dialog } from '../../../ui/dialog';
import { Tabs } from '../../../ui/tabs';
import { CareerInfoForm } from './career-info-form';
import { PersonalInfoForm } from './personal-info-form';
import { SocialLinksForm } from './social-links-form';
import { UploadFilesForm } from './upload-files-form';

interface EditProfileDialogProps {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Known institutions offered while typing one. */
  institutions: readonly { id: number; name: string }[];
}

export function EditProfileDialog({ profile, open, onOpenChange, institutions }: EditProfileDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Content className={css({ w: 'full', maxW: '2xl', maxH: '90vh', overflowY: 'auto' })}>
        <Dialog.Title>Edit profile</Dialog.Title>
        <Dialog.CloseTrigger />
        <Tabs.Root defaultValue="personal" className={css({ mt: '4' })}>
          <Tabs.List aria-label="Edit profile sections">
            <Tabs.Trigger value="career">Career Info</Tabs.Trigger>
            <Tabs.Trigger value="personal">Personal Info</Tabs.Trigger>
            <Tabs.Trigger value="social">Social Links</Tabs.Trigger>
            <Tabs.Trigger value="uploads">Upload Files</Tabs.Trigger>
            <Tabs.Trigger value="account">Account</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="career">
            <CareerInfoForm profile={profile} institutions={institutions} />
          </Tabs.Content>
          <Tabs.Content value="personal">
            <PersonalInfoForm profile={profile} />
          </Tabs.Content>
          <Tabs.Content value="social">
            <SocialLinksForm profile={profile} />
          </Tabs.Content>
          <Tabs.Content value="uploads">
            <UploadFilesForm profile={profile} />
          </Tabs.Content>
          <Tabs.Content value="account">
            <p>
              Your password and alternate e-mail are on the{' '}
              <Link to="/change-password" className={css({ color: 'brand.solid', textDecoration: 'underline' })}>
                account settings
              </Link>{' '}
              page.
            </p>
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
