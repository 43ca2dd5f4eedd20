/**
 * The job form (part 2 section 5, Job) for creating and editing a job: every rule of
 * jobFormErrors under its field, the server's field errors mapped onto the fields; Save as
 * Draft and Publish on a create, Update on an edit.
 */
import { useState } from 'react';
import {
  GROUP_FORM_MESSAGES,
  JOB_FORM_MESSAGES,
  JOB_LOCATION_LABELS,
  JOB_LOCATIONS,
  JOB_SKILLS_MAX,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  type JobDetail,
  type JobFormErrors,
  type JobFormPayload,
  type JobStatus,
  jobFormErrors,
  jobFormOf,
  MESSAGES,
  normalizeJobForm,
} from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { useTenant } from '../../../../tenant/use-tenant';
import { Button } from '../../../../ui/button';
import { CareerStagesAndCountries } from '../../../../ui/form-fields/career-stages-and-countries';
import { TextAreaFields } from '../../../../ui/form-fields/text-area-fields';
import { MultiSelect } from '../../../../ui/multi-select';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import {
  draftErrors,
  draftsOf,
  type QuestionDraft,
  type QuestionDraftErrors,
  questionsOf,
} from '../../../ama/components/question-drafts';
import { useCertifiedOrganizations } from '../../../groups/admin-queries';
import { Section } from '../../../groups/components/admin/form-section';
import { dateOf, isoOf } from '../../../groups/components/admin/group-form-state';
import { note, row, stack } from '../../../groups/components/admin/shared';
import { useSkills } from '../../../lookups/queries';
import { callOnline } from '../../../sync/online';
import { useIsOnline } from '../../../sync/queries';
import { JobQuestionsEditor } from './job-questions-editor';

const JOB_TEXTS = [
  ['description', 'Description'],
  ['requirements', 'Requirements'],
] as const;

function emptyForm(): JobFormPayload {
  return {
    group: 0,
    title: '',
    description: '',
    requirements: '',
    job_type: 'full_time',
    job_location: 'remote',
    address: null,
    application_open_date: null,
    application_close_date: null,
    skills: [],
    countries: [],
    career_stages: [],
    questions: [],
    job_status: 'pending',
  };
}

interface JobFormProps {
  /** The job being edited; undefined for a create. */
  job: JobDetail | undefined;
  onSaved: (job: JobDetail) => void;
}

export function JobForm({ job, onSaved }: JobFormProps) {
  const isOnline = useIsOnline();
  const [form, setForm] = useState<JobFormPayload>(() => (job ? jobFormOf(job) : emptyForm()));
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() => draftsOf(job?.extra_info.questions ?? []));
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [questionProblems, setQuestionProblems] = useState<QuestionDraftErrors[]>([]);
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState<JobStatus | 'update' | null>(null);
  const organizations = useCertifiedOrganizations() ?? [];
  const skills = useSkills();
  const careerStages = useTenant()?.options.career_stages ?? [];
  const set = (patch: Partial<JobFormPayload>) => setForm((current) => ({ ...current, ...patch }));

  const organizationOptions = organizations.map((item) => ({ value: String(item.id), label: item.name }));
  if (job && !organizations.some((item) => item.id === job.group.id))
    organizationOptions.unshift({ value: String(job.group.id), label: job.group.name });

  async function submit(status: JobStatus) {
    const payload: JobFormPayload = {
      ...form,
      address: form.job_location === 'remote' ? null : form.address,
      questions: [],
      job_status: status,
    };
    const found = jobFormErrors(payload);
    if (!payload.group) found.group = JOB_FORM_MESSAGES.required;
    const problems = draftErrors(drafts);
    setErrors(found);
    setQuestionProblems(problems);
    if (Object.keys(found).length > 0 || problems.some((item) => Object.keys(item).length > 0))
      return setGeneral(GROUP_FORM_MESSAGES.correctBelow);
    setGeneral(null);
    const body = normalizeJobForm({ ...payload, questions: questionsOf(drafts) }, Date.now());
    setBusy(job ? 'update' : status);
    const result = job
      ? await callOnline('updateJob', { jobId: job.id, payload: body })
      : await callOnline('createJob', { payload: body });
    setBusy(null);
    if (result.ok) return onSaved(result.data);
    const mapped: JobFormErrors = {};
    let other: string | null = null;
    for (const [key, messages] of Object.entries(result.errors)) {
      const message = messages[0];
      if (!message) continue;
      if (key in body && key !== 'questions') mapped[key as keyof JobFormPayload] = message;
      else other ??= message;
    }
    setErrors(mapped);
    setGeneral(other ?? GROUP_FORM_MESSAGES.correctBelow);
  }

  const disabled = busy !== null || !isOnline;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(job ? form.job_status : 'pending');
      }}
      noValidate
      className={stack}
      aria-label="Job form"
    >
      {general ? (
        <p role="alert" className={css({ color: 'danger', fontWeight: 'medium' })}>
          {general}
        </p>
      ) : null}
      <Section title="About the job">
        <SelectField
          label="Organization"
          value={form.group ? String(form.group) : ''}
          options={organizationOptions}
          onValueChange={(value) => set({ group: value ? Number(value) : 0 })}
          error={errors.group}
        />
        <TextField label="Title" value={form.title} onValueChange={(title) => set({ title })} error={errors.title} />
        <TextAreaFields fields={JOB_TEXTS} form={form} errors={errors} set={set} />
        <SelectField
          label="Job type"
          value={form.job_type}
          options={JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }))}
          onValueChange={(value) => value && set({ job_type: value as JobFormPayload['job_type'] })}
          error={errors.job_type}
        />
        <SelectField
          label="Location"
          value={form.job_location}
          options={JOB_LOCATIONS.map((location) => ({ value: location, label: JOB_LOCATION_LABELS[location] }))}
          onValueChange={(value) =>
            value &&
            set(
              value === 'remote'
                ? { job_location: 'remote', address: null }
                : { job_location: value as JobFormPayload['job_location'] },
            )
          }
          error={errors.job_location}
        />
        {form.job_location === 'remote' ? null : (
          <TextField
            label="Address"
            value={form.address ?? ''}
            onValueChange={(address) => set({ address: address === '' ? null : address })}
            error={errors.address}
          />
        )}
      </Section>
      <Section title="Application window">
        <div className={row}>
          <TextField
            label="Applications open"
            type="date"
            value={dateOf(form.application_open_date)}
            onValueChange={(value) => set({ application_open_date: isoOf(value) })}
            error={errors.application_open_date}
          />
          <TextField
            label="Applications close"
            type="date"
            value={dateOf(form.application_close_date)}
            onValueChange={(value) => set({ application_close_date: isoOf(value) })}
            error={errors.application_close_date}
          />
        </div>
        <p className={note}>When the close date is left empty, applications close one day after saving.</p>
      </Section>
      <Section title="Who it is for">
        <MultiSelect
          label="Skills"
          options={skills}
          value={form.skills}
          max={JOB_SKILLS_MAX}
          onChange={(ids) => set({ skills: ids })}
          error={errors.skills}
        />
        <CareerStagesAndCountries careerStages={careerStages} form={form} error={errors.career_stages} set={set} />
      </Section>
      <JobQuestionsEditor drafts={drafts} errors={questionProblems} onChange={setDrafts} />
      <div className={row}>
        {job ? (
          <Button type="submit" disabled={disabled}>
            {busy ? 'Saving…' : 'Update'}
          </Button>
        ) : (
          <>
            <Button variant="outline" disabled={disabled} onClick={() => void submit('pending')}>
              {busy === 'pending' ? 'Saving…' : 'Save as Draft'}
            </Button>
            <Button disabled={disabled} onClick={() => void submit('approved')}>
              {busy === 'approved' ? 'Publishing…' : 'Publish'}
            </Button>
          </>
        )}
        {isOnline ? null : <p className={note}>{MESSAGES.youAreOffline}</p>}
      </div>
    </form>
  );
}
