/**
 * The life of a content form as a draft (db.contentDrafts): every change is kept
 * (updateDraft) so nothing typed is lost; a reload brings the values back with 'Continue
 * your draft' / 'Discard'; Submit queues the draft ('content.submit', offline too) and the
 * form follows it: queued (pending mark, offline message), failed (the server's field errors
 * under the fields), accepted (the draft is gone: the kind's toast and the item's page).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AnyContent, CONTENT_MESSAGES, type ContentKind, slugOf } from '../../../../../contract';
import type { ContentDraft, DraftKind } from '../../../../../sync/core/db';
import { notify } from '../../../../ui/notify';
import { useIdentity } from '../../../session/queries';
import { useIsOnline } from '../../../sync/queries';
import { createDraft, discardDraft, submitDraft, updateDraft } from '../../mutations';
import { findAcceptedContent, useDraft, useDrafts, whenDraftGone } from '../../queries';

export const CORRECT_BELOW = 'Please correct the errors below';

export const CONTENT_KIND_OF: Record<DraftKind, ContentKind> = {
  resource: 'resource',
  post: 'post',
  newsletter: 'post',
  careertip: 'careertip',
  usecase: 'usecase',
  aitool: 'aitool',
};

/** A draft's form values: the payload, with files as local file ids (string) or uploaded ids (number). */
export type DraftValues = Record<string, unknown>;
export type FieldErrors = Record<string, string | undefined>;
export type ErrorsOf<T> = Partial<Record<keyof T, string>>;

interface Options<T extends DraftValues> {
  kind: DraftKind;
  /** The item being edited (null: a new one; undefined: still loading it). */
  editing: { id: number; values: T } | null | undefined;
  empty: () => T;
  /** The form's rules (contract *FormErrors). */
  validate: (values: T) => Partial<Record<string, string>>;
  /** Called once the server accepted the submission, with the stored item when found. */
  onAccepted: (item: AnyContent | null) => void;
}

export interface DraftForm<T extends DraftValues> {
  values: T;
  set: (patch: Partial<T>) => void;
  errors: ErrorsOf<T>;
  /** 'Please correct the errors below' when the last submit was refused. */
  summary: string | null;
  /** A draft restored from an earlier visit: offer Continue / Discard. */
  restored: boolean;
  continueDraft: () => void;
  discard: () => Promise<void>;
  submit: () => Promise<void>;
  isQueued: boolean;
  isReady: boolean;
  /** Values differ from what the form opened with. */
  isDirty: boolean;
  /** Changes when the values are replaced (a discard): key the fields on it so editors start again. */
  generation: number;
  kind: DraftKind;
  /** A new item's form: earlier drafts wait in the outbox while another one is written. */
  isNew: boolean;
  /** The draft on the form, null before the first change. */
  draftId: string | null;
  /** Leaves the current draft as it is (queued ones stay queued) and starts an empty one. */
  startNew: () => void;
  /** Puts an earlier draft of this form on it (its values, errors and queued state). */
  openDraft: (draft: ContentDraft) => void;
}

function mapServerErrors(errors: Record<string, string[]> | null): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) mapped[field] = messages[0];
  return mapped;
}

export function useDraftForm<T extends DraftValues>({
  kind,
  editing,
  empty,
  validate,
  onAccepted,
}: Options<T>): DraftForm<T> {
  const drafts = useDrafts(kind);
  const identity = useIdentity();
  const isOnline = useIsOnline();
  const [draftId, setDraftId] = useState<string | null>(null);
  const [values, setValues] = useState<T | null>(null);
  const [initial, setInitial] = useState<string>('');
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [submittedAt, setSubmittedAt] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  /** Fields changed since the server refused them: their server message no longer shows. */
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const creating = useRef<Promise<string> | null>(null);
  const acceptedRef = useRef(false);
  const draft = useDraft(draftId ?? '');
  const editingId = editing ? editing.id : null;

  // Open: the draft of this item (or the newest new-item draft) if any, else the item or empty.
  useEffect(() => {
    if (values !== null || drafts === undefined || editing === undefined) return;
    const found = drafts.find((item) => item.editingId === editingId);
    if (found) {
      setDraftId(found.id);
      setValues({ ...empty(), ...(found.values as Partial<T>) });
      setInitial(JSON.stringify(editing ? editing.values : empty()));
      setRestored(found.status !== 'queued');
      if (found.status === 'queued') setSubmittedAt(found.updatedAt);
      return;
    }
    const start = editing ? editing.values : empty();
    setValues(start);
    setInitial(JSON.stringify(start));
  }, [drafts, editing, editingId, empty, values]);

  function show(next: T, found: ContentDraft | null) {
    creating.current = null;
    acceptedRef.current = false;
    setDraftId(found?.id ?? null);
    setValues(next);
    setRestored(false);
    setLocalErrors({});
    setSummary(null);
    setAnswered(new Set());
    setSubmittedAt(found?.status === 'queued' ? found.updatedAt : null);
    setGeneration((count) => count + 1);
  }

  const ensureDraft = useCallback(
    (next: T): Promise<string> => {
      if (draftId) return updateDraft(draftId, next).then(() => draftId);
      creating.current ??= createDraft(kind, next, editingId).then((id) => {
        setDraftId(id);
        return id;
      });
      return creating.current.then(async (id) => {
        await updateDraft(id, next);
        return id;
      });
    },
    [draftId, editingId, kind],
  );

  const set = useCallback(
    (patch: Partial<T>) => {
      setValues((current) => {
        const next = { ...(current ?? empty()), ...patch } as T;
        void ensureDraft(next);
        return next;
      });
      setAnswered((current) => new Set([...current, ...Object.keys(patch)]));
      setLocalErrors((current) => {
        const cleared = { ...current };
        for (const key of Object.keys(patch)) delete cleared[key];
        return cleared;
      });
    },
    [empty, ensureDraft],
  );

  // Follow the submitted draft: failed -> its errors (below, from `draft`); gone -> accepted.
  // It is stored when it is submitted, so its absence is the server's answer, even one that
  // came before this page's own query of the draft ever saw it (a fast server, a busy device).
  useEffect(() => {
    if (submittedAt === null || draftId === null) return;
    return whenDraftGone(draftId, () => {
      if (acceptedRef.current) return;
      acceptedRef.current = true;
      void findAcceptedContent(CONTENT_KIND_OF[kind], editingId, submittedAt, identity?.id ?? null).then(onAccepted);
    });
  }, [draftId, editingId, identity?.id, kind, onAccepted, submittedAt]);

  const current = draft && draft.id === draftId ? draft : null;
  const isQueued = current?.status === 'queued';
  const serverErrors = current?.status === 'failed' ? mapServerErrors(current.errors) : {};
  for (const field of answered) delete serverErrors[field];
  const errors = { ...serverErrors, ...localErrors } as ErrorsOf<T>;
  const refusal = current?.errors?.['detail']?.[0] ?? current?.errors?.['non_field_errors']?.[0];
  const shownSummary = summary ?? (current?.status === 'failed' ? (refusal ?? CORRECT_BELOW) : null);

  async function submit() {
    if (values === null) return;
    const found = validate(values);
    const messages = Object.fromEntries(Object.entries(found).filter(([, message]) => message));
    setLocalErrors(messages);
    if (Object.keys(messages).length > 0) {
      setSummary(CORRECT_BELOW);
      return;
    }
    setSummary(null);
    const id = await ensureDraft(values);
    setAnswered(new Set());
    acceptedRef.current = false;
    setSubmittedAt(Date.now());
    await submitDraft(id);
    if (!isOnline || !navigator.onLine) notify({ type: 'info', title: CONTENT_MESSAGES.queuedSubmission });
  }

  async function discard() {
    if (draftId) await discardDraft(draftId);
    creating.current = null;
    setDraftId(null);
    setRestored(false);
    setLocalErrors({});
    setSummary(null);
    setSubmittedAt(null);
    const start = editing ? editing.values : empty();
    setValues(start);
    setGeneration((count) => count + 1);
  }

  const shown = values ?? empty();
  return {
    values: shown,
    set,
    errors,
    summary: shownSummary,
    restored,
    continueDraft: () => setRestored(false),
    discard,
    submit,
    isQueued,
    isReady: values !== null,
    isDirty: values !== null && JSON.stringify(values) !== initial,
    generation,
    kind,
    isNew: editingId === null,
    draftId,
    startNew: () => show(empty(), null),
    openDraft: (found) => show({ ...empty(), ...(found.values as Partial<T>) }, found),
  };
}

const DETAIL_BASE: Record<ContentKind, string> = {
  resource: '/resource/',
  post: '/post/',
  careertip: '/career-tip/',
  usecase: '/usecase/',
  aitool: '/ai-tool/',
};

/** The detail page of an item. */
export function itemHref(kind: ContentKind, item: AnyContent): string {
  return `${DETAIL_BASE[kind]}${encodeURIComponent(slugOf(kind, item))}`;
}
