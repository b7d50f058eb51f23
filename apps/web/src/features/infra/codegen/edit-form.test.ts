import { describe, expect, it } from 'vitest';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a test, not the bundle: the body is checked against the schema the server validates it with
import { Value } from 'typebox/value';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- as above
import { CodegenUpdate } from '@console/contracts/infra/codegen';
import type { CodegenColumn, CodegenTable } from './codegen-api';
import { codegenColumn } from './column-fixture';
import { tabOfField, toEditValues, toUpdateBody } from './edit-form';

const TABLE: CodegenTable = {
  id: 7,
  dataSourceConfigId: 0,
  scene: 1,
  tableName: 'demo_article',
  tableComment: '文章表',
  remark: null,
  moduleName: 'demo',
  businessName: 'article',
  className: 'DemoArticle',
  classComment: '文章',
  author: 'admin',
  templateType: 1,
  frontType: 90,
  parentMenuId: null,
  createTime: 1_700_000_000_000,
  updateTime: 1_700_000_000_000,
};

const column = (id: number, columnName: string, patch: Partial<CodegenColumn> = {}) => codegenColumn(id, columnName, { tableId: TABLE.id, ...patch });

const COLUMNS = [
  column(1, 'id', { dataType: 'bigint', javaType: 'Long', primaryKey: true, autoIncrement: 'true', createOperation: false, listOperation: false }),
  column(2, 'title', { listOperationCondition: 'LIKE' }),
  // Saved through the original UI: its 「<」 sent `<>`, its uploads `imageUpload`.
  column(3, 'score', { dataType: 'int', javaType: 'Integer', listOperationCondition: '<>', htmlType: 'imageUpload', dictType: 'common_status' }),
];

describe('the edit page form', () => {
  it('starts from the detail, reading the original UI\'s `<>` as `<` and its upload names as ours', () => {
    const values = toEditValues({ table: TABLE, columns: COLUMNS });
    expect(values.columns[2]).toMatchObject({ listOperationCondition: '<', htmlType: 'upload_image', dictType: 'common_status' });
    expect(values.columns[0]).toMatchObject({ createOperation: false, updateOperation: true, dictType: undefined });
  });

  it('sends the edits as the contract types them: flags as JSON booleans, `<` as `<`, a cleared dictionary as ""', () => {
    const values = toEditValues({ table: TABLE, columns: COLUMNS });
    values.scene = 2;
    values.parentMenuId = 1;
    values.remark = '  ';
    const [id, title, score] = values.columns;
    id!.listOperation = true;
    title!.listOperationCondition = '<';
    title!.nullable = true;
    title!.createOperation = false;
    title!.example = ' 标题 ';
    score!.dictType = undefined;

    const body = toUpdateBody(TABLE, COLUMNS, values);

    expect(Value.Check(CodegenUpdate, body)).toBe(true);
    // The table's own fields, without what is not editable (its data source, its times, the one front end it writes).
    const { dataSourceConfigId: _source, createTime: _created, updateTime: _updated, frontType: _front, ...editable } = TABLE;
    expect(body.table).toEqual({ ...editable, scene: 2, remark: null, parentMenuId: 1 });
    expect(body.columns.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(body.columns[0]).toMatchObject({ listOperation: true, createOperation: false });
    expect(body.columns[1]).toEqual({
      id: 2,
      columnComment: 'title',
      nullable: true,
      javaType: 'String',
      javaField: 'title',
      dictType: '',
      example: '标题',
      createOperation: false,
      updateOperation: true,
      listOperation: true,
      listOperationCondition: '<',
      listOperationResult: true,
      htmlType: 'input',
    });
    expect(body.columns[2]).toMatchObject({ dictType: '', listOperationCondition: '<', htmlType: 'upload_image' });
    for (const row of body.columns)
      for (const flag of ['nullable', 'createOperation', 'updateOperation', 'listOperation', 'listOperationResult'] as const) expect(typeof row[flag]).toBe('boolean');
  });

  it('opens the tab that shows a failed field', () => {
    expect(tabOfField(['columns', 12, 'javaField'])).toBe('columns');
    expect(tabOfField(['className'])).toBe('basic');
    expect(tabOfField(['author'])).toBe('basic');
    expect(tabOfField(['moduleName'])).toBe('gen');
    expect(tabOfField(['parentMenuId'])).toBe('gen');
  });
});
