/**
 * The post and newsletter form (spec part 2 section 5, Post) for /create/post and
 * /create/newsletter: a draft kept on every change, sent through the outbox; on success the
 * spec's toast and back to /.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  CONTENT_MESSAGES,
  type Post,
  type PostFormPayload,
  type PostType,
  postFormErrors,
} from '../../../../../contract';
import { notify } from '../../../../ui/notify';
import { CheckboxField } from '../../../profile/components/checkbox-field';
import { DraftFormPage } from './draft-form-frame';
import type { FileRef } from './form-bits';
import { AttachedFilesField, EditableItem, TitleContentGroupFields, VisibilityField } from './shared-fields';
import { useDraftForm } from './use-draft-form';

export type PostValues = Omit<PostFormPayload, 'files'> & { files: FileRef[] };

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
  return (
    <EditableItem kind="post" editSlug={editSlug}>
      {(item) => <PostForm types={types} item={item} />}
    </EditableItem>
  );
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
      <TitleContentGroupFields values={values} set={set} errors={errors} groupPlaceholder="Default organization" />
      <VisibilityField
        value={values.security_level}
        onChange={(security_level) => set({ security_level })}
        error={errors.security_level}
      />
      {types === 'newsletter' ? (
        <CheckboxField
          label="Also send by email"
          checked={values.send_email}
          onCheckedChange={(send_email) => set({ send_email })}
        />
      ) : null}
      <AttachedFilesField
        value={values.files}
        onChange={(files) => set({ files })}
        known={item?.files ?? []}
        error={errors.files}
      />
    </DraftFormPage>
  );
}
