import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FormDesigner, useDesignerState } from './designer';
import { DEFAULT_CONF, newField, type FormField } from './fields';
import { rowChildren } from './rows';

/** The designer with what it holds reported after every change, as a screen around it reads it. */
function Harness({ initial, seen }: { initial: FormField[]; seen: FormField[][] }) {
  const state = useDesignerState(() => initial);
  // What the screen around the designer would read, after every change.
  useEffect(() => {
    seen.push(state.fields);
  }, [seen, state.fields]);
  return <FormDesigner state={state} conf={DEFAULT_CONF} />;
}

const show = (initial: FormField[] = []) => {
  const seen: FormField[][] = [];
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness initial={initial} seen={seen} />
    </QueryClientProvider>,
  );
  return { fields: () => seen.at(-1)!, view };
};

/** A drop carrying what the palette or a frame put in the drag (jsdom has no DataTransfer). */
const dropOn = (target: Element, data: Record<string, string>) => fireEvent.drop(target, { dataTransfer: { getData: (type: string) => data[type] ?? '' } });

describe('the form designer with layout rows', () => {
  it('adds a row from the palette, drops a field into its free column, and lays the field there at half width', () => {
    const { fields, view } = show();
    fireEvent.click(screen.getByRole('button', { name: '行容器' }));
    const row = view.container.querySelector('.bpm-designer-row')!;
    expect(row?.textContent).toContain('行容器 · 2 列');
    // The row is selected: its properties are on the right.
    expect(screen.getByRole('heading', { name: '行容器属性' })).toBeTruthy();

    dropOn(within(row as HTMLElement).getByText('拖入字段'), { 'application/x-bpm-kind': 'input' });
    expect(fields()).toHaveLength(1);
    expect(rowChildren(fields()[0]!)).toMatchObject([{ __config__: { tag: 'el-input', label: '单行文本', span: 12 }, __vModel__: 'field102' }]);
    // On the canvas, inside the row's own grid, one column of two; the next column is still free.
    const cell = row.querySelector('.bpm-form-row .bpm-designer-field')!.closest('.ant-col')!;
    expect(cell.classList.contains('ant-col-sm-12')).toBe(true);
    expect(within(row as HTMLElement).getByText('拖入字段')).toBeTruthy();
    // The new field is selected for editing.
    expect(screen.getByRole('heading', { name: '字段属性' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('标题').value).toBe('单行文本');
  });

  it('moves a field from the form into a row, and changes the row to three columns', () => {
    const { fields, view } = show([newField('number', '天数', 101)]);
    fireEvent.click(screen.getByRole('button', { name: '行容器' }));
    const row = view.container.querySelector('.bpm-designer-row')!;
    dropOn(row, { 'application/x-bpm-move': JSON.stringify([0]) });
    expect(fields()).toHaveLength(1);
    expect(rowChildren(fields()[0]!).map((f) => f.__config__.label)).toEqual(['天数']);

    fireEvent.click(row);
    fireEvent.click(screen.getByRole('radio', { name: '3' }));
    expect(view.container.querySelector('.bpm-designer-row')?.textContent).toContain('行容器 · 3 列');
    expect(rowChildren(fields()[0]!)[0]!.__config__.span).toBe(8);
  });

  it('adds a clicked component into the selected row, and onto the form once nothing is selected in a row', () => {
    const { fields, view } = show([newField('input', '姓名', 101)]);
    fireEvent.click(screen.getByRole('button', { name: '行容器' }));
    fireEvent.click(screen.getByRole('button', { name: '计数器' }));
    fireEvent.click(screen.getByRole('button', { name: '日期选择' }));
    expect(rowChildren(fields()[1]!).map((f) => [f.__config__.label, f.__config__.span])).toEqual([
      ['计数器', 12],
      ['日期选择', 12],
    ]);
    fireEvent.click(view.container.querySelector('[data-variable="field101"]')!);
    fireEvent.click(screen.getByRole('button', { name: '开关' }));
    expect(fields().map((f) => f.__config__.label ?? 'row')).toEqual(['姓名', 'row', '开关']);
  });

  it('copies and deletes a whole row', () => {
    const { fields, view } = show([newField('input', '姓名', 101)]);
    fireEvent.click(screen.getByRole('button', { name: '行容器' }));
    dropOn(view.container.querySelector('.bpm-designer-row')!, { 'application/x-bpm-move': JSON.stringify([0]) });
    const row = view.container.querySelector('.bpm-designer-row') as HTMLElement;
    const rowTools = row.querySelector(':scope > .bpm-designer-tools') as HTMLElement;
    fireEvent.click(within(rowTools).getByRole('button', { name: '复制' }));
    expect(fields().map((f) => rowChildren(f).map((c) => c.__vModel__))).toEqual([['field101'], ['field104']]);
    fireEvent.click(within(rowTools).getByRole('button', { name: /删\s*除/ }));
    expect(fields()).toHaveLength(1);
    expect(view.container.querySelectorAll('.bpm-designer-row')).toHaveLength(1);
  });
});
