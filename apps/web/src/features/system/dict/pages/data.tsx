import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Form, Select, Tag, type TableColumnsType } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CrudList } from '@/shared/components/crud/crud-list';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { ExportButton } from '@/shared/components/crud/export-button';
import { SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { useDictStore } from '@/shared/dict/dict-store';
import { DICT_TYPE } from '@/shared/dict/dict-types';
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

  useEffect(() => {
    if (!defaultType || filters.dictType) return;
    searchForm.setFieldsValue({ dictType: defaultType });
    patchFilters({ dictType: defaultType });
  }, [defaultType, filters.dictType, searchForm, patchFilters]);

  const afterChange = async () => {
    await crud.invalidate();
    void useDictStore.getState().load();
  };
  const dialog = useEditDialog<DictData, DictDataInput>({ get: dictDataApi.get, create: dictDataApi.create, update: dictDataApi.update, onSaved: afterChange });

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
    editDeleteColumn<DictData>({ permission: 'system:dict', dialog, api: dictDataApi, crud: { invalidate: afterChange }, entity: t('dict.dataId') }),
  ];

  return (
    <CrudList
      crud={crud}
      name="dict-data-search"
      onReset={() => {
        crud.reset();
        searchForm.setFieldsValue({ dictType: defaultType });
      }}
      search={
        <>
          <Form.Item name="dictType" label={t('dict.name')}>
            <Select style={{ width: 200 }} showSearch={{ optionFilterProp: 'label' }} options={(allTypes.data ?? []).map((type) => ({ value: type.type, label: type.name }))} />
          </Form.Item>
          <SearchInput name="label" label={t('dict.label')} width={200} />
          <SearchDictSelect name="status" label={t('common.status')} dictType={DICT_TYPE.COMMON_STATUS} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="system:dict:create" disabled={!filters.dictType} onClick={dialog.openCreate} />
          <ExportButton permission="system:dict:export" name={t('dict.exportDataName')} fileName="字典数据.xls" download={() => dictDataApi.export(filters)} />
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/system/dict')}>
            {t('common.back')}
          </Button>
        </>
      }
      columns={columns}
      table={{ loading: crud.isFetching || typeQuery.isLoading }}
    >
      <DictDataForm dialog={dialog} dictType={filters.dictType ?? defaultType ?? ''} />
    </CrudList>
  );
}
