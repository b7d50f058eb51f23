import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
import { dictDataApi, dictTypeApi, type DictData, type DictDataInput, type DictDataQuery } from '../dict-api';
import { DictDataForm } from '../dict-data-form';

interface SearchValues {
  dictType?: string;
  label?: string;
  status?: number;
}

type Filters = Omit<DictDataQuery, 'pageNo' | 'pageSize'>;

const TAG_COLORS: Record<string, string> = { primary: 'processing', success: 'success', info: 'default', warning: 'warning', danger: 'error' };

/** 字典数据: the entries of one dictionary type (/dict/type/data/:dictId). */
export default function DictDataPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dictId = Number(useParams().dictId);
  const typeQuery = useQuery({ queryKey: ['system', 'dict-type', 'get', dictId], queryFn: () => dictTypeApi.get(dictId) });
  const allTypes = useQuery({ queryKey: ['system', 'dict-type', 'list-all-simple'], queryFn: dictTypeApi.listAllSimple });
  const defaultType = typeQuery.data?.type;

  const crud = useCrudPage<DictData, Filters, SearchValues>({
    queryKey: ['system', 'dict-data'],
    fetchPage: dictDataApi.page,
    enabled: (current) => !!current.dictType,
    // The type of the route stays the filter when the select is cleared or reset.
    toFilters: (values) => ({ dictType: values.dictType ?? defaultType, label: values.label?.trim() || undefined, status: values.status }),
  });
  const { searchForm, filters, patchFilters } = crud;
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<DictData | null>(null);
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);

  useEffect(() => {
    if (!defaultType || filters.dictType) return;
    searchForm.setFieldsValue({ dictType: defaultType });
    patchFilters({ dictType: defaultType });
  }, [defaultType, filters.dictType, searchForm, patchFilters]);

  const afterChange = async () => {
    await crud.invalidate();
    void useDictStore.getState().load();
  };

  const save = useSave<DictDataInput>({
    create: dictDataApi.create,
    update: dictDataApi.update,
    onSaved: async () => {
      setFormOpen(false);
      await afterChange();
    },
  });

  const columns: TableColumnsType<DictData> = [
    idColumn(t('dict.dataId')),
    { title: t('dict.label'), dataIndex: 'label', ellipsis: true },
    { title: t('dict.value'), dataIndex: 'value', ellipsis: true },
    { title: t('dict.sort'), dataIndex: 'sort', width: 90, align: 'center' },
    dictColumn(t('common.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    {
      title: t('dict.colorType'),
      dataIndex: 'colorType',
      width: 110,
      align: 'center',
      render: (color: string | null) => (color ? <Tag color={TAG_COLORS[color]}>{color}</Tag> : null),
    },
    { title: t('dict.cssClass'), dataIndex: 'cssClass', width: 110, ellipsis: true },
    { title: t('common.remark'), dataIndex: 'remark', ellipsis: true },
    dateTimeColumn(t('common.createTime')),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 160,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          <EditAction permission="system:dict:update" onClick={() => { setEditing(row); setFormOpen(true); }} />
          <RowAction permission="system:dict:delete" icon={<DeleteOutlined />} danger onClick={() => confirmDelete(`${t('dict.dataId')}"${row.id}"`, () => dictDataApi.remove(row.id), afterChange)}>
            {t('common.delete')}
          </RowAction>
        </RowActions>
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm
        form={searchForm}
        name="dict-data-search"
        hidden={!crud.showSearch}
        onSearch={crud.search}
        onReset={() => {
          crud.reset();
          searchForm.setFieldsValue({ dictType: defaultType });
        }}
      >
        <Form.Item name="dictType" label={t('dict.name')}>
          <Select style={{ width: 200 }} showSearch={{ optionFilterProp: 'label' }} options={(allTypes.data ?? []).map((type) => ({ value: type.type, label: type.name }))} />
        </Form.Item>
        <Form.Item name="label" label={t('dict.label')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('dict.label') })} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('common.status') })} style={{ width: 140 }} options={statuses} />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <Auth permissions={['system:dict:create']}>
          <Button type="primary" ghost icon={<PlusOutlined />} disabled={!filters.dictType} onClick={() => { setEditing(null); setFormOpen(true); }}>
            {t('common.create')}
          </Button>
        </Auth>
        <ExportButton permission="system:dict:export" name={t('dict.exportDataName')} fileName="字典数据.xls" download={() => dictDataApi.export(filters)} />
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/system/dict')}>
          {t('common.back')}
        </Button>
      </RightToolbar>
      <Table<DictData> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching || typeQuery.isLoading} pagination={false} scroll={{ x: 1100 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <DictDataForm
        open={formOpen}
        dictType={filters.dictType ?? defaultType ?? ''}
        editing={editing}
        saving={save.isPending}
        onCancel={() => setFormOpen(false)}
        onSubmit={(values) => save.mutate(values)}
      />
    </Card>
  );
}
