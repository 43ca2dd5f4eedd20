/**
 * A job's applicants for its administrators (part 2 section 2, Jobs): the status filter
 * (accepted by default), 12 a page, each with answers and resume; Accept / Reject (with a
 * reason) for pending ones only.
 */
import { type FormEvent, useState } from 'react';
import {
  APPLICANT_FILTERS,
  APPLICANTS_PAGE,
  APPLICATION_STATUS_LABELS,
  type ApplicantFilter,
  GROUP_MESSAGES,
  JOB_MESSAGES,
  type JobApplicant,
  type JobDetail,
  MESSAGES,
} from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/notify';
import { Pagination } from '../../../../ui/pagination';
import { Tabs } from '../../../../ui/tabs';
import { note, row, stack } from '../../../groups/components/admin/shared';
import { TextArea } from '../../../groups/components/admin/text-area-field';
import { callOnline } from '../../../sync/online';
import { OnlineReadNote } from '../../../sync/online-read-note';
import { useIsOnline } from '../../../sync/queries';
import { useJobApplicants } from '../../admin-queries';
import { refreshJobQuietly } from './shared';

const FILTER_LABELS: Record<ApplicantFilter, string> = {
  accepted: 'Accepted',
  pending: 'Pending',
  rejected: 'Rejected',
  all: 'All',
};

const STATUS_TONES = { pending: 'pending', accepted: 'brand', rejected: 'danger' } as const;

const card = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '3' });

interface ApplicantsPanelProps {
  job: JobDetail;
  filter: ApplicantFilter;
  page: number;
  onChange: (next: { filter: ApplicantFilter; page: number }) => void;
}

export function ApplicantsPanel({ job, filter, page, onChange }: ApplicantsPanelProps) {
  const isOnline = useIsOnline();
  const [rejecting, setRejecting] = useState<JobApplicant | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const list = useJobApplicants(job.id, filter, page, APPLICANTS_PAGE);
  const items = list.data?.data ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.pagination.count ?? 0) / APPLICANTS_PAGE));

  async function respond(applicant: JobApplicant, action: 'accept' | 'reject', reason = ''): Promise<boolean> {
    setBusyId(applicant.id);
    const status = action === 'accept' ? 'accepted' : 'rejected';
    const result = await callOnline('respondToApplicant', { jobId: job.id, user_id: applicant.id, status, reason });
    setBusyId(null);
    if (!result.ok) {
      notify({ type: 'error', title: JOB_MESSAGES.couldNotActOnApplicant(action) });
      return false;
    }
    notify({ type: 'success', title: JOB_MESSAGES.applicantDone(action) });
    list.reload();
    void refreshJobQuietly(job.slug);
    return true;
  }

  return (
    <section aria-label="Applicants" className={stack}>
      <Tabs.Root
        value={filter}
        onValueChange={(details) => {
          const next = APPLICANT_FILTERS.find((item) => item === details.value);
          if (next) onChange({ filter: next, page: 1 });
        }}
      >
        <Tabs.TriggerList
          aria-label="Applicant status"
          tabs={APPLICANT_FILTERS.map((item) => ({ value: item, label: FILTER_LABELS[item] }))}
        />
        <Tabs.Content value={filter} className={stack}>
          {isOnline ? null : <p className={note}>{GROUP_MESSAGES.offlineAdmin}</p>}
          <OnlineReadNote read={list} />
          {list.status === 'failed' ? <p role="alert">{MESSAGES.couldNotComplete}</p> : null}
          {list.status === 'done' && items.length === 0 ? <p>{JOB_MESSAGES.noApplicants}</p> : null}
          <ul aria-label="Applicant list" className={stack}>
            {items.map((applicant) => (
              <li key={applicant.id} className={card} aria-label={applicant.name}>
                <div className={stack}>
                  <div className={row}>
                    <a href={`/profile/${applicant.name_slug}`} className={css({ fontWeight: 'semibold' })}>
                      {applicant.name}
                    </a>
                    <Badge tone={STATUS_TONES[applicant.status]}>{APPLICATION_STATUS_LABELS[applicant.status]}</Badge>
                    {applicant.institution_name ? <span className={note}>{applicant.institution_name}</span> : null}
                  </div>
                  {applicant.reason ? <p className={note}>Reason: {applicant.reason}</p> : null}
                  {applicant.answers.length > 0 ? (
                    <dl className={css({ display: 'grid', gap: '1' })}>
                      {applicant.answers.map((answer) => (
                        <div key={answer.question_id}>
                          <dt className={css({ fontWeight: 'medium', fontSize: 'sm' })}>{answer.label}</dt>
                          <dd>
                            {answer.file_url ? (
                              <a href={answer.file_url} target="_blank" rel="noreferrer">
                                {answer.value || 'Attached file'}
                              </a>
                            ) : (
                              answer.value
                            )}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {applicant.resume_url ? (
                    <a href={applicant.resume_url} target="_blank" rel="noreferrer">
                      Resume of {applicant.name}
                    </a>
                  ) : (
                    <p className={note}>No resume</p>
                  )}
                  {applicant.status === 'pending' ? (
                    <div className={row}>
                      <Button
                        size="sm"
                        disabled={!isOnline || busyId !== null}
                        onClick={() => void respond(applicant, 'accept')}
                        aria-label={`Accept ${applicant.name}`}
                      >
                        Accept
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={!isOnline || busyId !== null}
                        onClick={() => setRejecting(applicant)}
                        aria-label={`Reject ${applicant.name}`}
                      >
                        Reject
                      </Button>
                    </div>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} onPage={(next) => onChange({ filter, page: next })} />
        </Tabs.Content>
      </Tabs.Root>
      <Dialog.Root
        open={rejecting !== null}
        onOpenChange={(details) => (details.open ? undefined : setRejecting(null))}
      >
        <Dialog.Content>
          {rejecting ? (
            <RejectForm
              applicant={rejecting}
              onClose={() => setRejecting(null)}
              onConfirm={(reason) => respond(rejecting, 'reject', reason)}
            />
          ) : null}
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Root>
    </section>
  );
}

function RejectForm({
  applicant,
  onClose,
  onConfirm,
}: {
  applicant: JobApplicant;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const isOnline = useIsOnline();
  const [reason, setReason] = useState('');
  const [isBusy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const done = await onConfirm(reason.trim());
    setBusy(false);
    if (done) onClose();
  }
  return (
    <form onSubmit={(event) => void submit(event)} className={stack} aria-label={`Reject ${applicant.name}`}>
      <Dialog.Title>Reject {applicant.name}</Dialog.Title>
      <TextArea label="Reason" value={reason} onValueChange={setReason} />
      <div className={row}>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isBusy || !isOnline}>
          {isBusy ? 'Rejecting…' : 'Reject applicant'}
        </Button>
      </div>
    </form>
  );
}
