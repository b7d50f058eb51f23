import { defaultValues, hasOptions, kindOf, type FieldKind, type FieldRule, type FormConf, type FormField } from '@/shared/bpm-form/fields';
import { isRow, rowChildren } from '@/shared/bpm-form/rows';

/** 页面: a form with 提交/重置; 弹窗: the form in a Modal with 取消/确定 (the original's two 生成类型). */
export type SourceType = 'file' | 'dialog';

// Every text goes into the source as a JSON string literal, which is also a valid TS expression: a label or a
// placeholder can hold any character without breaking the file. In JSX it goes inside braces (`label={"…"}`), as
// a quoted JSX attribute knows no escapes.
const lit = (value: unknown) => JSON.stringify(value);
const attr = (name: string, value: unknown) => `${name}={${lit(value)}}`;

/** A component name from the file name: `order-form.tsx` → OrderForm; GeneratedForm when nothing usable is left. */
export function componentName(fileName: string): string {
  const words = fileName.replace(/\.[^.]*$/, '').match(/[A-Za-z0-9]+/g) ?? [];
  const name = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return /^[A-Z]/.test(name) ? name : 'GeneratedForm';
}

/** `/body/flags` as the original stores a pattern, or a bare body; null when it is no valid expression. */
function regExpParts(pattern: string): [string, string] | null {
  const wrapped = /^\/(.*)\/([dgimsuy]*)$/s.exec(pattern);
  const [body, flags] = wrapped ? [wrapped[1]!, wrapped[2]!] : [pattern, ''];
  try {
    new RegExp(body, flags);
    return [body, flags];
  } catch {
    return null;
  }
}

function rulesOf(field: FormField, kind: FieldKind): string[] {
  const label = field.__config__.label;
  const rules: string[] = [];
  if (field.__config__.required) {
    const verb = hasOptions(kind) || kind === 'date' || kind === 'daterange' || kind === 'upload' ? '请选择' : '请输入';
    rules.push(`{ required: true, message: ${lit(verb + label)} }`);
  }
  for (const rule of (field.__config__.regList ?? []) as FieldRule[]) {
    const parts = typeof rule.pattern === 'string' ? regExpParts(rule.pattern) : null;
    if (parts) rules.push(`{ pattern: new RegExp(${lit(parts[0])}, ${lit(parts[1])}), message: ${lit(rule.message ?? '')} }`);
  }
  return rules;
}

function optionsOf(field: FormField): string {
  const dictType = field.__config__.dictType;
  // The designer's dictionary options are the console's; the generated file gets the place to put them.
  if (dictType !== undefined) return `{/* the options of the dictionary ${lit(dictType).replace(/\*\//g, '*\\/')} */ []}`;
  return `{${lit((field.__slot__?.options ?? []).map(({ label, value }) => ({ label, value })))}}`;
}

/** The control of a field and the Form.Item props its value needs. */
function controlOf(field: FormField, kind: FieldKind, need: (name: string) => void): { control: string; itemProps: string[] } {
  const attrs: string[] = [];
  const add = (name: string, value: unknown) => {
    if (value !== undefined && value !== null && value !== '') attrs.push(attr(name, value));
  };
  const flag = (name: string, on: unknown) => {
    if (on === true) attrs.push(name);
  };
  const placeholder = () => add('placeholder', field.placeholder);
  const number = (key: string) => (typeof field[key] === 'number' ? field[key] : undefined);
  const tag = (name: string) => `<${name}${attrs.length ? ' ' + attrs.join(' ') : ''} />`;
  flag('disabled', field.disabled);
  switch (kind) {
    case 'input':
    case 'textarea':
      need('Input');
      placeholder();
      add('maxLength', number('maxlength'));
      flag('showCount', field['show-word-limit']);
      flag('readOnly', field.readonly);
      if (kind === 'textarea') {
        attrs.push('autoSize={{ minRows: 4, maxRows: 4 }}');
        return { control: tag('Input.TextArea'), itemProps: [] };
      }
      flag('allowClear', field.clearable);
      if (field['show-password'] === true) return { control: tag('Input.Password'), itemProps: [] };
      return { control: tag('Input'), itemProps: [] };
    case 'number':
      need('InputNumber');
      placeholder();
      for (const key of ['min', 'max', 'step', 'precision']) add(key, number(key));
      attrs.push("style={{ width: '100%' }}");
      return { control: tag('InputNumber'), itemProps: [] };
    case 'select':
      need('Select');
      placeholder();
      attrs.push(`options=${optionsOf(field)}`);
      if (field.multiple === true) attrs.push('mode="multiple"');
      flag('allowClear', field.clearable ?? true);
      return { control: tag('Select'), itemProps: [] };
    case 'radio':
      need('Radio');
      attrs.push(`options=${optionsOf(field)}`);
      return { control: tag('Radio.Group'), itemProps: [] };
    case 'checkbox':
      need('Checkbox');
      attrs.push(`options=${optionsOf(field)}`);
      return { control: tag('Checkbox.Group'), itemProps: [] };
    case 'date':
    case 'daterange':
      need('DatePicker');
      attrs.push("style={{ width: '100%' }}");
      return { control: tag(kind === 'date' ? 'DatePicker' : 'DatePicker.RangePicker'), itemProps: [] };
    case 'switch':
      need('Switch');
      return { control: tag('Switch'), itemProps: ['valuePropName="checked"'] };
    case 'upload':
      need('Upload');
      need('Button');
      // The console's upload endpoint, as the original's designer sets `action`.
      return {
        control: `<Upload ${attr('action', typeof field.action === 'string' ? field.action : '/admin-api/infra/file/upload')} ${attr('name', typeof field.name === 'string' ? field.name : 'file')}${field.disabled === true ? ' disabled' : ''}>\n<Button>{"点击上传"}</Button>\n</Upload>`,
        itemProps: ['valuePropName="fileList"', 'getValueFromEvent={fileListOf}'],
      };
  }
}

function itemOf(field: FormField, need: (name: string) => void): string {
  const kind = kindOf(field);
  const label = field.__config__.label;
  if (!kind) return `{/* ${lit(field.__config__.tag).replace(/\*\//g, '*\\/')} (${lit(label).replace(/\*\//g, '*\\/')}) has no antd control here */}`;
  const { control, itemProps } = controlOf(field, kind, need);
  const rules = rulesOf(field, kind);
  const props = [
    attr('name', field.__vModel__ ?? ''),
    ...(field.__config__.showLabel === false ? [] : [attr('label', label)]),
    ...(rules.length ? [`rules={[${rules.join(', ')}]}`] : []),
    ...itemProps,
  ];
  return `<Form.Item ${props.join(' ')}>\n${control}\n</Form.Item>`;
}

/** Indents lines of JSX by their nesting (each generated line opens, closes or stands alone). */
function indent(lines: string[], base: number): string {
  let depth = base;
  return lines
    .flatMap((line) => line.split('\n'))
    .map((line) => {
      const trimmed = line.trim();
      const closes = trimmed.startsWith('</') || trimmed.startsWith(')') || trimmed === '}' || trimmed === '};';
      if (closes) depth--;
      const out = '  '.repeat(Math.max(0, depth)) + trimmed;
      // An opening tag alone on its line (not self-closing, not closed on the same line).
      const opens = /^<[A-Za-z]/.test(trimmed) && trimmed.endsWith('>') && !trimmed.endsWith('/>') && !trimmed.includes('</');
      if (opens) depth++;
      return out;
    })
    .join('\n');
}

const SIZES: Record<string, string> = { medium: 'middle', small: 'small', mini: 'small' };

/**
 * A React + antd component file for the designed form (what 导出 React 文件 saves): a function component holding an
 * antd Form, one Form.Item per field with its control, its rules from `required` and `regList`, its options and its
 * default value.
 */
export function reactSource(fields: FormField[], conf: FormConf, type: SourceType, name = 'GeneratedForm'): string {
  const used = new Set<string>(['Form', 'Row', 'Col']);
  const need = (component: string) => used.add(component);
  // A layout row is a Col holding a Row of its own fields' Cols, as the original's Parser renders it.
  const colOf = (field: FormField): string =>
    [
      `<Col span={${Math.min(24, Math.max(1, Number(field.__config__.span ?? conf.span ?? 24)))}}>`,
      ...(isRow(field) ? [`<Row gutter={${typeof field.gutter === 'number' ? field.gutter : 15}}>`, ...rowChildren(field).map(colOf), '</Row>'] : [itemOf(field, need)]),
      '</Col>',
    ].join('\n');
  const items = fields.map(colOf);
  const top = conf.labelPosition === 'top';
  const formProps = [
    'form={form}',
    attr('layout', top ? 'vertical' : 'horizontal'),
    ...(top ? [] : [`labelCol={{ flex: ${lit(`${Number(conf.labelWidth ?? 100)}px`)} }}`, attr('labelAlign', conf.labelPosition === 'left' ? 'left' : 'right')]),
    attr('size', SIZES[String(conf.size)] ?? 'middle'),
    ...(conf.disabled === true ? ['disabled'] : []),
    'initialValues={initialValues}',
    type === 'dialog' ? 'onFinish={finish}' : 'onFinish={onSubmit}',
  ];
  const buttons = type === 'file' && conf.formBtns !== false;
  if (buttons) ['Button', 'Space'].forEach(need);
  if (type === 'dialog') need('Modal');
  const form = [
    `<Form ${formProps.join(' ')}>`,
    `<Row gutter={${Number(conf.gutter ?? 15)}}>`,
    ...items,
    '</Row>',
    ...(buttons ? ['<Form.Item>', '<Space>', '<Button type="primary" htmlType="submit">{"提交"}</Button>', '<Button onClick={() => form.resetFields()}>{"重置"}</Button>', '</Space>', '</Form.Item>'] : []),
    '</Form>',
  ];
  const initial = defaultValues(fields);
  const header = [
    '// Generated by 表单构建 from the form designer: edit freely.',
    `import { ${[...used].sort().join(', ')} } from 'antd';`,
    '',
    'type FormValues = Record<string, unknown>;',
    '',
    `const initialValues: FormValues = ${JSON.stringify(initial, null, 2)};`,
    ...(used.has('Upload') ? ['', '// An upload item keeps the file list the Upload reports.', 'const fileListOf = (event: { fileList: unknown[] }) => event.fileList;'] : []),
    '',
  ];
  const body =
    type === 'file'
      ? [
          `export default function ${name}({ onSubmit }: { onSubmit?: (values: FormValues) => void }) {`,
          '  const [form] = Form.useForm<FormValues>();',
          '  return (',
          indent(form, 2),
          '  );',
          '}',
        ]
      : [
          `export default function ${name}({ open, onClose, onSubmit }: { open: boolean; onClose: () => void; onSubmit?: (values: FormValues) => void }) {`,
          '  const [form] = Form.useForm<FormValues>();',
          '  const finish = (values: FormValues) => {',
          '    onSubmit?.(values);',
          '    onClose();',
          '  };',
          '  return (',
          indent(['<Modal open={open} title={"Dialog Title"} okText={"确定"} cancelText={"取消"} onOk={() => form.submit()} onCancel={onClose} afterClose={() => form.resetFields()} forceRender>', ...form, '</Modal>'], 2),
          '  );',
          '}',
        ];
  return [...header, ...body, ''].join('\n');
}
