import { Form, Radio, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { ExportButton } from '@/shared/components/crud/export-button';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { configApi, type Config, type ConfigFilters, type ConfigInput } from '../config-api';
import { CrudList } from '@/shared/components/crud/crud-list';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { RemarkItem, TextItem } from '@/shared/components/crud/form-items';
import '../texts';

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
    editDeleteColumn<Config>({ permission: 'infra:config', dialog, api: configApi, crud, entity: t('config.entity') }),
  ];
  const editing = dialog.editing;

  return (
    <CrudList
      crud={crud}
      name="config-search"
      search={
        <>
          <SearchInput name="name" label={t('config.name')} />
          <SearchInput name="key" label={t('config.key')} />
          <SearchDictSelect name="type" label={t('config.type')} dictType={DICT_TYPE.INFRA_CONFIG_TYPE} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="infra:config:create" onClick={dialog.openCreate} />
          <ExportButton permission="infra:config:export" name={t('config.exportName')} fileName="参数配置.xlsx" download={() => configApi.export(crud.filters)} />
        </>
      }
      columns={columns}
    >
      <ModalForm<ConfigInput>
        dialog={dialog}
        title={editing ? t('config.editTitle') : t('config.add')}
        form={form}
        name="config-form"
        width={560}
        values={editing ? { ...editing, remark: editing.remark ?? '' } : { visible: false }}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, key: editing?.key ?? values.key.trim() })}
      >
        <TextItem name="category" label={t('config.category')} required max={50} />
        <TextItem name="name" label={t('config.name')} required max={100} />
        <TextItem name="key" label={t('config.key')} required max={100} disabled={!!editing} />
        <TextItem name="value" label={t('config.value')} required max={500} />
        <Form.Item name="visible" label={t('config.visible')} extra={t('config.visibleHint')}>
          <Radio.Group options={yesNo} />
        </Form.Item>
        <RemarkItem />
      </ModalForm>
    </CrudList>
  );
}
