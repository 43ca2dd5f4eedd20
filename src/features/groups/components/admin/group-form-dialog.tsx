/**
 * The group form (part 2 section 5) for creating and editing circles, events, organizations
 * and institutions: every rule of groupFormErrors shown under its field, server field errors
 * mapped onto the fields, then (after a create) the follow-up questions step.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { GROUP_MESSAGES, type Group, type GroupKind } from '../../../../../contract';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/notify';
import { GroupForm } from './group-form';
import { KIND_LABELS } from './group-form-state';
import { QuestionBuilder } from './question-builder';
import { dialogWide, groupPath, refreshQuietly } from './shared';

interface GroupFormDialogProps {
  kind: GroupKind;
  /** The group being edited; a create without it. */
  group?: Group;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function GroupFormDialog({ kind, group, isOpen, onOpenChange }: GroupFormDialogProps) {
  const navigate = useNavigate();
  const [created, setCreated] = useState<Group | null>(null);
  const close = () => {
    onOpenChange(false);
    setCreated(null);
  };
  const finishCreate = (saved: Group) => {
    close();
    void navigate({ href: groupPath(saved) });
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={(details) => (details.open ? onOpenChange(true) : close())}>
      <Dialog.Content className={dialogWide}>
        <Dialog.Title>
          {created ? 'Questions for people who join' : `${group ? 'Edit' : 'Create'} ${KIND_LABELS[kind]}`}
        </Dialog.Title>
        {created ? (
          <>
            <Dialog.Description>
              Add the questions applicants answer when they ask to join, or skip this step.
            </Dialog.Description>
            <QuestionBuilder group={created} onDone={(saved) => finishCreate(saved ?? created)} />
          </>
        ) : isOpen ? (
          <GroupForm
            kind={kind}
            group={group}
            onSaved={(saved) => {
              notify({ type: 'success', title: GROUP_MESSAGES.savedGroup });
              if (!group) return setCreated(saved);
              close();
              void refreshQuietly(saved.name_slug);
              if (saved.name_slug !== group.name_slug) void navigate({ href: groupPath(saved) });
            }}
          />
        ) : null}
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}
