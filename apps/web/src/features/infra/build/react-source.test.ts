// @vitest-environment node
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONF, FIELD_KINDS, newField, type FormField } from '@/shared/bpm-form/fields';
import { newRow, withColumns } from '@/shared/bpm-form/rows';
import { defaultFields, formJson } from './form-json';
import { componentName, reactSource, type SourceType } from './react-source';

/** One field of every kind the designer makes, with the awkward parts a designer may type in. */
function everyKind(): FormField[] {
  const fields = FIELD_KINDS.map((kind, i) => newField(kind, `${kind} "标题" {x} </div>`, 101 + i));
  fields[0]!.__config__.regList = [
    { pattern: '/^[a-z]+$/i', message: '只能是字母' },
    { pattern: '/(unclosed/', message: 'an invalid pattern is left out' },
  ];
  fields[0]!.placeholder = 'a `template` ${value} */ placeholder';
  fields[2]!.__config__.defaultValue = 3;
  fields[3]!.__config__.dictType = 'system_user_sex';
  fields[8]!.__config__.required = false;
  return [...defaultFields(), ...fields];
}

/** Type-checks one file against the web app's own antd and React types, as a project would compile it. */
function typeErrors(source: string): string[] {
  const file = path.resolve(import.meta.dirname, 'GeneratedForm.tsx');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    noUnusedLocals: true,
  };
  const host = ts.createCompilerHost(options);
  const real = { getSourceFile: host.getSourceFile.bind(host), fileExists: host.fileExists.bind(host), readFile: host.readFile.bind(host) };
  host.fileExists = (name) => name === file || real.fileExists(name);
  host.readFile = (name) => (name === file ? source : real.readFile(name));
  host.getSourceFile = (name, language, ...rest) => (name === file ? ts.createSourceFile(name, source, language, true, ts.ScriptKind.TSX) : real.getSourceFile(name, language, ...rest));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.start ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('表单构建 exports', () => {
  it('the form JSON is the fields beside the form settings, as form-generator writes it', () => {
    const fields = defaultFields();
    const json = formJson(fields, DEFAULT_CONF);
    expect(Object.keys(json).sort()).toEqual(['fields', ...Object.keys(DEFAULT_CONF)].sort());
    expect(json).toMatchObject({ formRef: 'elForm', formModel: 'formData', size: 'medium', labelPosition: 'right', labelWidth: 100, formRules: 'rules', gutter: 15, disabled: false, span: 24, formBtns: true });
    expect(json.fields).toEqual([
      expect.objectContaining({
        __vModel__: 'mobile',
        placeholder: '请输入手机号',
        maxlength: 11,
        __config__: expect.objectContaining({ label: '手机号', tag: 'el-input', layout: 'colFormItem', span: 24, required: true, regList: [{ pattern: '/^1(3|4|5|7|8|9)\\d{9}$/', message: '手机号格式错误' }] }),
      }),
    ]);
    // What 查看json shows parses back to the same thing.
    expect(JSON.parse(JSON.stringify(json, null, 2))).toEqual(json);
  });

  it.each<SourceType>(['file', 'dialog'])('the %s component type-checks with antd and React', (type) => {
    const source = reactSource(everyKind(), { ...DEFAULT_CONF, labelPosition: 'left' }, type, 'LeaveForm');
    expect(typeErrors(source)).toEqual([]);
    expect(source).toContain(`export default function LeaveForm(`);
  }, 60_000);

  it('puts each field in with its control, rules, options and default', () => {
    const source = reactSource(everyKind(), DEFAULT_CONF, 'file');
    expect(source).toContain(`name={"mobile"} label={"手机号"} rules={[{ required: true, message: "请输入手机号" }, { pattern: new RegExp("^1(3|4|5|7|8|9)\\\\d{9}$", ""), message: "手机号格式错误" }]}`);
    expect(source).toContain(`{ pattern: new RegExp("^[a-z]+$", "i"), message: "只能是字母" }`);
    expect(source).not.toContain('unclosed');
    expect(source).toContain(`<Input placeholder={"请输入手机号"} maxLength={11} showCount allowClear />`);
    expect(source).toContain('<InputNumber');
    expect(source).toContain(`options={[{"label":"选项一","value":1},{"label":"选项二","value":2}]}`);
    expect(source).toContain('the options of the dictionary "system_user_sex"');
    expect(source).toContain('valuePropName="checked"');
    expect(source).toContain(`<Upload action={"/admin-api/infra/file/upload"} name={"file"}>`);
    expect(source).toMatch(/"field103": 3/);
    expect(source).toContain('htmlType="submit"');
  });

  it('lays a layout row\'s fields in a Row of their own, and the file still type-checks', () => {
    const row = newRow(120);
    row.__config__.children = [newField('input', '姓', 121), newField('date', '生日', 122)];
    const source = reactSource([...defaultFields(), withColumns(row, 2)], DEFAULT_CONF, 'file');
    expect(source).toMatch(/<Col span=\{24\}>\n\s+<Row gutter=\{15\}>\n\s+<Col span=\{12\}>\n\s+<Form\.Item name=\{"field121"\} label=\{"姓"\}/);
    expect(source).toContain('name={"field122"} label={"生日"}');
    expect(source).not.toContain('has no antd control');
    expect(typeErrors(source)).toEqual([]);
  }, 60_000);

  it('names the component after the file', () => {
    expect(componentName('order-form.tsx')).toBe('OrderForm');
    expect(componentName('1700000000000.tsx')).toBe('GeneratedForm');
    expect(componentName('表单.tsx')).toBe('GeneratedForm');
  });
});
