import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/components/date-range-field';
import { Auth } from '../../../../shared/auth/auth-guard';
import { Pagination } from '../../../../shared/components/pagination';
import { dateTimeColumn, dictColumn, idColumn } from '../../../../shared/components/crud/columns';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ExportButton } from '../../../../shared/components/crud/export-button';
import { confirmDelete } from '../../../../shared/components/crud/confirm';
import { EditAction, RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { useSave } from '../../../../shared/components/crud/use-save';
import { useDictStore } from '../../../../shared/dict/dict-store';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { toCreateTimeRange } from '../../../../shared/utils/date-range';
import { dictTypeApi, type DictType, type DictTypeInput, type DictTypeQuery } from '../dict-api';
import { DictTypeForm } from '../dict-type-form';

interface SearchValues {
  name?: string;
  type?: string;
  status?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

type Filters = Omit<DictTypeQuery, 'pageNo' | 'pageSize'>;

function toFilters(values: SearchValues): Filters {
  return { name: values.name?.trim() || undefined, type: values.type?.trim() || undefined, status: values.status, createTime: toCreateTimeRange(values.createTime) };
}

/** 字典管理: dictionary types (component system/dict/index). */
export default function DictTypePage() {
  const { t } = useTranslation();
  const crud = useCrudPage<DictType, Filters, SearchValues>({ queryKey: ['system', 'dict-type'], fetchPage: dictTypeApi.page, toFilters });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<DictType | null>(null);
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);

  const afterChange = async () => {
    await crud.invalidate();
    void useDictStore.getState().load();
  };

  const save = useSave<DictTypeInput>({
    create: dictTypeApi.create,
    update: dictTypeApi.update,
    onSaved: async () => {
      setFormOpen(false);
      await afterChange();
    },
  });

  const columns: TableColumnsType<DictType> = [
    idColumn(t('dict.id')),
    { title: t('dict.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('dict.type'),
      dataIndex: 'type',
      ellipsis: true,
      render: (type: string, row) => (
        <Link to={`/dict/type/data/${row.id}`} className="dict-type-link">
          {type}
        </Link>
      ),
    },
    dictColumn(t('common.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    { title: t('common.remark'), dataIndex: 'remark', ellipsis: true },
    dateTimeColumn(t('common.createTime')),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 160,
      align: 'center',
      render: (_value, row) => (
        <RowActions>
          <EditAction permission="system:dict:update" onClick={() => { setEditing(row); setFormOpen(true); }} />
          <RowAction permission="system:dict:delete" icon={<DeleteOutlined />} danger onClick={() => confirmDelete(`${t('dict.id')}"${row.id}"`, () => dictTypeApi.remove(row.id), afterChange)}>
            {t('common.delete')}
          </RowAction>
        </RowActions>
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="dict-type-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="name" label={t('dict.name')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('dict.name') })} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="type" label={t('dict.type')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('dict.type') })} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('common.status') })} style={{ width: 140 }} options={statuses} />
        </Form.Item>
        <Form.Item name="createTime" label={t('common.createTime')}>
          <DateRangeField />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <Auth permissions={['system:dict:create']}>
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => { setEditing(null); setFormOpen(true); }}>
            {t('common.create')}
          </Button>
        </Auth>
        <ExportButton permission="system:dict:export" name={t('dict.exportTypeName')} fileName="字典类型.xls" download={() => dictTypeApi.export(crud.filters)} />
      </RightToolbar>
      <Table<DictType> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 900 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <DictTypeForm open={formOpen} editing={editing} saving={save.isPending} onCancel={() => setFormOpen(false)} onSubmit={(values) => save.mutate(values)} />
    </Card>
  );
}
