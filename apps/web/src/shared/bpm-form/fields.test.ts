import { describe, expect, it } from 'vitest';
import { defaultValues, duplicateVariable, kindOf, newField, nextFormId, parseFields, serializeFields } from './fields';

/** A field as the original Vue 2 designer (form-generator) saves it, with keys this console does not use. */
const ORIGINAL = JSON.stringify({
  __config__: {
    label: '请假天数',
    labelWidth: null,
    showLabel: true,
    changeTag: true,
    tag: 'el-input-number',
    tagIcon: 'number',
    defaultValue: 1,
    span: 12,
    layout: 'colFormItem',
    required: true,
    regList: [],
    formId: 101,
    renderKey: 1667000000000,
    document: 'https://element.eleme.cn/#/zh-CN/component/input-number',
  },
  placeholder: '天数',
  min: 1,
  max: 30,
  step: 1,
  'step-strictly': false,
  precision: 0,
  'controls-position': '',
  disabled: false,
  __vModel__: 'day',
});

describe('designed form fields in the original format', () => {
  it('reads a field the original designer made, and writes it back unchanged', () => {
    const [field] = parseFields([ORIGINAL]);
    expect(kindOf(field!)).toBe('number');
    expect(field!.__vModel__).toBe('day');
    expect(serializeFields([field!])).toEqual([ORIGINAL]);
  });

  it('makes new fields the way the original does, each with its own variable', () => {
    const select = newField('select', '请假类型', 102);
    expect(select).toMatchObject({ __config__: { tag: 'el-select', label: '请假类型', formId: 102, span: 24, layout: 'colFormItem' }, __vModel__: 'field102' });
    expect(select.__slot__?.options).toHaveLength(2);
    expect(kindOf(newField('textarea', '原因', 103))).toBe('textarea');
    expect(kindOf(newField('daterange', '时间', 104))).toBe('daterange');
    expect(nextFormId(parseFields([ORIGINAL]).concat(select))).toBe(103);
  });

  it('finds two fields with one variable, in a layout row too, and gives each field its default', () => {
    const fields = parseFields([ORIGINAL]);
    expect(duplicateVariable(fields)).toBeNull();
    const row = { __config__: { label: '行', tag: 'el-row', layout: 'rowFormItem', children: [JSON.parse(ORIGINAL)] } };
    expect(duplicateVariable([...fields, row])?.map((f) => f.__config__.label)).toEqual(['请假天数', '请假天数']);
    expect(defaultValues(fields)).toEqual({ day: 1 });
  });
});
