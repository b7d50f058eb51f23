import { describe, expect, it } from 'vitest';
import { defaultValues, duplicateVariable, flatFields, formJson, newField, nextFormId, parseFields, serializeFields, type FormField } from './fields';
import { copyOf, fieldAt, fieldPaths, insertAt, isRow, moveTo, newFieldIn, newRow, removeAt, rowChildren, rowColumns, updateAt, withColumns } from './rows';

/** A row with two half-width fields, as the original Vue 2 designer (form-generator) saves it: no label, no tag. */
const ORIGINAL_ROW = JSON.stringify({
  __config__: {
    layout: 'rowFormItem',
    tagIcon: 'row',
    layoutTree: true,
    document: 'https://element.eleme.cn/#/zh-CN/component/layout#row-attributes',
    span: 24,
    formId: 102,
    renderKey: '1021667000000000',
    componentName: 'row102',
    children: [
      { __config__: { label: '开始', tag: 'el-date-picker', tagIcon: 'date', layout: 'colFormItem', span: 12, formId: 103, renderKey: '1031667000000001', required: true }, type: 'date', __vModel__: 'start' },
      { __config__: { label: '天数', tag: 'el-input-number', tagIcon: 'number', layout: 'colFormItem', span: 12, formId: 104, renderKey: '1041667000000002', defaultValue: 1 }, __vModel__: 'day' },
    ],
  },
  type: 'default',
  justify: 'start',
  align: 'top',
});

const labels = (fields: FormField[]) => fields.map((f) => (isRow(f) ? `row[${rowChildren(f).map((c) => c.__config__.label).join(',')}]` : f.__config__.label));

describe('layout rows in form-generator format', () => {
  it('reads a row the original designer saved, its fields and their columns, and writes it back unchanged', () => {
    const [row] = parseFields([ORIGINAL_ROW]);
    expect(isRow(row!)).toBe(true);
    expect(rowColumns(row!)).toBe(2);
    expect(flatFields([row!]).map((f) => f.__vModel__)).toEqual([undefined, 'start', 'day']);
    expect(defaultValues([row!])).toEqual({ day: 1 });
    expect(nextFormId([row!])).toBe(105);
    expect(serializeFields([row!])).toEqual([ORIGINAL_ROW]);
  });

  it('makes a new row as the original does: rowFormItem, componentName, empty children, no label', () => {
    const row = newRow(110, 3);
    expect(row).toMatchObject({ __config__: { layout: 'rowFormItem', tagIcon: 'row', span: 24, formId: 110, componentName: 'row110', children: [], columns: 3 }, type: 'default', justify: 'start', align: 'top' });
    expect(row.__config__).not.toHaveProperty('label');
    expect(row.__config__).not.toHaveProperty('tag');
    expect(row).not.toHaveProperty('__vModel__');
    // A field landing in it takes one of its columns.
    expect(newFieldIn('input', '姓名', 111, row).__config__.span).toBe(8);
    expect(newFieldIn('input', '姓名', 111).__config__.span).toBe(24);
  });

  it('resizes every field of a row when its columns change', () => {
    const [row] = parseFields([ORIGINAL_ROW]);
    const four = withColumns(row!, 4);
    expect(rowColumns(four)).toBe(4);
    expect(rowChildren(four).map((c) => c.__config__.span)).toEqual([6, 6]);
    // The fields keep everything else they carried.
    expect(rowChildren(four)[1]).toMatchObject({ __vModel__: 'day', __config__: { renderKey: '1041667000000002', defaultValue: 1 } });
  });

  it('inserts, finds, updates and removes fields inside a row by path', () => {
    const a = newField('input', 'A', 101);
    let { fields, path } = insertAt([a], null, 1, newRow(102));
    expect(path).toEqual([1]);
    ({ fields, path } = insertAt(fields, 1, 0, newFieldIn('number', 'B', 103, fields[1])));
    expect(path).toEqual([1, 0]);
    expect(labels(fields)).toEqual(['A', 'row[B]']);
    expect(fieldAt(fields, [1, 0])?.__config__.span).toBe(12);
    fields = updateAt(fields, [1, 0], (f) => ({ ...f, __vModel__: 'b' }));
    expect(rowChildren(fields[1]!)[0]?.__vModel__).toBe('b');
    expect(fieldPaths(fields).map(([f, p]) => [f.__config__.label, p])).toEqual([
      ['A', [0]],
      ['B', [1, 0]],
    ]);
    expect(labels(removeAt(fields, [1, 0]))).toEqual(['A', 'row[]']);
    // A row dropped into a row lands beside it on the form: rows are not nested.
    expect(insertAt(fields, 1, 0, newRow(120)).path).toEqual([1]);
  });

  it('moves fields into a row, out of it, within it and between rows', () => {
    const [row] = parseFields([ORIGINAL_ROW]);
    const other = newRow(120);
    const base = [newField('input', 'A', 101), row!, other, newField('input', 'Z', 130)];
    expect(labels(base)).toEqual(['A', 'row[开始,天数]', 'row[]', 'Z']);
    // A → the first row's end (the row's index shifts once A is gone).
    let moved = moveTo(base, [0], 1, 2);
    expect(labels(moved.fields)).toEqual(['row[开始,天数,A]', 'row[]', 'Z']);
    expect(moved.path).toEqual([0, 2]);
    // 天数 → before 开始, inside its row.
    moved = moveTo(base, [1, 1], 1, 0);
    expect(labels(moved.fields)).toEqual(['A', 'row[天数,开始]', 'row[]', 'Z']);
    // 开始 → after 天数 (counted before the move).
    expect(labels(moveTo(base, [1, 0], 1, 2).fields)).toEqual(['A', 'row[天数,开始]', 'row[]', 'Z']);
    // 开始 → out, onto the form before Z.
    moved = moveTo(base, [1, 0], null, 3);
    expect(labels(moved.fields)).toEqual(['A', 'row[天数]', 'row[]', '开始', 'Z']);
    expect(moved.path).toEqual([3]);
    // 天数 → the other row.
    expect(labels(moveTo(base, [1, 1], 2, 0).fields)).toEqual(['A', 'row[开始]', 'row[天数]', 'Z']);
    // Z → the top; a whole row → the end.
    expect(labels(moveTo(base, [3], null, 0).fields)).toEqual(['Z', 'A', 'row[开始,天数]', 'row[]']);
    expect(labels(moveTo(base, [1], null, 4).fields)).toEqual(['A', 'row[]', 'Z', 'row[开始,天数]']);
    // A row dropped on itself stays.
    expect(moveTo(base, [1], 1, 0).fields).toBe(base);
  });

  it('copies a row with new ids and variables for it and its fields, so the copy is no duplicate', () => {
    const [row] = parseFields([ORIGINAL_ROW]);
    const copy = copyOf(row!, nextFormId([row!]));
    expect(copy.__config__).toMatchObject({ formId: 105, componentName: 'row105' });
    expect(rowChildren(copy).map((c) => [c.__config__.formId, c.__vModel__, c.__config__.label])).toEqual([
      [106, 'field106', '开始'],
      [107, 'field107', '天数'],
    ]);
    expect(duplicateVariable([row!, copy])).toBeNull();
    expect(rowChildren(row!).map((c) => c.__vModel__)).toEqual(['start', 'day']);
  });

  it('shows the form as the original assembles it for 查看json: fields beside the form settings', () => {
    const [row] = parseFields([ORIGINAL_ROW]);
    const json = formJson([row!], { labelWidth: 120, gutter: 15 });
    expect(json).toEqual({ fields: [row], labelWidth: 120, gutter: 15 });
  });
});
