/**
 * Add or edit one career entry in a modal. saveCareerEntry checks it with the contract's
 * CareerEntryInput (Required, dates, max 7 skills) and queues it through the outbox, so
 * it shows at once and syncs when the network allows. Nothing typed is lost on an error.
 */
import { type FormEvent, useState } from 'react';
import { CAREER_ENTRY_INCOMPLETE, type CareerEntry, type CareerEntryType, type GroupRef } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { type Choice, MultiSelect } from '../../../ui/multi-select';
import { TextField } from '../../../ui/text-field';
import { useGroupSuggestions } from '../../lookups/groups';
import { useSkills } from '../../lookups/queries';
import { CheckboxField } from '../../profile/components/checkbox-field';
import { GroupInput } from '../../profile/components/group-input';
import { saveCareerEntry } from '../mutations';
import { draftErrors, draftOf, ENTRY_LABELS, inputOf } from './career-entry-form';

interface CareerEntryDialogProps {
  type: CareerEntryType;
  /** The entry to edit; null adds a new one. */
  entry: CareerEntry | null;
  groups: readonly Pick<GroupRef, 'id' | 'name'>[];
  onClose: () => void;
}

/** The list's skills, plus the entry's own (a skill an import just created may not be in the cached list yet). */
function withEntrySkills(skills: readonly Choice[], entry: CareerEntry | null): Choice[] {
  const known = new Set(skills.map((skill) => skill.id));
  return [...skills, ...(entry?.skills_detailed ?? []).filter((skill) => !known.has(skill.id))];
}

export function CareerEntryDialog({ type, entry, groups: known, onClose }: CareerEntryDialogProps) {
  const labels = ENTRY_LABELS[type];
  const skills = withEntrySkills(useSkills(), entry);
  const [draft, setDraft] = useState(() => draftOf(type, entry));
  // Work entries are at organizations, education at institutions (new names create them).
  const found = useGroupSuggestions(type === 'work' ? 'organization' : 'institution', draft.group);
  const groups = [...known, ...found];
  // An entry saved without some required field opens with those fields marked, and says so.
  const [incomplete] = useState(() => (entry ? draftErrors(draftOf(type, entry), known) : {}));
  const isIncomplete = Object.keys(incomplete).length > 0;
  const [errors, setErrors] = useState<Record<string, string[]>>(incomplete);
  const [isBusy, setBusy] = useState(false);
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await saveCareerEntry(inputOf(draft, groups));
      if (!result.ok) return setErrors({ ...result.errors, ...draftErrors(draft, groups) });
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
        {isIncomplete ? (
          <Dialog.Description className={css({ mt: '2', color: 'warning' })}>
            {CAREER_ENTRY_INCOMPLETE}
          </Dialog.Description>
        ) : null}
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
