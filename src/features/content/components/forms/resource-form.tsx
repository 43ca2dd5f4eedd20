/**
 * The resource contribute form (spec part 2 section 5, Resource) for /contribute/resource
 * and ?edit=<slug>: group, topics, topic area and career stages required; files at most 7,
 * one thumbnail. A draft kept on every change, sent through the outbox (offline too).
 */
import { useMemo } from 'react';
import { CONTENT_MESSAGES, type Resource, type ResourceFormPayload, resourceFormErrors } from '../../../../../contract';
import { useTenant } from '../../../../tenant/use-tenant';
import { MultiSelect } from '../../../../ui/multi-select';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { COUNTRY_OPTIONS } from '../../../groups/components/admin/group-form-state';
import { CheckboxField } from '../../../profile/components/checkbox-field';
import { useIdentity } from '../../../session/queries';
import { idsOf } from './choices';
import { DraftFormPage } from './draft-form-frame';
import type { FileRef } from './form-bits';
import {
  AttachedFilesField,
  EditableItem,
  ThumbnailField,
  TitleContentGroupFields,
  TopicAreaField,
  VisibilityField,
} from './shared-fields';
import { TopicsField } from './topics-field';
import { useShowAccepted } from './use-accepted';
import { useDraftForm } from './use-draft-form';

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
  return (
    <EditableItem kind="resource" editSlug={editSlug}>
      {(item) => <ResourceForm item={item} />}
    </EditableItem>
  );
}

function ResourceForm({ item }: { item: Resource | null }) {
  const identity = useIdentity();
  const careerStages = useTenant()?.options.career_stages ?? [];
  const editing = useMemo(() => (item ? { id: item.id, values: valuesOf(item) } : null), [item]);
  const onAccepted = useShowAccepted(
    'resource',
    item ? CONTENT_MESSAGES.savedItem : CONTENT_MESSAGES.resourceSubmitted,
    '/resourcehub',
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
      <TitleContentGroupFields values={values} set={set} errors={errors} />
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
      <VisibilityField
        value={values.security_level}
        onChange={(security_level) => set({ security_level })}
        error={errors.security_level}
      />
      {identity?.is_staff ? (
        <CheckboxField
          label="Premium"
          checked={values.is_premium}
          onCheckedChange={(is_premium) => set({ is_premium })}
        />
      ) : null}
      <AttachedFilesField
        value={values.files}
        onChange={(files) => set({ files })}
        known={item?.files ?? []}
        error={errors.files}
      />
      <ThumbnailField
        value={values.thumbnail_image}
        onChange={(thumbnail_image) => set({ thumbnail_image })}
        known={item?.thumbnail_image}
        error={errors.thumbnail_image}
      />
      <TopicAreaField
        value={values.topic_area}
        onChange={(topic_area) => set({ topic_area })}
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
