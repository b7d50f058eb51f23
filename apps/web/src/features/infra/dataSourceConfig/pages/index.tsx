import { Form, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { dateTimeColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { useCrudList } from '@/shared/components/crud/use-crud-page';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { CrudList } from '@/shared/components/crud/crud-list';
import { TextItem } from '@/shared/components/crud/form-items';
import { dataSourceConfigApi, MASTER_ID, type DataSourceConfig, type DataSourceConfigInput } from '../data-source-config-api';
import '../texts';

/**
 * 数据源配置 (component infra/dataSourceConfig/index): databases 代码生成 and 数据库文档 read besides the console's own
 * (the master, listed first, not editable). No search and no paging, as the original.
 */
export default function DataSourceConfigPage() {
  const { t } = useTranslation();
  const crud = useCrudList<DataSourceConfig>({ queryKey: ['infra', 'data-source-config'], fetchList: dataSourceConfigApi.list });
  const [form] = Form.useForm<DataSourceConfigInput>();
  const dialog = useEditDialog<DataSourceConfig, DataSourceConfigInput>({
    get: dataSourceConfigApi.get,
    create: dataSourceConfigApi.create,
    update: dataSourceConfigApi.update,
    onSaved: crud.invalidate,
  });

  const columns: TableColumnsType<DataSourceConfig> = [
    idColumn(t('dataSourceConfig.id')),
    { title: t('dataSourceConfig.name'), dataIndex: 'name', width: 180, ellipsis: true },
    { title: t('dataSourceConfig.url'), dataIndex: 'url', ellipsis: true },
    { title: t('dataSourceConfig.username'), dataIndex: 'username', width: 140, ellipsis: true },
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<DataSourceConfig>({
      permission: 'infra:data-source-config',
      dialog,
      api: dataSourceConfigApi,
      crud,
      entity: t('dataSourceConfig.entity'),
      locked: (row) => row.id === MASTER_ID,
      lockedTip: t('dataSourceConfig.masterLocked'),
    }),
  ];
  const editing = dialog.editing;

  return (
    <CrudList
      crud={crud}
      toolbar={<CreateButton permission="infra:data-source-config:create" onClick={() => dialog.openCreate()} />}
      columns={columns}
    >
      <ModalForm<DataSourceConfigInput>
        dialog={dialog}
        title={editing ? t('dataSourceConfig.editTitle') : t('dataSourceConfig.add')}
        form={form}
        name="data-source-config-form"
        width={560}
        labelWidth={110}
        // The password is never sent back: the field starts empty, also when editing.
        values={editing ? { name: editing.name, url: editing.url, username: editing.username, password: '' } : {}}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, name: values.name.trim(), url: values.url.trim(), username: values.username.trim() })}
      >
        <TextItem name="name" label={t('dataSourceConfig.name')} required max={100} />
        <TextItem name="url" label={t('dataSourceConfig.url')} required max={1024} placeholder={t('dataSourceConfig.urlPlaceholder')} extra={t('dataSourceConfig.urlHint')} />
        <TextItem name="username" label={t('dataSourceConfig.username')} required max={255} />
        <TextItem name="password" label={t('dataSourceConfig.password')} required max={255} password extra={t('dataSourceConfig.passwordHint')} />
      </ModalForm>
    </CrudList>
  );
}
