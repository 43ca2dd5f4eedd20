/**
 * A labelled rich-text field with a live word count and its first error. The tiptap editor
 * is loaded with React.lazy so that it never weighs on a route that does not show it.
 */
import { useId } from 'react';
import { countWords } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { RichTextInput } from './rich-text-input';

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Words allowed; the count turns red past it. */
  maxWords: number;
  error?: string | undefined;
  helperText?: string;
}

export function RichTextField({ label, value, onChange, maxWords, error, helperText }: RichTextFieldProps) {
  const id = useId();
  const words = countWords(value);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <span className={css({ fontWeight: 'medium', fontSize: 'sm' })}>{label}</span>
      {helperText ? <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{helperText}</span> : null}
      <RichTextInput
        label={label}
        value={value}
        onChange={onChange}
        isInvalid={Boolean(error)}
        describedBy={`${id}-count ${id}-error`}
      />
      <p
        id={`${id}-count`}
        aria-live="polite"
        className={css({ fontSize: 'sm', color: words > maxWords ? 'danger' : 'fg.muted' })}
      >
        {words} / {maxWords} words
      </p>
      <p id={`${id}-error`} className={css({ color: 'danger', fontSize: 'sm' })}>
        {error}
      </p>
    </div>
  );
}
