/**
 * The AI tool form in a dialog (spec part 2 section 5, AI tool form): name, description and
 * group required, categories at most 3, a logo image under 5 MB. A draft kept on every change;
 * closing with unsaved changes asks first.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import {
  type AiTool,
  type AiToolFormPayload,
  type AnyContent,
  aiToolFormErrors,
  CONTENT_FORM_MESSAGES,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
} from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { useTenant } from '../../../../tenant/use-tenant';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { MultiSelect } from '../../../../ui/multi-select';
import { notify } from '../../../../ui/notify';
import { TextField } from '../../../../ui/text-field';
import { dialogWide } from '../../../groups/components/admin/shared';
import { DraftFormFrame } from './draft-form-frame';
import { type FileRef, FilesField, GroupPicker, IMAGE_ACCEPT, IMAGE_TYPES, singleValue } from './form-bits';
import { RichText } from './rich-text';
import { CategoriesField } from './shared-fields';
import { itemHref, useDraftForm } from './use-draft-form';

export type AiToolValues = Omit<AiToolFormPayload, 'logo'> & { logo: FileRef | null };

const emptyTool = (): AiToolValues => ({
  name: '',
  description: '',
  group: null,
  categories: [],
  logo: null,
  website: null,
  roles: [],
});

function valuesOf(tool: AiTool): AiToolValues {
  return {
    name: tool.name,
    description: tool.description,
    group: tool.group,
    categories: tool.categories,
    logo: tool.logo?.id ?? null,
    website: tool.website,
    roles: tool.roles,
  };
}

const validate = (values: AiToolValues) => aiToolFormErrors({ ...values, logo: null });

const logoRule = (file: File) =>
  !IMAGE_TYPES.includes(file.type) || file.size >= CONTENT_LIMITS.aiToolLogoBytes
    ? CONTENT_FORM_MESSAGES.logoTooLarge
    : null;

export function AiToolDialog({ tool, onClose }: { tool: AiTool | null; onClose: () => void }) {
  const navigate = useNavigate();
  const roles = useTenant()?.options.current_roles ?? [];
  const [isAsking, setAsking] = useState(false);
  const editing = useMemo(() => (tool ? { id: tool.id, values: valuesOf(tool) } : null), [tool]);
  const onAccepted = useCallback(
    (saved: AnyContent | null) => {
      notify({ type: 'success', title: CONTENT_MESSAGES.savedItem });
      onClose();
      if (saved) void navigate({ href: itemHref('aitool', saved) });
    },
    [navigate, onClose],
  );
  const form = useDraftForm<AiToolValues>({ kind: 'aitool', editing, empty: emptyTool, validate, onAccepted });
  const { values, set, errors } = form;

  function requestClose() {
    if (form.isDirty && !form.isQueued) setAsking(true);
    else onClose();
  }

  return (
    <Dialog.Root
      open
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) requestClose();
      }}
    >
      <Dialog.Content className={dialogWide}>
        <Dialog.Title>{tool ? 'Edit AI Tool' : 'Submit AI Tool'}</Dialog.Title>
        {isAsking ? (
          <div
            role="alertdialog"
            aria-label="Unsaved changes"
            className={css({ display: 'flex', flexDir: 'column', gap: '3' })}
          >
            <p>{CONTENT_FORM_MESSAGES.unsavedChanges}</p>
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <Button
                variant="outline"
                onClick={() => {
                  void form.discard().then(onClose);
                }}
              >
                Close without saving
              </Button>
              <Button onClick={() => setAsking(false)}>Keep editing</Button>
            </div>
          </div>
        ) : null}
        <div hidden={isAsking} className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
          <DraftFormFrame
            form={form}
            label="AI tool"
            submitLabel={tool ? 'Update' : 'Submit'}
            actions={
              <Button variant="outline" onClick={requestClose}>
                Cancel
              </Button>
            }
          >
            <TextField label="Name" value={values.name} onValueChange={(name) => set({ name })} error={errors.name} />
            <RichText
              label="Description"
              value={values.description}
              onChange={(description) => set({ description })}
              error={errors.description}
            />
            <GroupPicker value={values.group} onChange={(group) => set({ group })} error={errors.group} />
            <CategoriesField
              value={values.categories}
              onChange={(categories) => set({ categories })}
              error={errors.categories}
            />
            <FilesField
              label="Logo"
              value={singleValue(values.logo)}
              onChange={(next) => set({ logo: next[0] ?? null })}
              known={tool?.logo ? [tool.logo] : []}
              max={1}
              maxMessage={CONTENT_FORM_MESSAGES.maxImage}
              accept={IMAGE_ACCEPT}
              rule={logoRule}
              error={errors.logo}
            />
            <TextField
              label="Website"
              value={values.website ?? ''}
              onValueChange={(next) => set({ website: next || null })}
              error={errors.website}
            />
            <MultiSelect
              label="Roles"
              options={roles}
              value={values.roles}
              max={null}
              onChange={(next) => set({ roles: next })}
              error={errors.roles}
            />
          </DraftFormFrame>
        </div>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}
