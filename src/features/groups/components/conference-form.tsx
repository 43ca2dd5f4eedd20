/**
 * The conference registration of an event of type conference (spec part 2 sections 3, 5):
 * participant type; presenters add submission type, program type, title, an abstract (at
 * most 250 words, counted live) or a PDF, and publication; phone numbers and dietary needs;
 * for a paid event, how the applicant pays (a card, or a voucher and its code).
 */
import {
  ABSTRACT_MAX_WORDS,
  CHOICE_LABELS,
  type ConferenceRegistration,
  PARTICIPANT_TYPES,
  PAYMENT_MODES,
  PROGRAM_TYPES,
  PUBLICATION_CHOICES,
  SUBMISSION_TYPES,
  VOUCHER_MAX_LENGTH,
  wordCount,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Field } from '../../../ui/field';
import { FileUpload } from '../../../ui/file-upload';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';

type ChoiceKey = 'participant_type' | 'submission_type' | 'program_type' | 'publication' | 'payment_mode';

export type ConferenceErrors = Partial<Record<keyof ConferenceRegistration, string>>;

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: CHOICE_LABELS[value] ?? value }));

interface ConferenceFormProps {
  form: ConferenceRegistration;
  /** A paid event asks how the applicant pays (card, or a voucher and its code). */
  isPaid: boolean;
  abstractFile: File | null;
  errors: ConferenceErrors;
  onChange: (form: ConferenceRegistration) => void;
  onAbstractFile: (file: File | null) => void;
}

export function ConferenceForm({ form, isPaid, abstractFile, errors, onChange, onAbstractFile }: ConferenceFormProps) {
  const set = (key: keyof ConferenceRegistration) => (value: string) => onChange({ ...form, [key]: value });
  /** A choice among the contract's values, shown with their CHOICE_LABELS. */
  const choiceField = (key: ChoiceKey, label: string, values: readonly string[]) => (
    <SelectField
      label={label}
      value={form[key]}
      options={choices(values)}
      onValueChange={set(key)}
      error={errors[key]}
    />
  );
  const words = wordCount(form.abstract);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {choiceField('participant_type', 'Participant type *', PARTICIPANT_TYPES)}
      {form.participant_type === 'presenter' ? (
        <>
          {choiceField('submission_type', 'Submission type *', SUBMISSION_TYPES)}
          {choiceField('program_type', 'Program type *', PROGRAM_TYPES)}
          <TextField label="Title *" value={form.title} onValueChange={set('title')} error={errors.title} />
          <Field.Root invalid={Boolean(errors.abstract)}>
            <Field.Label>Abstract</Field.Label>
            <Field.Textarea rows={6} value={form.abstract} onChange={(event) => set('abstract')(event.target.value)} />
            <Field.HelperText aria-live="polite">
              {words} / {ABSTRACT_MAX_WORDS} words
            </Field.HelperText>
            <Field.ErrorText>{errors.abstract}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Or upload the abstract as a PDF</Field.Label>
            <FileUpload accept="application/pdf" onFiles={([chosen]) => onAbstractFile(chosen ?? null)} />
            {abstractFile ? <Field.HelperText>Chosen: {abstractFile.name}</Field.HelperText> : null}
          </Field.Root>
          {choiceField('publication', 'Publication *', PUBLICATION_CHOICES)}
        </>
      ) : null}
      <TextField label="Phone number" type="tel" value={form.phone_number} onValueChange={set('phone_number')} />
      <TextField
        label="Alternative phone number"
        type="tel"
        value={form.alternative_phone_number}
        onValueChange={set('alternative_phone_number')}
      />
      <TextField label="Dietary requirements" value={form.dietary} onValueChange={set('dietary')} />
      {isPaid ? (
        <>
          {choiceField('payment_mode', 'Payment mode *', PAYMENT_MODES)}
          {form.payment_mode === 'voucher' ? (
            <TextField
              label="Voucher code *"
              value={form.voucher}
              maxLength={VOUCHER_MAX_LENGTH}
              onValueChange={set('voucher')}
              error={errors.voucher}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
