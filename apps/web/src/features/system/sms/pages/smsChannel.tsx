import { Form, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { DictRadioItem, DictSelectItem, RemarkItem, TextItem } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { smsChannelApi, type SmsChannel, type SmsChannelFilters, type SmsChannelInput } from '../sms-channel-api';
import '../texts';

interface SearchValues {
  signature?: string;
  code?: string;
  status?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): SmsChannelFilters {
  return { signature: values.signature?.trim() || undefined, code: values.code, status: values.status, createTime: toCreateTimeRange(values.createTime) };
}

/** 短信渠道 (component system/sms/smsChannel): the provider accounts messages go out through. */
export default function SmsChannelPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<SmsChannel, SmsChannelFilters, SearchValues>({ queryKey: ['system', 'sms-channel'], fetchPage: smsChannelApi.page, toFilters });
  const [form] = Form.useForm<SmsChannelInput>();
  const dialog = useEditDialog<SmsChannel, SmsChannelInput>({ get: smsChannelApi.get, create: smsChannelApi.create, update: smsChannelApi.update, onSaved: crud.invalidate });
  const editing = dialog.editing;

  const columns: TableColumnsType<SmsChannel> = [
    idColumn(t('sms.id')),
    { title: t('sms.signature'), dataIndex: 'signature', width: 120, ellipsis: true },
    dictColumn(t('sms.channelCode'), 'code', DICT_TYPE.SYSTEM_SMS_CHANNEL_CODE, 130),
    dictColumn(t('sms.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    { title: t('sms.apiKey'), dataIndex: 'apiKey', ellipsis: true },
    { title: t('sms.apiSecret'), dataIndex: 'apiSecret', width: 110 },
    { title: t('sms.callbackUrl'), dataIndex: 'callbackUrl', ellipsis: true },
    { title: t('common.remark'), dataIndex: 'remark', ellipsis: true },
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<SmsChannel>({ permission: 'system:sms-channel', dialog, api: smsChannelApi, crud, entity: t('sms.channelEntity') }),
  ];

  return (
    <CrudList
      crud={crud}
      name="sms-channel-search"
      search={
        <>
          <SearchInput name="signature" label={t('sms.signature')} />
          <SearchDictSelect name="code" label={t('sms.channelCode')} dictType={DICT_TYPE.SYSTEM_SMS_CHANNEL_CODE} asString />
          <SearchDictSelect name="status" label={t('sms.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={<CreateButton permission="system:sms-channel:create" onClick={dialog.openCreate} />}
      columns={columns}
    >
      <ModalForm<SmsChannelInput>
        dialog={dialog}
        title={editing ? t('sms.editChannel') : t('sms.addChannel')}
        form={form}
        name="sms-channel-form"
        width={620}
        labelWidth={130}
        values={editing ? { ...editing, remark: editing.remark ?? '', callbackUrl: editing.callbackUrl ?? '' } : { status: 0, code: 'CONSOLE' }}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, remark: values.remark || null, callbackUrl: values.callbackUrl?.trim() || null })}
      >
        <TextItem name="signature" label={t('sms.signature')} required max={12} />
        <DictSelectItem name="code" label={t('sms.channelCode')} dictType={DICT_TYPE.SYSTEM_SMS_CHANNEL_CODE} required asString />
        <DictRadioItem label={t('sms.status')} required />
        <TextItem name="apiKey" label={t('sms.apiKey')} max={255} extra={t('sms.apiKeyHint')} />
        <TextItem name="apiSecret" label={t('sms.apiSecret')} max={255} password extra={editing ? t('sms.apiSecretKeep') : undefined} />
        <TextItem name="callbackUrl" label={t('sms.callbackUrl')} max={255} extra={t('sms.callbackUrlHint')} />
        <RemarkItem max={255} />
      </ModalForm>
    </CrudList>
  );
}
