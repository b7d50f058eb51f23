import { Form, Input, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONSOLE_CLIENT_ID } from '@console/contracts/oauth2';
import { dateTimeColumn, dictColumn, editDeleteColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { DictRadioItem, DictSelectItem, NumberItem, TagsItem, TextItem } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { oauth2ClientApi, type OAuth2Client, type OAuth2ClientFilters, type OAuth2ClientInput } from '@/features/system/oauth2/oauth2-api';
import '@/features/system/oauth2/texts';
import { TenantSelectItem } from './tenant-select-item';

interface SearchValues {
  name?: string;
  status?: number;
}

const toFilters = (values: SearchValues): OAuth2ClientFilters => ({ name: values.name?.trim() || undefined, status: values.status });
/** A URI the consent page may send a browser to (never one that runs script in the console). */
const isUri = (value: string) => URL.canParse(value) && !/^(javascript|data|vbscript|blob|file):/i.test(value);
const isJson = (value: string | undefined) => {
  if (!value?.trim()) return true;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
};

const NEW_CLIENT: Partial<OAuth2ClientInput> = {
  status: 0,
  accessTokenValiditySeconds: 1800,
  refreshTokenValiditySeconds: 43200,
  authorizedGrantTypes: ['authorization_code', 'refresh_token'],
  scopes: ['user.read', 'user.write'],
  autoApproveScopes: [],
  redirectUris: [],
  authorities: [],
  resourceIds: [],
};

/** 应用管理 (component system/oauth2/client/index): the apps that may sign users in through this console. */
export default function OAuth2ClientPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<OAuth2Client, OAuth2ClientFilters, SearchValues>({ queryKey: ['system', 'oauth2-client'], fetchPage: oauth2ClientApi.page, toFilters });
  const [form] = Form.useForm<OAuth2ClientInput>();
  const dialog = useEditDialog<OAuth2Client, OAuth2ClientInput>({ get: oauth2ClientApi.get, create: oauth2ClientApi.create, update: oauth2ClientApi.update, onSaved: crud.invalidate });
  const editing = dialog.editing;
  const seconds = (value: number) => t('oauth2.secondsValue', { value });

  const columns: TableColumnsType<OAuth2Client> = [
    { title: t('oauth2.clientId'), dataIndex: 'clientId', width: 130, ellipsis: true },
    { title: t('oauth2.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('oauth2.logo'),
      dataIndex: 'logo',
      width: 90,
      align: 'center',
      // A plain image: the logo sits beside the app's name (decorative, no preview button to name).
      render: (logo: string) => <img src={logo} width={40} height={40} style={{ objectFit: 'contain', borderRadius: 8 }} alt="" />,
    },
    dictColumn(t('oauth2.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    { title: t('oauth2.accessTokenValiditySeconds'), dataIndex: 'accessTokenValiditySeconds', width: 150, render: seconds },
    { title: t('oauth2.refreshTokenValiditySeconds'), dataIndex: 'refreshTokenValiditySeconds', width: 150, render: seconds },
    {
      title: t('oauth2.authorizedGrantTypes'),
      dataIndex: 'authorizedGrantTypes',
      width: 260,
      render: (types: string[]) => (
        <Space size={[0, 4]} wrap>
          {types.map((type) => (
            <Tag key={type}>{type}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('oauth2.tenants'),
      dataIndex: 'tenants',
      width: 200,
      render: (tenants: OAuth2Client['tenants']) => (
        <Space size={[0, 4]} wrap>
          {tenants.map((tenant) => (
            <Tag key={tenant.id}>{tenant.name}</Tag>
          ))}
        </Space>
      ),
    },
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<OAuth2Client>({
      permission: 'system:oauth2-client',
      dialog,
      api: oauth2ClientApi,
      crud,
      entity: t('oauth2.entity'),
      subject: (row) => row.clientId,
      undeletable: (row) => row.clientId === CONSOLE_CLIENT_ID,
      lockedTip: t('oauth2.consoleClient'),
    }),
  ];

  return (
    <CrudList
      crud={crud}
      name="oauth2-client-search"
      search={
        <>
          <SearchInput name="name" label={t('oauth2.name')} />
          <SearchDictSelect name="status" label={t('oauth2.status')} dictType={DICT_TYPE.COMMON_STATUS} />
        </>
      }
      toolbar={<CreateButton permission="system:oauth2-client:create" onClick={dialog.openCreate} />}
      columns={columns}
    >
      <ModalForm<OAuth2ClientInput>
        dialog={dialog}
        title={editing ? t('oauth2.edit') : t('oauth2.add')}
        form={form}
        name="oauth2-client-form"
        width={760}
        labelWidth={170}
        values={
          editing
            ? { ...editing, description: editing.description ?? '', additionalInformation: editing.additionalInformation ?? '', tenantIds: editing.tenants.map((tenant) => tenant.id) }
            : NEW_CLIENT
        }
        onSubmit={(values) =>
          dialog.save({
            ...values,
            id: editing?.id,
            description: values.description?.trim() || null,
            additionalInformation: values.additionalInformation?.trim() || null,
            tenantIds: values.tenantIds?.length ? values.tenantIds : undefined,
          })
        }
      >
        <TextItem
          name="clientId"
          label={t('oauth2.clientId')}
          required
          max={255}
          disabled={editing?.clientId === CONSOLE_CLIENT_ID}
          rules={[{ pattern: /^[A-Za-z0-9._-]+$/, message: t('oauth2.clientIdPattern') }]}
        />
        <TextItem name="secret" label={t('oauth2.secret')} required max={255} password extra={editing ? t('oauth2.secretKeep') : undefined} />
        <TextItem name="name" label={t('oauth2.name')} required max={255} />
        <TextItem name="logo" label={t('oauth2.logo')} required max={1024} extra={t('oauth2.logoHint')} />
        <Form.Item name="description" label={t('oauth2.description')} rules={[{ max: 255 }]}>
          <Input.TextArea rows={2} maxLength={255} placeholder={t('common.pleaseEnter', { field: t('oauth2.description') })} />
        </Form.Item>
        <DictRadioItem label={t('oauth2.status')} required />
        <TenantSelectItem granted={editing?.tenants ?? []} open={dialog.open} required={!!editing} />
        <NumberItem name="accessTokenValiditySeconds" label={t('oauth2.accessTokenValiditySeconds')} min={60} max={31_536_000} unit={t('oauth2.seconds')} />
        <NumberItem name="refreshTokenValiditySeconds" label={t('oauth2.refreshTokenValiditySeconds')} min={60} max={31_536_000} unit={t('oauth2.seconds')} />
        <DictSelectItem name="authorizedGrantTypes" label={t('oauth2.authorizedGrantTypes')} dictType={DICT_TYPE.SYSTEM_OAUTH2_GRANT_TYPE} asString multiple required />
        <TagsItem name="scopes" label={t('oauth2.scopes')} />
        <TagsItem name="autoApproveScopes" label={t('oauth2.autoApproveScopes')} extra={t('oauth2.autoApproveHint')} />
        <TagsItem
          name="redirectUris"
          label={t('oauth2.redirectUris')}
          required
          max={1000}
          extra={t('oauth2.redirectUrisHint')}
          valid={{ test: isUri, message: (value) => t('oauth2.invalidUri', { value }) }}
        />
        <TagsItem name="authorities" label={t('oauth2.authorities')} />
        <TagsItem name="resourceIds" label={t('oauth2.resourceIds')} />
        <Form.Item
          name="additionalInformation"
          label={t('oauth2.additionalInformation')}
          extra={t('oauth2.additionalInformationHint')}
          rules={[{ validator: (_rule, value: string | undefined) => (isJson(value) ? Promise.resolve() : Promise.reject(new Error(t('oauth2.invalidJson')))) }]}
        >
          <Input.TextArea rows={2} maxLength={4096} />
        </Form.Item>
      </ModalForm>
    </CrudList>
  );
}
