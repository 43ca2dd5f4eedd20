/**
 * The post and newsletter form (spec part 2 section 5, Post) for /create/post and
 * /create/newsletter: a draft kept on every change, sent through the outbox; on success the
 * spec's toast and back to /.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  type Post,
  type PostFormPayload,
  type PostType,
  postFormErrors,
} from '../../../../../contract';
import { notify } from '../../../../ui/notify';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { CheckboxField } from '../../../profile/components/checkbox-field';
import { useContentItem } from '../../queries';
import { DraftFormPage } from './draft-form-frame';
import { type FileRef, FilesField, GroupPicker, pdfOrImage } from './form-bits';
import { RichText } from './rich-text';
import { useDraftForm } from './use-draft-form';

export type PostValues = Omit<PostFormPayload, 'files'> & { files: FileRef[] };

const VISIBILITY = [
  { value: '0', label: 'Public' },
  { value: '20', label: 'Private (group members)' },
];

function valuesOf(post: Post): PostValues {
  return {
    title: post.title,
    content: post.content,
    group: post.group,
    types: post.types,
    security_level: post.security_level,
    send_email: post.send_email,
    files: post.files.map((file) => file.id),
  };
}

function validate(values: PostValues) {
  return postFormErrors({ ...values, files: values.files.map(() => 0) });
}

export function PostFormPage({ types, editSlug }: { types: PostType; editSlug?: string | undefined }) {
  const { item, status } = useContentItem('post', editSlug ?? '');
  if (editSlug && !item)
    return <p role="status">{status === 'missing' ? CONTENT_MESSAGES.contentNotFound : 'Loading…'}</p>;
  if (item && !item.can_edit) return <p role="alert">{CONTENT_MESSAGES.notAllowed}</p>;
  return <PostForm types={types} item={editSlug ? item : null} />;
}

function PostForm({ types, item }: { types: PostType; item: Post | null }) {
  const navigate = useNavigate();
  const empty = useCallback(
    (): PostValues => ({
      title: '',
      content: '',
      group: null,
      types,
      security_level: 0,
      send_email: false,
      files: [],
    }),
    [types],
  );
  const editing = useMemo(() => (item ? { id: item.id, values: valuesOf(item) } : null), [item]);
  const onAccepted = useCallback(() => {
    notify({
      type: 'success',
      title: types === 'newsletter' ? CONTENT_MESSAGES.newsletterSubmitted : CONTENT_MESSAGES.postCreated,
    });
    void navigate({ to: '/' });
  }, [navigate, types]);
  const form = useDraftForm<PostValues>({
    kind: types === 'newsletter' ? 'newsletter' : 'post',
    editing,
    empty,
    validate,
    onAccepted,
  });
  const { values, set, errors } = form;
  const noun = types === 'newsletter' ? 'Newsletter' : 'Post';

  return (
    <DraftFormPage
      form={form}
      heading={item ? `Edit ${noun}` : `Create ${noun}`}
      label={noun}
      submitLabel={item ? 'Update' : types === 'newsletter' ? 'Submit' : 'Post'}
    >
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
        placeholder="Default organization"
      />
      <SelectField
        label="Visibility"
        value={String(values.security_level)}
        options={VISIBILITY}
        placeholder="Public"
        onValueChange={(next) => set({ security_level: next === '20' ? 20 : 0 })}
        error={errors.security_level}
      />
      {types === 'newsletter' ? (
        <CheckboxField
          label="Also send by email"
          checked={values.send_email}
          onCheckedChange={(send_email) => set({ send_email })}
        />
      ) : null}
      <FilesField
        label="Files"
        value={values.files}
        onChange={(files) => set({ files })}
        known={item?.files ?? []}
        max={CONTENT_LIMITS.resourceFiles}
        maxMessage={`Maximum ${CONTENT_LIMITS.resourceFiles} files`}
        accept="application/pdf,image/png,image/jpeg,image/webp,image/gif"
        rule={pdfOrImage}
        error={errors.files}
      />
    </DraftFormPage>
  );
}
