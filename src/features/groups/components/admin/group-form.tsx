// The group form itself: its values and errors, the check before sending, and the server's errors mapped onto fields.
import { type FormEvent, useState } from 'react';
import {
  GROUP_FORM_MESSAGES,
  type Group,
  type GroupFormErrors,
  type GroupFormPayload,
  type GroupKind,
  groupFormErrors,
} from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { useTenant } from '../../../../tenant/use-tenant';
import { OnlineSubmit } from '../../../account/online-submit';
import { useTopics } from '../../../lookups/queries';
import { callOnline } from '../../../sync/online';
import { GroupAboutFields } from './group-about-fields';
import { GroupAudienceFields } from './group-audience-fields';
import { GroupDatesFields } from './group-dates-fields';
import { GroupFocusFields } from './group-focus-fields';
import { emptyGroupForm, isTimed, KIND_LABELS, linesOf, toForm } from './group-form-state';
import { GroupPriceFields } from './group-price-fields';
import { row, stack } from './shared';
import { useChoiceLists } from './use-choice-lists';

interface GroupFormProps {
  kind: GroupKind;
  /** The group being edited; undefined for a create. */
  group: Group | undefined;
  onSaved: (group: Group) => void;
}

export function GroupForm({ kind, group, onSaved }: GroupFormProps) {
  const initial = group ? toForm(group) : emptyGroupForm(kind);
  const [form, setForm] = useState<GroupFormPayload>(initial);
  const [featuresText, setFeaturesText] = useState(initial.paid_features.join('\n'));
  const [errors, setErrors] = useState<GroupFormErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const topics = useTopics();
  const tenant = useTenant();
  const careerStages = tenant?.options.career_stages ?? [];
  const lists = useChoiceLists(kind, true);
  const set = (patch: Partial<GroupFormPayload>) => setForm((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const features = linesOf(featuresText);
    const payload: GroupFormPayload = { ...form, paid_features: form.is_paid ? features : [] };
    const found = groupFormErrors(payload);
    setErrors(found);
    if (Object.keys(found).length > 0) return setGeneral(GROUP_FORM_MESSAGES.correctBelow);
    setGeneral(null);
    setBusy(true);
    const result = group
      ? await callOnline('updateGroup', { groupId: group.id, payload })
      : await callOnline('createGroup', { payload });
    setBusy(false);
    if (result.ok) return onSaved(result.data);
    const mapped: GroupFormErrors = {};
    let other: string | null = null;
    for (const [key, messages] of Object.entries(result.errors)) {
      const message = messages[0];
      if (!message) continue;
      if (key in payload) mapped[key as keyof GroupFormPayload] = message;
      else other ??= message;
    }
    setErrors(mapped);
    setGeneral(other ?? GROUP_FORM_MESSAGES.correctBelow);
  }

  const fields = { form, errors, set };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={stack}
      aria-label={`${KIND_LABELS[kind]} form`}
    >
      {general ? (
        <p role="alert" className={css({ color: 'danger', fontWeight: 'medium' })}>
          {general}
        </p>
      ) : null}
      <GroupAboutFields kind={kind} lists={lists} {...fields} />
      <GroupFocusFields {...fields} />
      {isTimed(kind) ? (
        <>
          <GroupDatesFields {...fields} />
          <GroupAudienceFields topics={topics} careerStages={careerStages} {...fields} />
          <GroupPriceFields featuresText={featuresText} onFeaturesTextChange={setFeaturesText} {...fields} />
        </>
      ) : null}
      <div className={row}>
        <OnlineSubmit label={group ? 'Save' : 'Create'} busyLabel="Saving…" isBusy={isBusy} />
      </div>
    </form>
  );
}
