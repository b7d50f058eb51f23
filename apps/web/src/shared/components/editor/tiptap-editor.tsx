import { useEffect, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
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
import { CSP_NONCE } from '../../security/csp-nonce';
import type { EditorProps } from './editor-props';

/** The TipTap editor itself; loaded as its own chunk by Editor. */
export default function TiptapEditor({ value, onChange, height = 300, readOnly = false, placeholder }: EditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const editor = useEditor({
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

  const tool = (title: string, icon: React.ReactNode, run: () => void, active = false) => (
    <Tooltip title={title}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} onClick={run} disabled={readOnly} />
    </Tooltip>
  );

  return (
    <div className="rich-editor">
      {editor && (
        <Space size={2} className="rich-editor-toolbar">
          {tool('Bold', <BoldOutlined />, () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
          {tool('Italic', <ItalicOutlined />, () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
          {tool('Strike', <StrikethroughOutlined />, () => editor.chain().focus().toggleStrike().run(), editor.isActive('strike'))}
          {tool('Bullet list', <UnorderedListOutlined />, () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
          {tool('Ordered list', <OrderedListOutlined />, () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList'))}
          {tool('Undo', <UndoOutlined />, () => editor.chain().focus().undo().run())}
          {tool('Redo', <RedoOutlined />, () => editor.chain().focus().redo().run())}
        </Space>
      )}
      <div className="rich-editor-body" style={{ minHeight: height }} data-placeholder={placeholder}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
