import { Form, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { socialCallbackUrl } from '@/shared/auth/social-callback';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { DictRadioItem, DictSelectItem, TextItem } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { socialClientApi, type SocialClient, type SocialClientFilters, type SocialClientInput } from '../social-client-api';
import '../texts';

interface SearchValues {
  name?: string;
  socialType?: number;
  status?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): SocialClientFilters {
  return { name: values.name?.trim() || undefined, socialType: values.socialType, status: values.status, createTime: toCreateTimeRange(values.createTime) };
}

/** 社交客户端 (component system/social/client/index): the app credentials social sign-in uses at each platform. */
export default function SocialClientPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<SocialClient, SocialClientFilters, SearchValues>({ queryKey: ['system', 'social-client'], fetchPage: socialClientApi.page, toFilters });
  const [form] = Form.useForm<SocialClientInput>();
  const dialog = useEditDialog<SocialClient, SocialClientInput>({ get: socialClientApi.get, create: socialClientApi.create, update: socialClientApi.update, onSaved: crud.invalidate });
  const editing = dialog.editing;

  const columns: TableColumnsType<SocialClient> = [
    idColumn(t('socialClient.id')),
    { title: t('socialClient.name'), dataIndex: 'name', ellipsis: true },
    dictColumn(t('socialClient.socialType'), 'socialType', DICT_TYPE.SYSTEM_SOCIAL_TYPE, 130),
    { title: t('socialClient.clientId'), dataIndex: 'clientId', ellipsis: true },
    { title: t('socialClient.clientSecret'), dataIndex: 'clientSecret', width: 110 },
    { title: t('socialClient.agentId'), dataIndex: 'agentId', width: 110 },
    dictColumn(t('socialClient.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<SocialClient>({ permission: 'system:social-client', dialog, api: socialClientApi, crud, entity: t('socialClient.entity') }),
  ];

  return (
    <CrudList
      crud={crud}
      name="social-client-search"
      search={
        <>
          <SearchInput name="name" label={t('socialClient.name')} />
          <SearchDictSelect name="socialType" label={t('socialClient.socialType')} dictType={DICT_TYPE.SYSTEM_SOCIAL_TYPE} />
          <SearchDictSelect name="status" label={t('socialClient.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={<CreateButton permission="system:social-client:create" onClick={dialog.openCreate} />}
      columns={columns}
    >
      <ModalForm<SocialClientInput>
        dialog={dialog}
        title={editing ? t('socialClient.edit') : t('socialClient.add')}
        form={form}
        name="social-client-form"
        width={620}
        labelWidth={110}
        values={editing ? { ...editing, agentId: editing.agentId ?? '' } : { status: 0 }}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, agentId: values.agentId?.trim() || null })}
      >
        <TextItem name="name" label={t('socialClient.name')} required max={255} />
        <DictSelectItem name="socialType" label={t('socialClient.socialType')} dictType={DICT_TYPE.SYSTEM_SOCIAL_TYPE} required />
        <TextItem name="clientId" label={t('socialClient.clientId')} required max={255} extra={t('socialClient.clientIdHint')} />
        <TextItem name="clientSecret" label={t('socialClient.clientSecret')} required max={255} password extra={editing ? t('socialClient.clientSecretKeep') : undefined} />
        <TextItem name="agentId" label={t('socialClient.agentId')} max={255} extra={t('socialClient.agentIdHint')} />
        <DictRadioItem label={t('socialClient.status')} required />
        <Form.Item label=" " colon={false}>
          <Typography.Text type="secondary">{t('socialClient.callbackHint', { url: socialCallbackUrl('/social-login', {}) })}</Typography.Text>
        </Form.Item>
      </ModalForm>
    </CrudList>
  );
}
