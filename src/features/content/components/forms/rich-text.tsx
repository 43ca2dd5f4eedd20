/** A labelled rich-text field (the lazy tiptap editor) with its error, for fields without a word limit. */
import { useId } from 'react';
import { css } from '../../../../../styled-system/css';
import { RichTextInput } from '../../../profile/components/rich-text-input';

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
      <RichTextInput
        label={label}
        value={value}
        onChange={onChange}
        isInvalid={Boolean(error)}
        describedBy={`${id}-error`}
      />
      <p id={`${id}-error`} className={css({ color: 'danger', fontSize: 'sm' })}>
        {error}
      </p>
    </div>
  );
}
