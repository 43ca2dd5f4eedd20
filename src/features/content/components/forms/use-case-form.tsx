/**
 * The use case form (spec part 2 section 5, Use case form) for /contribute/usecase and
 * ?edit=<slug>: a draft kept on every change, submitted through the outbox (offline too).
 * Topic area, career stages and field of interest are shown only to staff.
 */
import { useMemo } from 'react';
import {
  CONTENT_FORM_MESSAGES,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  useCaseFormErrors as caseRules,
  type UseCase,
  type UseCaseFormPayload,
} from '../../../../../contract';
import { makeUseCaseForm } from '../../../../../contract/fixtures';
import { useTenant } from '../../../../tenant/use-tenant';
import { MultiSelect } from '../../../../ui/multi-select';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { RichTextField } from '../../../profile/components/rich-text-field';
import { useIdentity } from '../../../session/queries';
import { useContentList } from '../../queries';
import { BUSINESS_VALUE_OPTIONS, COMPLEXITY_OPTIONS, INNOVATION_OPTIONS, idsOf } from './choices';
import { DraftFormPage } from './draft-form-frame';
import { type FileRef, FilesField, GroupPicker, pdfOnly, singleValue } from './form-bits';
import { CategoriesField, EditableItem, ThumbnailField, TopicAreaField } from './shared-fields';
import { TopicsField } from './topics-field';
import { useShowAccepted } from './use-accepted';
import { useDraftForm } from './use-draft-form';

export type UseCaseValues = Omit<UseCaseFormPayload, 'thumbnail_image' | 'document'> & {
  thumbnail_image: FileRef | null;
  document: FileRef | null;
};

const emptyUseCase = (): UseCaseValues => makeUseCaseForm();

function valuesOf(item: UseCase): UseCaseValues {
  return {
    title: item.title,
    description: item.description,
    reason: item.reason,
    group: item.group,
    ai_tools: item.ai_tools,
    business_value: item.business_value,
    complexity: item.complexity,
    innovation_category: item.innovation_category,
    thumbnail_image: item.thumbnail_image?.id ?? null,
    document: item.document?.id ?? null,
    video_link: item.video_link,
    topics: item.topics,
    categories: item.categories,
    job_functions: item.job_functions,
    topic_area: item.topic_area,
    career_stages: item.career_stages,
    professional_fields: item.professional_fields,
  };
}

function validate(values: UseCaseValues) {
  const payload = { ...values, thumbnail_image: null, document: null } as UseCaseFormPayload;
  return caseRules(payload);
}

export function UseCaseFormPage({ editSlug }: { editSlug: string | undefined }) {
  return (
    <EditableItem kind="usecase" editSlug={editSlug}>
      {(item) => <UseCaseForm item={item} />}
    </EditableItem>
  );
}

function UseCaseForm({ item }: { item: UseCase | null }) {
  const identity = useIdentity();
  const tenant = useTenant();
  const tools = useContentList('aitool', { page: 1, page_size: 100 });
  const isStaff = identity?.is_staff ?? false;
  const editing = useMemo(() => (item ? { id: item.id, values: valuesOf(item) } : null), [item]);
  const onAccepted = useShowAccepted(
    'usecase',
    item ? CONTENT_MESSAGES.useCaseUpdated : CONTENT_MESSAGES.useCaseSubmitted,
    '/usecases',
  );
  const form = useDraftForm<UseCaseValues>({
    kind: 'usecase',
    editing,
    empty: emptyUseCase,
    validate,
    onAccepted,
  });
  const { values, set, errors } = form;
  const options = tenant?.options;
  const toolChoices = tools.items.map((tool) => ({ id: tool.id, name: tool.name }));

  return (
    <DraftFormPage
      form={form}
      heading={item ? 'Edit Use Case' : 'Submit Use Case'}
      label="Use case"
      submitLabel={item ? 'Update' : 'Submit'}
    >
      <TextField label="Title" value={values.title} onValueChange={(title) => set({ title })} error={errors.title} />
      <RichTextField
        label="Description"
        value={values.description}
        onChange={(description) => set({ description })}
        maxWords={CONTENT_LIMITS.useCaseWords}
        error={errors.description}
      />
      <RichTextField
        label="Why this is important"
        value={values.reason}
        onChange={(reason) => set({ reason })}
        maxWords={CONTENT_LIMITS.useCaseWords}
        error={errors.reason}
      />
      <GroupPicker value={values.group} onChange={(group) => set({ group })} error={errors.group} />
      <SelectField
        label="Business value"
        value={values.business_value ?? ''}
        options={BUSINESS_VALUE_OPTIONS}
        onValueChange={(next) => set({ business_value: (next || null) as UseCaseValues['business_value'] })}
        error={errors.business_value}
      />
      <SelectField
        label="Complexity"
        value={values.complexity ?? ''}
        options={COMPLEXITY_OPTIONS}
        onValueChange={(next) => set({ complexity: (next || null) as UseCaseValues['complexity'] })}
        error={errors.complexity}
      />
      <SelectField
        label="Innovation category"
        value={values.innovation_category ?? ''}
        options={INNOVATION_OPTIONS}
        onValueChange={(next) => set({ innovation_category: (next || null) as UseCaseValues['innovation_category'] })}
        error={errors.innovation_category}
      />
      <ThumbnailField
        value={values.thumbnail_image}
        onChange={(thumbnail_image) => set({ thumbnail_image })}
        known={item?.thumbnail_image}
        error={errors.thumbnail_image}
      />
      <FilesField
        label="Document (PDF)"
        value={singleValue(values.document)}
        onChange={(next) => set({ document: next[0] ?? null })}
        known={item?.document ? [item.document] : []}
        max={1}
        maxMessage={CONTENT_FORM_MESSAGES.maxDocument}
        accept="application/pdf"
        rule={pdfOnly}
        error={errors.document}
      />
      <TextField
        label="Video link"
        value={values.video_link ?? ''}
        onValueChange={(next) => set({ video_link: next || null })}
        error={errors.video_link}
      />
      <MultiSelect
        label="AI tools"
        options={toolChoices}
        value={values.ai_tools}
        max={50}
        onChange={(ai_tools) => set({ ai_tools })}
        error={errors.ai_tools}
      />
      <TopicsField
        value={idsOf(values.topics)}
        onChange={(topics) => set({ topics })}
        error={errors.topics}
        topicArea={values.topic_area}
      />
      <CategoriesField
        value={values.categories}
        onChange={(categories) => set({ categories })}
        error={errors.categories}
      />
      <MultiSelect
        label="Functional areas"
        options={options?.job_functions ?? []}
        value={values.job_functions}
        max={CONTENT_LIMITS.jobFunctions}
        maxMessage={CONTENT_FORM_MESSAGES.maxJobFunctions}
        onChange={(job_functions) => set({ job_functions })}
        error={errors.job_functions}
      />
      {isStaff ? (
        <>
          <TopicAreaField
            value={values.topic_area}
            onChange={(topic_area) => set({ topic_area })}
            error={errors.topic_area}
          />
          <MultiSelect
            label="Career stages"
            options={options?.career_stages ?? []}
            value={values.career_stages}
            max={50}
            onChange={(career_stages) => set({ career_stages })}
            error={errors.career_stages}
          />
          <MultiSelect
            label="Field of interest"
            options={options?.professional_fields ?? []}
            value={values.professional_fields}
            max={50}
            onChange={(professional_fields) => set({ professional_fields })}
            error={errors.professional_fields}
          />
        </>
      ) : null}
    </DraftFormPage>
  );
}
