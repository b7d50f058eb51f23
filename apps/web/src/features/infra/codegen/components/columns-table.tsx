import { useMemo } from 'react';
import { Checkbox, Form, Input, Select, Table, Typography, type FormRule, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { HTML_TYPES, JAVA_TYPES, LIST_CONDITIONS } from '@console/contracts/codes';
import { useDictTypeOptions } from '@/shared/lookups/system-lookups';
import type { CodegenColumn } from '../codegen-api';
import { tableScrollX } from '@/shared/components/crud/table-width';

type FlagField = 'createOperation' | 'updateOperation' | 'listOperationResult' | 'listOperation' | 'nullable';

/** The flags that say where the generated module uses a column: none applies to a column it leaves out. */
const USE_FLAGS: ReadonlySet<FlagField> = new Set(['createOperation', 'updateOperation', 'listOperationResult', 'listOperation']);

/** 字段信息: one editable row per column; the header stays while the rows scroll, the table scrolls sideways. */
export function ColumnsTable({ columns }: { columns: readonly CodegenColumn[] }) {
  const { t } = useTranslation();
  const dictTypes = useDictTypeOptions();
  const dictOptions = useMemo(() => (dictTypes.data ?? []).map((type) => ({ value: type.type, label: type.name })), [dictTypes.data]);
  const javaTypeOptions = useMemo(() => JAVA_TYPES.map((type) => ({ value: type, label: type })), []);
  const conditionOptions = useMemo(() => LIST_CONDITIONS.map((condition) => ({ value: condition, label: condition })), []);
  const htmlTypeOptions = useMemo(() => HTML_TYPES.map((type) => ({ value: type, label: t(`codegen.htmlTypes.${type}`) })), [t]);

  const required = (field: string): FormRule => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const max = (field: string, length: number): FormRule => ({ max: length, message: t('common.maxLength', { field, max: length }) });
  const commentRules = [required(t('codegen.columnComment')), max(t('codegen.columnComment'), 500)];
  const fieldRules = [required(t('codegen.javaField')), max(t('codegen.javaField'), 64), { pattern: /^[a-z][A-Za-z0-9]*$/, message: t('codegen.camelIdentifier', { field: t('codegen.javaField') }) }];
  const javaTypeRules: FormRule[] = [{ type: 'enum', enum: [...JAVA_TYPES], required: true, message: t('common.pleaseSelect', { field: t('codegen.javaType') }) }];

  /** A cell's control, named `columns[index].field` in the page's form; its accessible name says which column. */
  const label = (row: CodegenColumn, title: string) => `${row.columnName} ${title}`;
  const text = (field: 'columnComment' | 'javaField' | 'example', title: string, rules?: FormRule[], maxLength?: number) => (_value: unknown, row: CodegenColumn, index: number) => (
    <Form.Item name={['columns', index, field]} rules={rules}>
      <Input aria-label={label(row, title)} maxLength={maxLength} />
    </Form.Item>
  );
  const select = (field: 'javaType' | 'listOperationCondition' | 'htmlType', title: string, options: Array<{ value: string; label: string }>, rules?: FormRule[]) => (_value: unknown, row: CodegenColumn, index: number) => (
    <Form.Item name={['columns', index, field]} rules={rules}>
      <Select aria-label={label(row, title)} options={options} />
    </Form.Item>
  );
  const flag = (field: FlagField, title: string): TableColumnsType<CodegenColumn>[number] => ({
    title,
    key: field,
    width: 64,
    align: 'center',
    render: (_value, row, index) => {
      // A column the generator leaves out (omitReason) is in no form, list or filter; JSON and arrays get no filter.
      const lockedBy = USE_FLAGS.has(field) && row.omitReason ? t('codegen.omitted', { reason: row.omitReason }) : field === 'listOperation' && row.noFilterReason ? row.noFilterReason : null;
      return lockedBy ? (
        <Checkbox aria-label={label(row, title)} checked={false} disabled title={lockedBy} />
      ) : (
        <Form.Item name={['columns', index, field]} valuePropName="checked">
          <Checkbox aria-label={label(row, title)} />
        </Form.Item>
      );
    },
  });

  const tableColumns: TableColumnsType<CodegenColumn> = [
    { title: t('codegen.columnName'), dataIndex: 'columnName', width: 150, fixed: 'left', ellipsis: true },
    {
      title: t('codegen.dataType'),
      dataIndex: 'dataType',
      width: 150,
      ellipsis: true,
      // A type the generated module cannot represent: the column is left out of it, and says why.
      render: (type: string, row) =>
        row.omitReason ? (
          <span title={t('codegen.omitted', { reason: row.omitReason })}>
            {type} <Typography.Text type="warning">{t('codegen.omitted', { reason: row.omitReason })}</Typography.Text>
          </span>
        ) : row.noFilterReason ? (
          <span title={row.noFilterReason}>
            {type} <Typography.Text type="secondary">{row.noFilterReason}</Typography.Text>
          </span>
        ) : (
          type
        ),
    },
    { title: t('codegen.columnComment'), key: 'columnComment', width: 170, render: text('columnComment', t('codegen.columnComment'), commentRules, 500) },
    { title: t('codegen.javaType'), key: 'javaType', width: 130, render: select('javaType', t('codegen.javaType'), javaTypeOptions, javaTypeRules) },
    { title: t('codegen.javaField'), key: 'javaField', width: 150, render: text('javaField', t('codegen.javaField'), fieldRules, 64) },
    flag('createOperation', t('codegen.createOperation')),
    flag('updateOperation', t('codegen.updateOperation')),
    flag('listOperationResult', t('codegen.listOperationResult')),
    flag('listOperation', t('codegen.listOperation')),
    { title: t('codegen.listOperationCondition'), key: 'listOperationCondition', width: 130, render: select('listOperationCondition', t('codegen.listOperationCondition'), conditionOptions) },
    flag('nullable', t('codegen.nullable')),
    { title: t('codegen.htmlType'), key: 'htmlType', width: 130, render: select('htmlType', t('codegen.htmlType'), htmlTypeOptions) },
    {
      title: t('codegen.dictType'),
      key: 'dictType',
      width: 180,
      render: (_value, row, index) => (
        <Form.Item name={['columns', index, 'dictType']}>
          <Select
            aria-label={label(row, t('codegen.dictType'))}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={dictTypes.isLoading}
            options={dictOptions}
            placeholder={t('common.pleaseSelect', { field: t('codegen.dictType') })}
            popupMatchSelectWidth={240}
          />
        </Form.Item>
      ),
    },
    { title: t('codegen.example'), key: 'example', width: 140, render: text('example', t('codegen.example'), [max(t('codegen.example'), 64)], 64) },
  ];

  return (
    <Table<CodegenColumn>
      className="codegen-columns"
      rowKey="id"
      size="small"
      columns={tableColumns}
      dataSource={columns}
      pagination={false}
      scroll={{ x: tableScrollX(tableColumns), y: 'calc(100vh - 360px)' }}
    />
  );
}
