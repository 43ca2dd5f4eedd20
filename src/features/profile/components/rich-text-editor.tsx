/**
 * The tiptap editor (bold, italic, lists, link). Only rich-text-input.tsx imports it, through
 * React.lazy, so tiptap and ProseMirror load when a rich-text field is first shown.
 */
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { editingArea } from './editing-area';

export interface RichTextEditorProps {
  /** The accessible name of the editing area. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  isInvalid: boolean;
  describedBy: string;
}

const editorStyle = css({
  '& ul': { listStyle: 'disc', pl: '6' },
  '& ol': { listStyle: 'decimal', pl: '6' },
  '& a': { color: 'brand.solid', textDecoration: 'underline' },
});

export default function RichTextEditor({ label, value, onChange, isInvalid, describedBy }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, link: { openOnClick: false } })],
    content: value,
    editorProps: {
      attributes: {
        class: editingArea,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-invalid': String(isInvalid),
        'aria-describedby': describedBy,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  if (!editor) return null;

  const tool = (name: string, isActive: boolean, run: () => void) => (
    <Button variant={isActive ? 'solid' : 'outline'} size="sm" aria-pressed={isActive} onClick={run}>
      {name}
    </Button>
  );
  function toggleLink() {
    if (!editor) return;
    if (editor.isActive('link')) return void editor.chain().focus().unsetLink().run();
    const href = window.prompt('Link address');
    if (href) editor.chain().focus().setLink({ href }).run();
  }

  return (
    <div className={editorStyle}>
      <div
        role="toolbar"
        aria-label={`${label} formatting`}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', mb: '1.5' })}
      >
        {tool('Bold', editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
        {tool('Italic', editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
        {tool('Bullet list', editor.isActive('bulletList'), () => editor.chain().focus().toggleBulletList().run())}
        {tool('Numbered list', editor.isActive('orderedList'), () => editor.chain().focus().toggleOrderedList().run())}
        {tool('Link', editor.isActive('link'), toggleLink)}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
