import { Form, Input, InputNumber, Select, Tag, type TableColumnsType } from 'antd';
import StarOutlined from '@ant-design/icons/StarOutlined';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import { useTranslation } from 'react-i18next';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { confirmAction } from '@/shared/components/crud/confirm';
import { RowAction } from '@/shared/components/crud/row-action';
import { useDictOptions } from '@/shared/dict/use-dict-options';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toast } from '@/shared/ui/feedback';
import { FtpMode } from '@console/contracts/codes';
import { fileConfigApi, STORAGE, type FileConfig, type FileConfigFilters, type FileConfigInput } from '../file-config-api';
import { CrudList } from '@/shared/components/crud/crud-list';
import { SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { TextItem } from '@/shared/components/crud/form-items';
import '../texts';

const OFFERED = new Set<number>([STORAGE.DB, STORAGE.LOCAL, STORAGE.FTP, STORAGE.SFTP, STORAGE.S3]);
/** Absolute, no `.` or `..` segment: the server's own rule for a remote folder, told before the round trip. */
const isRemoteDir = (value: string) => value.startsWith('/') && !value.split('/').some((segment) => segment === '.' || segment === '..');

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
      // The answer is the URL the test file had; the server removed the file once it had read it back.
      await fileConfigApi.test(row.id);
      toast.success(t('fileConfig.testOk'));
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
    editDeleteColumn<FileConfig>({
      permission: 'infra:file-config',
      dialog,
      api: fileConfigApi,
      crud,
      entity: t('fileConfig.entity'),
      width: 300,
      undeletable: (row) => row.master,
      extra: (row) => (
        <>
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
        </>
      ),
    }),
  ];
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const editing = dialog.editing;
  const text = (name: keyof FileConfig['config'], label: string, extra?: string, isRequired = true) => (
    <Form.Item name={['config', name]} label={label} extra={extra} rules={isRequired ? [required(label)] : []}>
      <Input placeholder={t('common.pleaseEnter', { field: label })} maxLength={255} />
    </Form.Item>
  );

  return (
    <CrudList
      crud={crud}
      name="file-config-search"
      search={
        <>
          <SearchInput name="name" label={t('fileConfig.name')} />
          <SearchDictSelect name="storage" label={t('fileConfig.storage')} dictType={DICT_TYPE.INFRA_FILE_STORAGE} width={160} />
        </>
      }
      toolbar={<CreateButton permission="infra:file-config:create" onClick={() => dialog.openCreate()} />}
      columns={columns}
    >
      <ModalForm<FileConfigInput>
        dialog={dialog}
        title={editing ? t('fileConfig.editTitle') : t('fileConfig.add')}
        form={form}
        name="file-config-form"
        width={640}
        labelWidth={120}
        values={editing ? { ...editing, remark: editing.remark ?? '' } : { storage: STORAGE.LOCAL, config: {} }}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, storage: editing?.storage ?? values.storage, config: values.config ?? {} })}
      >
        <TextItem name="name" label={t('fileConfig.name')} required />
        <Form.Item name="storage" label={t('fileConfig.storage')} rules={[{ required: true, message: t('common.required', { field: t('fileConfig.storage') }) }]}>
          <Select options={offered} disabled={!!editing} />
        </Form.Item>
        {storage === STORAGE.LOCAL && text('basePath', t('fileConfig.basePath'), t('fileConfig.basePathHint'))}
        {(storage === STORAGE.FTP || storage === STORAGE.SFTP) && (
          <>
            {text('host', t('fileConfig.host'), t('fileConfig.hostHint'))}
            <Form.Item name={['config', 'port']} label={t('fileConfig.port')} extra={t('fileConfig.portHint')}>
              <InputNumber min={1} max={65535} precision={0} placeholder={storage === STORAGE.FTP ? '21' : '22'} style={{ width: 160 }} />
            </Form.Item>
            {text('username', t('fileConfig.username'))}
            <Form.Item name={['config', 'password']} label={t('fileConfig.password')} extra={editing ? t('fileConfig.passwordHint') : undefined} rules={[{ required: true, message: t('common.required', { field: t('fileConfig.password') }) }]}>
              <Input.Password placeholder={t('common.pleaseEnter', { field: t('fileConfig.password') })} maxLength={255} autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name={['config', 'basePath']}
              label={t('fileConfig.basePath')}
              extra={t('fileConfig.remoteBasePathHint')}
              rules={[required(t('fileConfig.basePath')), { validator: (_rule, value?: string) => (!value?.trim() || isRemoteDir(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('fileConfig.basePathAbsolute')))) }]}
            >
              <Input placeholder="/upload" maxLength={255} />
            </Form.Item>
            {storage === STORAGE.FTP && (
              <Form.Item name={['config', 'mode']} label={t('fileConfig.mode')} initialValue={FtpMode.PASSIVE} rules={[{ required: true, message: t('common.required', { field: t('fileConfig.mode') }) }]}>
                <Select
                  style={{ width: 240 }}
                  options={[
                    { value: FtpMode.PASSIVE, label: t('fileConfig.modePassive') },
                    // basic-ftp, the server's client, speaks passive mode only; the server refuses an active-mode config.
                    { value: FtpMode.ACTIVE, label: t('fileConfig.modeActive'), disabled: true },
                  ]}
                />
              </Form.Item>
            )}
          </>
        )}
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
    </CrudList>
  );
}
