import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useDesignerState } from './designer';
import { DesignerActions } from './designer-actions';
import { newField, type FormConf, type FormField } from './fields';
import { newRow } from './rows';
import zhCN from 'antd/es/locale/zh_CN';
import type * as Feedback from '@/shared/ui/feedback';
import { toast } from '@/shared/ui/feedback';
import { setFeedbackTheme } from '@/shared/ui/feedback-theme';

// The toast is asserted as asked for (antd's message would outlive the test's page); the confirm stays real.
vi.mock('@/shared/ui/feedback', async (original) => ({ ...(await original<typeof Feedback>()), toast: { success: vi.fn(), error: vi.fn() } }));

const CONF: FormConf = { labelWidth: 120, gutter: 15, formRef: 'elForm' };

function Harness({ initial, seen }: { initial: FormField[]; seen: FormField[][] }) {
  const state = useDesignerState(() => initial);
  // What the screen around the designer would read, after every change.
  useEffect(() => {
    seen.push(state.fields);
  }, [seen, state.fields]);
  return <DesignerActions state={state} conf={CONF} />;
}

const row = (): FormField => {
  const r = newRow(101);
  r.__config__.children = [newField('input', '姓名', 102)];
  return r;
};

describe('查看 JSON and 清空 above the designer', () => {
  it('shows the fields and the form settings as the original assembles them, and copies them', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fields = [row()];
    render(<Harness initial={fields} seen={[]} />);
    fireEvent.click(screen.getByRole('button', { name: /查看 JSON/ }));
    const text = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: '表单 JSON' });
    expect(text.readOnly).toBe(true);
    expect(JSON.parse(text.value)).toEqual({ fields, ...CONF });
    fireEvent.click(screen.getByRole('button', { name: /复制 JSON/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('已复制到剪贴板，可粘贴。'));
    expect(writeText).toHaveBeenCalledWith(text.value);
  });

  it('empties the canvas only once 系统提示 is answered 确定', async () => {
    // The confirm box takes the shell's locale, as the themed shell hands it over.
    setFeedbackTheme({ theme: {}, locale: zhCN });
    const seen: FormField[][] = [];
    render(<Harness initial={[row()]} seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('系统提示');
    expect(dialog.textContent).toContain('确定要清空所有组件吗？');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(seen.at(-1)).toHaveLength(1);

    // Asked again (the first box may still be fading out), and answered 确定 this time.
    const boxes = screen.queryAllByText('确定要清空所有组件吗？').length;
    fireEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    await waitFor(() => expect(screen.getAllByText('确定要清空所有组件吗？')).toHaveLength(boxes + 1));
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() => expect(seen.at(-1)).toEqual([]));
    // Nothing left to empty.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /清\s*空/ }).disabled).toBe(true);
  });
});
