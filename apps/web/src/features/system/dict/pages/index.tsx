import { Link } from 'react-router';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CrudList } from '@/shared/components/crud/crud-list';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { ExportButton } from '@/shared/components/crud/export-button';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { useDictStore } from '@/shared/dict/dict-store';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
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
  // A change shows in the list and, through the reloaded dictionary store, in every tag and select.
  const afterChange = async () => {
    await crud.invalidate();
    void useDictStore.getState().load();
  };
  const dialog = useEditDialog<DictType, DictTypeInput>({ get: dictTypeApi.get, create: dictTypeApi.create, update: dictTypeApi.update, onSaved: afterChange });

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
    editDeleteColumn<DictType>({ permission: 'system:dict', dialog, api: dictTypeApi, crud: { invalidate: afterChange }, entity: t('dict.id') }),
  ];

  return (
    <CrudList
      crud={crud}
      name="dict-type-search"
      search={
        <>
          <SearchInput name="name" label={t('dict.name')} width={200} />
          <SearchInput name="type" label={t('dict.type')} width={200} />
          <SearchDictSelect name="status" label={t('common.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="system:dict:create" onClick={dialog.openCreate} />
          <ExportButton permission="system:dict:export" name={t('dict.exportTypeName')} fileName="字典类型.xls" download={() => dictTypeApi.export(crud.filters)} />
        </>
      }
      columns={columns}
    >
      <DictTypeForm dialog={dialog} />
    </CrudList>
  );
}
