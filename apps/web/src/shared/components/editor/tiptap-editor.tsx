import { useEffect, useLayoutEffect, useRef } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import BoldOutlined from '@ant-design/icons/BoldOutlined';
import ItalicOutlined from '@ant-design/icons/ItalicOutlined';
import StrikethroughOutlined from '@ant-design/icons/StrikethroughOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import { sanitizeHtml } from './sanitize';
import { CSP_NONCE } from '@/shared/security/csp-nonce';
import type { EditorProps } from './editor-props';

/** The TipTap editor itself; loaded as its own chunk by Editor. */
export default function TiptapEditor({ value, onChange, height = 300, readOnly = false, placeholder }: EditorProps) {
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const editor = useEditor({
    // Created in an effect, not during render: an editor made during render is destroyed by TipTap 1 ms later unless
    // an effect has claimed it by then, and React may hold a commit far longer (it throttles the commit that replaces
    // a Suspense fallback by up to 300 ms), which left this component holding a destroyed editor.
    immediatelyRender: false,
    extensions: [StarterKit],
    // TipTap inserts its base stylesheet as a <style> element: the page's policy admits it with the nonce.
    injectNonce: CSP_NONCE,
    content: sanitizeHtml(value ?? ''),
    editable: !readOnly,
    onUpdate: ({ editor: current }) => {
      // Content sync is debounced by 250 ms (spec §9).
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onChangeRef.current?.(sanitizeHtml(current.getHTML())), 250);
    },
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!editor) return;
    const incoming = sanitizeHtml(value ?? '');
    if (incoming !== editor.getHTML()) editor.commands.setContent(incoming, { emitUpdate: false });
  }, [editor, value]);

  // TipTap 3 re-renders on no transaction by default: the toolbar subscribes to the marks it highlights.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      strike: current?.isActive('strike') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });

  const tool = (title: string, icon: React.ReactNode, run: () => void, pressed = false) => (
    <Tooltip title={title}>
      <Button size="small" type={pressed ? 'primary' : 'text'} icon={icon} onClick={run} disabled={readOnly || !editor} />
    </Tooltip>
  );

  return (
    <div className="rich-editor">
      {/* The toolbar shows from the first paint (disabled until the editor exists), so nothing moves when it does. */}
      <Space size={2} className="rich-editor-toolbar">
        {tool('Bold', <BoldOutlined />, () => editor?.chain().focus().toggleBold().run(), active?.bold)}
        {tool('Italic', <ItalicOutlined />, () => editor?.chain().focus().toggleItalic().run(), active?.italic)}
        {tool('Strike', <StrikethroughOutlined />, () => editor?.chain().focus().toggleStrike().run(), active?.strike)}
        {tool('Bullet list', <UnorderedListOutlined />, () => editor?.chain().focus().toggleBulletList().run(), active?.bulletList)}
        {tool('Ordered list', <OrderedListOutlined />, () => editor?.chain().focus().toggleOrderedList().run(), active?.orderedList)}
        {tool('Undo', <UndoOutlined />, () => editor?.chain().focus().undo().run())}
        {tool('Redo', <RedoOutlined />, () => editor?.chain().focus().redo().run())}
      </Space>
      {/* Spec §9: the editing area is 300 px high; longer text scrolls inside it. */}
      <div className="rich-editor-body" style={{ height }} data-placeholder={placeholder}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
