/**
 * The use case form (spec part 2 section 5, Use case form) for /contribute/usecase and
 * ?edit=<slug>: a draft kept on every change, submitted through the outbox (offline too).
 * Topic area, career stages and field of interest are shown only to staff.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  type AnyContent,
  CONTENT_FORM_MESSAGES,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  useCaseFormErrors as caseRules,
  type UseCase,
  type UseCaseFormPayload,
} from '../../../../../contract';
import { useTenant } from '../../../../tenant/use-tenant';
import { MultiSelect } from '../../../../ui/multi-select';
import { notify } from '../../../../ui/notify';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { useTopicAreas } from '../../../lookups/queries';
import { RichTextField } from '../../../profile/components/rich-text-field';
import { useIdentity } from '../../../session/queries';
import { useContentItem, useContentList } from '../../queries';
import { BUSINESS_VALUE_OPTIONS, CATEGORY_CHOICES, COMPLEXITY_OPTIONS, INNOVATION_OPTIONS, idsOf } from './choices';
import { DraftFormPage } from './draft-form-frame';
import { type FileRef, FilesField, GroupPicker, IMAGE_ACCEPT, imageOnly, pdfOnly, singleValue } from './form-bits';
import { TopicsField } from './topics-field';
import { itemHref, useDraftForm } from './use-draft-form';

export type UseCaseValues = Omit<UseCaseFormPayload, 'thumbnail_image' | 'document'> & {
  thumbnail_image: FileRef | null;
  document: FileRef | null;
};

function emptyUseCase(): UseCaseValues {
  return {
    title: '',
    description: '',
    reason: '',
    group: null,
    ai_tools: [],
    business_value: null,
    complexity: null,
    innovation_category: null,
    thumbnail_image: null,
    document: null,
    video_link: null,
    topics: [],
    categories: [],
    job_functions: [],
    topic_area: null,
    career_stages: [],
    professional_fields: [],
  };
}

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
  const { item, status } = useContentItem('usecase', editSlug ?? '');
  if (editSlug && !item) {
    return <p role="status">{status === 'missing' ? CONTENT_MESSAGES.contentNotFound : 'Loading…'}</p>;
  }
  if (item && !item.can_edit) return <p role="alert">{CONTENT_MESSAGES.notAllowed}</p>;
  return <UseCaseForm item={editSlug ? item : null} />;
}

function UseCaseForm({ item }: { item: UseCase | null }) {
  const navigate = useNavigate();
  const identity = useIdentity();
  const tenant = useTenant();
  const topicAreas = useTopicAreas();
  const tools = useContentList('aitool', { page: 1, page_size: 100 });
  const isStaff = identity?.is_staff ?? false;
  const editing = useMemo(() => (item ? { id: item.id, values: valuesOf(item) } : null), [item]);
  const onAccepted = useCallback(
    (saved: AnyContent | null) => {
      notify({ type: 'success', title: item ? CONTENT_MESSAGES.useCaseUpdated : CONTENT_MESSAGES.useCaseSubmitted });
      void navigate({ href: saved ? itemHref('usecase', saved) : '/usecases' });
    },
    [item, navigate],
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
      <MultiSelect
        label="Categories"
        options={CATEGORY_CHOICES}
        value={values.categories}
        max={CONTENT_LIMITS.categories}
        maxMessage={CONTENT_FORM_MESSAGES.maxCategories}
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
          <SelectField
            label="Topic area"
            value={values.topic_area === null ? '' : String(values.topic_area)}
            options={topicAreas.map((area) => ({ value: String(area.id), label: area.name }))}
            onValueChange={(next) => set({ topic_area: next ? Number(next) : null })}
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
