/**
 * Add or edit one career entry in a modal. saveCareerEntry checks it with the contract's
 * CareerEntryInput (Required, dates, max 7 skills) and queues it through the outbox, so
 * it shows at once and syncs when the network allows. Nothing typed is lost on an error.
 */
import { type FormEvent, useState } from 'react';
import { type CareerEntry, type CareerEntryType, type GroupRef, MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { TextField } from '../../../ui/text-field';
import { useGroupSuggestions } from '../../lookups/groups';
import { useSkills } from '../../lookups/queries';
import { CheckboxField } from '../../profile/components/checkbox-field';
import { GroupInput } from '../../profile/components/group-input';
import { MultiSelect } from '../../profile/components/multi-select';
import { saveCareerEntry } from '../mutations';
import { draftOf, ENTRY_LABELS, inputOf } from './career-entry-form';

interface CareerEntryDialogProps {
  type: CareerEntryType;
  /** The entry to edit; null adds a new one. */
  entry: CareerEntry | null;
  groups: readonly Pick<GroupRef, 'id' | 'name'>[];
  onClose: () => void;
}

/**
 * The contract checks end_date only once the rest of the entry is valid; say at once that
 * it is missing too, so one Save shows every 'Required'.
 */
function withEndDate(errors: Record<string, string[]>, draft: { is_currently_working: boolean; end_date: string }) {
  if (draft.is_currently_working || draft.end_date.trim() !== '' || errors['end_date']) return errors;
  return { ...errors, end_date: [MESSAGES.required] };
}

export function CareerEntryDialog({ type, entry, groups: known, onClose }: CareerEntryDialogProps) {
  const labels = ENTRY_LABELS[type];
  const skills = useSkills();
  const [draft, setDraft] = useState(() => draftOf(type, entry));
  // Work entries are at organizations, education at institutions (new names create them).
  const found = useGroupSuggestions(type === 'work' ? 'organization' : 'institution', draft.group);
  const groups = [...known, ...found];
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [isBusy, setBusy] = useState(false);
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await saveCareerEntry(inputOf(draft, groups));
      if (!result.ok) return setErrors(withEndDate(result.errors, draft));
      onClose();
    } finally {
      setBusy(false);
    }
  }

  const heading = entry ? `Edit ${labels.noun}` : labels.add;
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} lazyMount unmountOnExit>
      <Dialog.Content className={css({ maxW: 'lg', w: 'full', maxH: '90vh', overflowY: 'auto' })}>
        <Dialog.Title>{heading}</Dialog.Title>
        <Dialog.CloseTrigger />
        <form
          noValidate
          onSubmit={onSubmit}
          className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '4' })}
        >
          <TextField
            label={labels.title}
            value={draft.title}
            onValueChange={(value) => set('title', value)}
            error={errors['title']?.[0]}
          />
          <GroupInput
            label={labels.group}
            value={draft.group}
            onValueChange={(value) => set('group', value)}
            suggestions={groups}
            error={errors['group']?.[0]}
          />
          <Field.Root invalid={Boolean(errors['description'])}>
            <Field.Label>Description</Field.Label>
            <Field.Textarea value={draft.description} onChange={(event) => set('description', event.target.value)} />
            <Field.ErrorText>{errors['description']?.[0]}</Field.ErrorText>
          </Field.Root>
          <MultiSelect
            label="Skills"
            options={skills}
            value={draft.skills}
            onChange={(ids) => set('skills', ids)}
            error={errors['skills']?.[0]}
          />
          <CheckboxField
            label={labels.current}
            checked={draft.is_currently_working}
            onCheckedChange={(checked) => set('is_currently_working', checked)}
          />
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: '4',
            })}
          >
            <TextField
              type="date"
              label="Start date"
              value={draft.start_date}
              onValueChange={(value) => set('start_date', value)}
              error={errors['start_date']?.[0]}
            />
            {draft.is_currently_working ? null : (
              <TextField
                type="date"
                label="End date"
                value={draft.end_date}
                onValueChange={(value) => set('end_date', value)}
                error={errors['end_date']?.[0]}
              />
            )}
          </div>
          {errors['non_field_errors'] ? <p role="alert">{errors['non_field_errors'][0]}</p> : null}
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isBusy}>
              Save
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
