/**
 * The resource contribute form (spec part 2 section 5, Resource) for /contribute/resource
 * and ?edit=<slug>: group, topics, topic area and career stages required; files at most 7,
 * one thumbnail. A draft kept on every change, sent through the outbox (offline too).
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  type AnyContent,
  CONTENT_FORM_MESSAGES,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  type Resource,
  type ResourceFormPayload,
  resourceFormErrors,
} from '../../../../../contract';
import { useTenant } from '../../../../tenant/use-tenant';
import { MultiSelect } from '../../../../ui/multi-select';
import { notify } from '../../../../ui/notify';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { COUNTRY_OPTIONS } from '../../../groups/components/admin/group-form-state';
import { useTopicAreas } from '../../../lookups/queries';
import { CheckboxField } from '../../../profile/components/checkbox-field';
import { useIdentity } from '../../../session/queries';
import { useContentItem } from '../../queries';
import { idsOf } from './choices';
import { DraftFormPage } from './draft-form-frame';
import { type FileRef, FilesField, GroupPicker, IMAGE_ACCEPT, imageOnly, pdfOrImage, singleValue } from './form-bits';
import { RichText } from './rich-text';
import { TopicsField } from './topics-field';
import { itemHref, useDraftForm } from './use-draft-form';

export type ResourceValues = Omit<ResourceFormPayload, 'files' | 'thumbnail_image'> & {
  files: FileRef[];
  thumbnail_image: FileRef | null;
};

const emptyResource = (): ResourceValues => ({
  title: '',
  content: '',
  group: null,
  type: 'other',
  security_level: 0,
  publish_to_khub: true,
  is_premium: false,
  files: [],
  thumbnail_image: null,
  topics: [],
  topic_area: null,
  career_stages: [],
  country: null,
  source: null,
});

function valuesOf(item: Resource): ResourceValues {
  return {
    title: item.title,
    content: item.content,
    group: item.group,
    type: item.type,
    security_level: item.security_level,
    publish_to_khub: item.publish_to_khub,
    is_premium: item.is_premium,
    files: item.files.map((file) => file.id),
    thumbnail_image: item.thumbnail_image?.id ?? null,
    topics: item.topics,
    topic_area: item.topic_area,
    career_stages: item.career_stages,
    country: item.country,
    source: item.source,
  };
}

function validate(values: ResourceValues) {
  const payload = { ...values, files: values.files.map(() => 0), thumbnail_image: null };
  return resourceFormErrors(payload, { isContribution: true });
}

export function ResourceFormPage({ editSlug }: { editSlug: string | undefined }) {
  const { item, status } = useContentItem('resource', editSlug ?? '');
  if (editSlug && !item)
    return <p role="status">{status === 'missing' ? CONTENT_MESSAGES.contentNotFound : 'Loading…'}</p>;
  if (item && !item.can_edit) return <p role="alert">{CONTENT_MESSAGES.notAllowed}</p>;
  return <ResourceForm item={editSlug ? item : null} />;
}

function ResourceForm({ item }: { item: Resource | null }) {
  const navigate = useNavigate();
  const identity = useIdentity();
  const careerStages = useTenant()?.options.career_stages ?? [];
  const topicAreas = useTopicAreas();
  const editing = useMemo(() => (item ? { id: item.id, values: valuesOf(item) } : null), [item]);
  const onAccepted = useCallback(
    (saved: AnyContent | null) => {
      notify({ type: 'success', title: item ? CONTENT_MESSAGES.savedItem : CONTENT_MESSAGES.resourceSubmitted });
      void navigate({ href: saved ? itemHref('resource', saved) : '/resourcehub' });
    },
    [item, navigate],
  );
  const form = useDraftForm<ResourceValues>({
    kind: 'resource',
    editing,
    empty: emptyResource,
    validate,
    onAccepted,
  });
  const { values, set, errors } = form;

  return (
    <DraftFormPage
      form={form}
      heading={item ? 'Edit Resource' : 'Contribute a Resource'}
      label="Resource"
      submitLabel={item ? 'Update' : 'Submit'}
    >
      <TextField label="Title" value={values.title} onValueChange={(title) => set({ title })} error={errors.title} />
      <RichText
        label="Content"
        value={values.content}
        onChange={(content) => set({ content })}
        error={errors.content}
      />
      <GroupPicker value={values.group} onChange={(group) => set({ group })} error={errors.group} />
      <SelectField
        label="Type"
        value={values.type}
        options={[
          { value: 'other', label: 'Resource' },
          { value: 'prompt', label: 'Prompt' },
        ]}
        placeholder="Resource"
        onValueChange={(next) => set({ type: next === 'prompt' ? 'prompt' : 'other' })}
        error={errors.type}
      />
      <SelectField
        label="Visibility"
        value={String(values.security_level)}
        options={[
          { value: '0', label: 'Public' },
          { value: '20', label: 'Private (group members)' },
        ]}
        placeholder="Public"
        onValueChange={(next) => set({ security_level: next === '20' ? 20 : 0 })}
        error={errors.security_level}
      />
      {identity?.is_staff ? (
        <CheckboxField
          label="Premium"
          checked={values.is_premium}
          onCheckedChange={(is_premium) => set({ is_premium })}
        />
      ) : null}
      <FilesField
        label="Files"
        value={values.files}
        onChange={(files) => set({ files })}
        known={item?.files ?? []}
        max={CONTENT_LIMITS.resourceFiles}
        maxMessage={CONTENT_FORM_MESSAGES.maxFiles}
        accept="application/pdf,image/png,image/jpeg,image/webp,image/gif"
        rule={pdfOrImage}
        error={errors.files}
      />
      <FilesField
        label="Thumbnail image"
        value={singleValue(values.thumbnail_image)}
        onChange={(next) => set({ thumbnail_image: next[0] ?? null })}
        known={item?.thumbnail_image ? [item.thumbnail_image] : []}
        max={1}
        maxMessage={CONTENT_FORM_MESSAGES.maxImage}
        accept={IMAGE_ACCEPT}
        rule={imageOnly}
        error={errors.thumbnail_image}
      />
      <SelectField
        label="Topic area"
        value={values.topic_area === null ? '' : String(values.topic_area)}
        options={topicAreas.map((area) => ({ value: String(area.id), label: area.name }))}
        onValueChange={(next) => set({ topic_area: next ? Number(next) : null })}
        error={errors.topic_area}
      />
      <TopicsField
        value={idsOf(values.topics)}
        onChange={(topics) => set({ topics })}
        error={errors.topics}
        topicArea={values.topic_area}
      />
      <MultiSelect
        label="Career stages"
        options={careerStages}
        value={values.career_stages}
        max={null}
        onChange={(career_stages) => set({ career_stages })}
        error={errors.career_stages}
      />
      <SelectField
        label="Country"
        value={values.country ?? ''}
        options={COUNTRY_OPTIONS}
        placeholder="Any country"
        onValueChange={(next) => set({ country: next || null })}
        error={errors.country}
      />
      <TextField
        label="Source link"
        value={values.source ?? ''}
        onValueChange={(next) => set({ source: next || null })}
        error={errors.source}
      />
    </DraftFormPage>
  );
}
