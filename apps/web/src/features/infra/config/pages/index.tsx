import { Card, Form, Input, Radio, Select, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/components/date-range-field';
import { Pagination } from '../../../../shared/components/pagination';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ExportButton } from '../../../../shared/components/crud/export-button';
import { ModalForm } from '../../../../shared/components/crud/modal-form';
import { DeleteAction, EditAction, RowActions } from '../../../../shared/components/crud/row-action';
import { useEditDialog } from '../../../../shared/components/crud/use-edit-dialog';
import { actionsColumn, dateTimeColumn, dictColumn, idColumn } from '../../../../shared/components/crud/columns';
import { CreateButton } from '../../../../shared/components/crud/create-button';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { toCreateTimeRange } from '../../../../shared/utils/date-range';
import { configApi, type Config, type ConfigFilters, type ConfigInput } from '../config-api';

interface SearchValues {
  name?: string;
  key?: string;
  type?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): ConfigFilters {
  return { name: values.name?.trim() || undefined, key: values.key?.trim() || undefined, type: values.type, createTime: toCreateTimeRange(values.createTime) };
}

/** 配置管理 (component infra/config/index). */
export default function ConfigPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<Config, ConfigFilters, SearchValues>({ queryKey: ['infra', 'config'], fetchPage: configApi.page, toFilters });
  const types = useDictOptions(DICT_TYPE.INFRA_CONFIG_TYPE);
  const [form] = Form.useForm<ConfigInput>();
  const dialog = useEditDialog<Config, ConfigInput>({ get: configApi.get, create: configApi.create, update: configApi.update, onSaved: crud.invalidate });
  const yesNo = [
    { value: true, label: t('crud.yes') },
    { value: false, label: t('crud.no') },
  ];

  const columns: TableColumnsType<Config> = [
    idColumn(t('config.id')),
    { title: t('config.category'), dataIndex: 'category', width: 110, ellipsis: true },
    { title: t('config.name'), dataIndex: 'name', ellipsis: true },
    { title: t('config.key'), dataIndex: 'key', ellipsis: true },
    { title: t('config.value'), dataIndex: 'value', width: 140, ellipsis: true },
    dictColumn(t('config.type'), 'type', DICT_TYPE.INFRA_CONFIG_TYPE),
    { title: t('config.visible'), dataIndex: 'visible', width: 90, align: 'center', render: (visible: boolean) => (visible ? t('crud.yes') : t('crud.no')) },
    { title: t('common.remark'), dataIndex: 'remark', ellipsis: true },
    dateTimeColumn(t('common.createTime')),
    actionsColumn(t('common.actions'), 150, (row) => (
      <RowActions>
        <EditAction permission="infra:config:update" onClick={() => void dialog.openEdit(row)} />
        <DeleteAction
          permission="infra:config:delete"
          subject={t('crud.idSubject', { entity: t('config.entity'), id: row.id })}
          remove={() => configApi.remove(row.id)}
          onDone={crud.invalidate}
        />
      </RowActions>
    )),
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const max = (field: string, length: number) => ({ max: length, message: t('common.maxLength', { field, max: length }) });
  const editing = dialog.editing;

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="config-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="name" label={t('config.name')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('config.name') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="key" label={t('config.key')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('config.key') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="type" label={t('config.type')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('config.type') })} style={{ width: 140 }} options={types} />
        </Form.Item>
        <Form.Item name="createTime" label={t('common.createTime')}>
          <DateRangeField />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <CreateButton permission="infra:config:create" onClick={dialog.openCreate} />
        <ExportButton permission="infra:config:export" name={t('config.exportName')} fileName="参数配置.xlsx" download={() => configApi.export(crud.filters)} />
      </RightToolbar>
      <Table<Config> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 1300 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <ModalForm<ConfigInput>
        open={dialog.open}
        title={editing ? t('config.editTitle') : t('config.add')}
        form={form}
        name="config-form"
        width={560}
        saving={dialog.saving}
        values={editing ? { ...editing, remark: editing.remark ?? '' } : { visible: false }}
        onCancel={dialog.close}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, key: editing?.key ?? values.key.trim() })}
      >
        <Form.Item name="category" label={t('config.category')} rules={[required(t('config.category')), max(t('config.category'), 50)]}>
          <Input placeholder={t('common.pleaseEnter', { field: t('config.category') })} maxLength={50} />
        </Form.Item>
        <Form.Item name="name" label={t('config.name')} rules={[required(t('config.name')), max(t('config.name'), 100)]}>
          <Input placeholder={t('common.pleaseEnter', { field: t('config.name') })} maxLength={100} />
        </Form.Item>
        <Form.Item name="key" label={t('config.key')} rules={[required(t('config.key')), max(t('config.key'), 100)]}>
          <Input placeholder={t('common.pleaseEnter', { field: t('config.key') })} maxLength={100} disabled={!!editing} />
        </Form.Item>
        <Form.Item name="value" label={t('config.value')} rules={[required(t('config.value')), max(t('config.value'), 500)]}>
          <Input placeholder={t('common.pleaseEnter', { field: t('config.value') })} maxLength={500} />
        </Form.Item>
        <Form.Item name="visible" label={t('config.visible')} extra={t('config.visibleHint')}>
          <Radio.Group options={yesNo} />
        </Form.Item>
        <Form.Item name="remark" label={t('common.remark')} rules={[max(t('common.remark'), 500)]}>
          <Input.TextArea rows={3} placeholder={t('common.pleaseEnter', { field: t('common.remark') })} />
        </Form.Item>
      </ModalForm>
    </Card>
  );
}
