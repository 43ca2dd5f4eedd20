/** A labelled rich-text field (the lazy tiptap editor) with its error, for fields without a word limit. */
import { lazy, Suspense, useId } from 'react';
import { css } from '../../../../../styled-system/css';

const RichTextEditor = lazy(() => import('../../../profile/components/rich-text-editor'));

export function RichText({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <span className={css({ fontWeight: 'medium', fontSize: 'sm' })}>{label}</span>
      <Suspense fallback={<p aria-busy="true">Loading editor…</p>}>
        <RichTextEditor
          label={label}
          value={value}
          onChange={onChange}
          isInvalid={Boolean(error)}
          describedBy={`${id}-error`}
        />
      </Suspense>
      <p id={`${id}-error`} className={css({ color: 'danger', fontSize: 'sm' })}>
        {error}
      </p>
    </div>
  );
}
