/**
 * Fields that several content forms show alike (title, content and group; visibility; the files
 * and single-image pickers; topic area; categories), so each form lists only what is its own.
 */
import type { ReactNode } from 'react';
import {
  CONTENT_FORM_MESSAGES,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  type ContentByKind,
  type ContentKind,
  type UploadedFile,
} from '../../../../../contract';
import { MultiSelect } from '../../../../ui/multi-select';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { useTopicAreas } from '../../../lookups/queries';
import { useContentItem } from '../../queries';
import { CATEGORY_CHOICES } from './choices';
import { type FileRef, FilesField, GroupPicker, IMAGE_ACCEPT, imageOnly, pdfOrImage, singleValue } from './form-bits';
import { RichText } from './rich-text';

interface FieldProps<V> {
  value: V;
  onChange: (next: V) => void;
  error: string | undefined;
}

interface TitledValues {
  title: string;
  content: string;
  group: number | null;
}

/** Title, Content and Group, the first fields of the post, resource and career tip forms. */
export function TitleContentGroupFields(props: {
  values: TitledValues;
  set: (patch: Partial<TitledValues>) => void;
  errors: Partial<Record<keyof TitledValues, string>>;
  /** The group picker's empty choice; 'Select a group' when not given. */
  groupPlaceholder?: string;
}) {
  const { values, set, errors } = props;
  return (
    <>
      <TextField label="Title" value={values.title} onValueChange={(title) => set({ title })} error={errors.title} />
      <RichText
        label="Content"
        value={values.content}
        onChange={(content) => set({ content })}
        error={errors.content}
      />
      <GroupPicker
        value={values.group}
        onChange={(group) => set({ group })}
        error={errors.group}
        {...(props.groupPlaceholder ? { placeholder: props.groupPlaceholder } : {})}
      />
    </>
  );
}

const VISIBILITY = [
  { value: '0', label: 'Public' },
  { value: '20', label: 'Private (group members)' },
];

/** Public (0) or group members only (20). */
export function VisibilityField({ value, onChange, error }: FieldProps<0 | 20>) {
  return (
    <SelectField
      label="Visibility"
      value={String(value)}
      options={VISIBILITY}
      placeholder="Public"
      onValueChange={(next) => onChange(next === '20' ? 20 : 0)}
      error={error}
    />
  );
}

/** The attached files of a post or resource: PDFs or images, at most `CONTENT_LIMITS.resourceFiles`. */
export function AttachedFilesField(props: FieldProps<FileRef[]> & { known: readonly UploadedFile[] }) {
  return (
    <FilesField
      label="Files"
      value={props.value}
      onChange={props.onChange}
      known={props.known}
      max={CONTENT_LIMITS.resourceFiles}
      maxMessage={CONTENT_FORM_MESSAGES.maxFiles}
      accept="application/pdf,image/png,image/jpeg,image/webp,image/gif"
      rule={pdfOrImage}
      error={props.error}
    />
  );
}

/** One image, the item's thumbnail. */
export function ThumbnailField(props: FieldProps<FileRef | null> & { known: UploadedFile | null | undefined }) {
  return (
    <FilesField
      label="Thumbnail image"
      value={singleValue(props.value)}
      onChange={(next) => props.onChange(next[0] ?? null)}
      known={props.known ? [props.known] : []}
      max={1}
      maxMessage={CONTENT_FORM_MESSAGES.maxImage}
      accept={IMAGE_ACCEPT}
      rule={imageOnly}
      error={props.error}
    />
  );
}

/** The topic area (lookups), none by default. */
export function TopicAreaField({ value, onChange, error }: FieldProps<number | null>) {
  const topicAreas = useTopicAreas();
  return (
    <SelectField
      label="Topic area"
      value={value === null ? '' : String(value)}
      options={topicAreas.map((area) => ({ value: String(area.id), label: area.name }))}
      onValueChange={(next) => onChange(next ? Number(next) : null)}
      error={error}
    />
  );
}

/** The content categories, at most `CONTENT_LIMITS.categories`. */
export function CategoriesField({ value, onChange, error }: FieldProps<number[]>) {
  return (
    <MultiSelect
      label="Categories"
      options={CATEGORY_CHOICES}
      value={value}
      max={CONTENT_LIMITS.categories}
      maxMessage={CONTENT_FORM_MESSAGES.maxCategories}
      onChange={onChange}
      error={error}
    />
  );
}

/**
 * The item a form edits (?edit=<slug>), or null for a new one: Loading… or not found while it
 * is read, a refusal when the member may not edit it.
 */
export function EditableItem<K extends ContentKind>(props: {
  kind: K;
  editSlug: string | undefined;
  children: (item: ContentByKind[K] | null) => ReactNode;
}) {
  const { item, status } = useContentItem(props.kind, props.editSlug ?? '');
  if (props.editSlug && !item)
    return <p role="status">{status === 'missing' ? CONTENT_MESSAGES.contentNotFound : 'Loading…'}</p>;
  if (item && !item.can_edit) return <p role="alert">{CONTENT_MESSAGES.notAllowed}</p>;
  return props.children(props.editSlug ? item : null);
}
