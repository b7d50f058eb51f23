import { Card, Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../../shared/components/pagination';
import { useEditDialog } from '../../../../shared/components/crud/use-edit-dialog';
import { dateTimeColumn, dictColumn, idColumn } from '../../../../shared/components/crud/columns';
import { CreateButton } from '../../../../shared/components/crud/create-button';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ModalForm } from '../../../../shared/components/crud/modal-form';
import { confirmAction, confirmDelete } from '../../../../shared/components/crud/confirm';
import { EditAction, RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { toast } from '../../../../shared/ui/feedback';
import { fileConfigApi, STORAGE, type FileConfig, type FileConfigFilters, type FileConfigInput } from '../file-config-api';

const OFFERED = new Set<number>([STORAGE.DB, STORAGE.LOCAL, STORAGE.S3]);

function toFilters(values: FileConfigFilters): FileConfigFilters {
  return { name: values.name?.trim() || undefined, storage: values.storage };
}

/** 文件配置 (component infra/fileConfig/index): where uploads are stored; one master receives them. */
export default function FileConfigPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<FileConfig, FileConfigFilters, FileConfigFilters>({ queryKey: ['infra', 'file-config'], fetchPage: fileConfigApi.page, toFilters });
  const storages = useDictOptions(DICT_TYPE.INFRA_FILE_STORAGE);
  const offered = storages.filter((option) => OFFERED.has(Number(option.value)));
  const [form] = Form.useForm<FileConfigInput>();
  const storage = Form.useWatch('storage', form);
  const dialog = useEditDialog<FileConfig, FileConfigInput>({ get: fileConfigApi.get, create: fileConfigApi.create, update: fileConfigApi.update, onSaved: crud.invalidate });

  const test = async (row: FileConfig) => {
    try {
      const url = await fileConfigApi.test(row.id);
      toast.success(
        <span>
          {t('fileConfig.testOk')}{' '}
          <a href={url} target="_blank" rel="noreferrer">
            {t('fileConfig.openTestFile')}
          </a>
        </span>,
      );
    } catch {
      // shown by the request layer
    }
  };

  const columns: TableColumnsType<FileConfig> = [
    idColumn(t('fileConfig.id')),
    { title: t('fileConfig.name'), dataIndex: 'name', ellipsis: true },
    dictColumn(t('fileConfig.storage'), 'storage', DICT_TYPE.INFRA_FILE_STORAGE, 130),
    { title: t('common.remark'), dataIndex: 'remark', ellipsis: true },
    { title: t('fileConfig.master'), dataIndex: 'master', width: 100, align: 'center', render: (master: boolean) => (master ? <Tag color="success">{t('crud.yes')}</Tag> : <Tag>{t('crud.no')}</Tag>) },
    dateTimeColumn(t('common.createTime')),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 300,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          <EditAction permission="infra:file-config:update" onClick={() => void dialog.openEdit(row)} />
          <RowAction
            permission="infra:file-config:update"
            icon={<StarOutlined />}
            disabled={row.master}
            onClick={() =>
              confirmAction({ content: t('fileConfig.confirmMaster', { id: row.id }), run: () => fileConfigApi.setMaster(row.id), successText: t('fileConfig.masterSet'), onDone: crud.invalidate })
            }
          >
            {t('fileConfig.setMaster')}
          </RowAction>
          <RowAction permission="infra:file-config:query" icon={<ApiOutlined />} onClick={() => void test(row)}>
            {t('fileConfig.test')}
          </RowAction>
          <RowAction
            permission="infra:file-config:delete"
            icon={<DeleteOutlined />}
            danger
            disabled={row.master}
            onClick={() => confirmDelete(t('crud.idSubject', { entity: t('fileConfig.entity'), id: row.id }), () => fileConfigApi.remove(row.id), crud.invalidate)}
          >
            {t('common.delete')}
          </RowAction>
        </RowActions>
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const editing = dialog.editing;
  const text = (name: keyof FileConfig['config'], label: string, extra?: string, isRequired = true) => (
    <Form.Item name={['config', name]} label={label} extra={extra} rules={isRequired ? [required(label)] : []}>
      <Input placeholder={t('common.pleaseEnter', { field: label })} maxLength={255} />
    </Form.Item>
  );

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="file-config-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="name" label={t('fileConfig.name')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('fileConfig.name') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="storage" label={t('fileConfig.storage')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('fileConfig.storage') })} style={{ width: 160 }} options={storages} />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <CreateButton permission="infra:file-config:create" onClick={() => dialog.openCreate()} />
      </RightToolbar>
      <Table<FileConfig> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 1150 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <ModalForm<FileConfigInput>
        open={dialog.open}
        title={editing ? t('fileConfig.editTitle') : t('fileConfig.add')}
        form={form}
        name="file-config-form"
        width={640}
        labelWidth={120}
        saving={dialog.saving}
        values={editing ? { ...editing, remark: editing.remark ?? '' } : { storage: STORAGE.LOCAL, config: {} }}
        onCancel={dialog.close}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, storage: editing?.storage ?? values.storage, config: values.config ?? {} })}
      >
        <Form.Item name="name" label={t('fileConfig.name')} rules={[required(t('fileConfig.name')), { max: 63, message: t('common.maxLength', { field: t('fileConfig.name'), max: 63 }) }]}>
          <Input placeholder={t('common.pleaseEnter', { field: t('fileConfig.name') })} maxLength={63} />
        </Form.Item>
        <Form.Item name="storage" label={t('fileConfig.storage')} rules={[{ required: true, message: t('common.required', { field: t('fileConfig.storage') }) }]}>
          <Select options={offered} disabled={!!editing} />
        </Form.Item>
        {storage === STORAGE.LOCAL && text('basePath', t('fileConfig.basePath'), t('fileConfig.basePathHint'))}
        {storage === STORAGE.S3 && (
          <>
            {text('endpoint', t('fileConfig.endpoint'), t('fileConfig.endpointHint'))}
            {text('bucket', t('fileConfig.bucket'))}
            {text('accessKey', t('fileConfig.accessKey'))}
            {text('accessSecret', t('fileConfig.accessSecret'), editing ? t('fileConfig.secretHint') : undefined)}
            {text('region', t('fileConfig.region'), t('fileConfig.regionHint'), false)}
          </>
        )}
        {text('domain', t('fileConfig.domain'), t('fileConfig.domainHint'), false)}
        <Form.Item name="remark" label={t('common.remark')}>
          <Input.TextArea rows={2} maxLength={255} placeholder={t('common.pleaseEnter', { field: t('common.remark') })} />
        </Form.Item>
      </ModalForm>
    </Card>
  );
}
