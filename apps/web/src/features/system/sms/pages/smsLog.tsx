import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/components/dict-tag';
import { CrudList } from '@/shared/components/crud/crud-list';
import { actionsColumn, dateTimeColumn, dictColumn, idColumn } from '@/shared/components/crud/columns';
import { DetailModal } from '@/shared/components/crud/detail-modal';
import { ExportButton } from '@/shared/components/crud/export-button';
import { DetailAction, RowActions } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchDictSelect, SearchIdInput, SearchInput, SearchSelect } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { useDictDatas } from '@/shared/dict/dict-store';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { formatDateTime } from '@/shared/utils/format';
import { smsChannelApi } from '../sms-channel-api';
import { smsLogApi, type SmsLog, type SmsLogFilters } from '../sms-log-api';
import '../texts';

interface SearchValues {
  mobile?: string;
  channelId?: number;
  templateId?: number | null;
  sendStatus?: number;
  sendTime?: [Dayjs | null, Dayjs | null] | null;
  receiveStatus?: number;
  receiveTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): SmsLogFilters {
  return {
    mobile: values.mobile?.trim() || undefined,
    channelId: values.channelId,
    templateId: values.templateId ?? undefined,
    sendStatus: values.sendStatus,
    sendTime: toCreateTimeRange(values.sendTime),
    receiveStatus: values.receiveStatus,
    receiveTime: toCreateTimeRange(values.receiveTime),
  };
}

const time = (value: number | null) => (value === null ? '' : formatDateTime(value));

/** 短信日志 (component system/sms/smsLog): every message sent, what it said, and what the provider answered. */
export default function SmsLogPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<SmsLog, SmsLogFilters, SearchValues>({ queryKey: ['system', 'sms-log'], fetchPage: smsLogApi.page, toFilters });
  const [detail, setDetail] = useState<SmsLog | null>(null);
  const channels = useQuery({ queryKey: ['system', 'sms-channel', 'simple'], queryFn: smsChannelApi.listSimple });
  const providers = useDictDatas(DICT_TYPE.SYSTEM_SMS_CHANNEL_CODE);
  // As the original: the signature, then the provider's name in 【】.
  const channelOptions = (channels.data ?? []).map((c) => ({ value: c.id, label: `${c.signature}【${providers.find((p) => p.value === c.code)?.label ?? c.code}】` }));

  const columns: TableColumnsType<SmsLog> = [
    idColumn(t('sms.id')),
    dateTimeColumn(t('sms.createTime')),
    { title: t('sms.mobile'), dataIndex: 'mobile', width: 120 },
    { title: t('sms.content'), dataIndex: 'templateContent', ellipsis: true },
    dictColumn(t('sms.sendStatus'), 'sendStatus', DICT_TYPE.SYSTEM_SMS_SEND_STATUS, 100),
    dateTimeColumn(t('sms.sendTime'), 'sendTime'),
    dictColumn(t('sms.receiveStatus'), 'receiveStatus', DICT_TYPE.SYSTEM_SMS_RECEIVE_STATUS, 100),
    dictColumn(t('sms.channel'), 'channelCode', DICT_TYPE.SYSTEM_SMS_CHANNEL_CODE, 130),
    { title: t('sms.templateCode'), dataIndex: 'templateCode', width: 160, ellipsis: true },
    dictColumn(t('sms.templateType'), 'templateType', DICT_TYPE.SYSTEM_SMS_TEMPLATE_TYPE, 100),
    actionsColumn(t('common.actions'), 100, (row) => (
      <RowActions>
        <DetailAction permission="system:sms-log:query" onClick={() => setDetail(row)} />
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="sms-log-search"
      search={
        <>
          <SearchInput name="mobile" label={t('sms.mobile')} />
          <SearchSelect name="channelId" label={t('sms.channel')} width={200} options={channelOptions} loading={channels.isLoading} />
          <SearchIdInput name="templateId" label={t('sms.templateId')} />
          <SearchDictSelect name="sendStatus" label={t('sms.sendStatus')} dictType={DICT_TYPE.SYSTEM_SMS_SEND_STATUS} />
          <SearchDateRange name="sendTime" label={t('sms.sendTime')} />
          <SearchDictSelect name="receiveStatus" label={t('sms.receiveStatus')} dictType={DICT_TYPE.SYSTEM_SMS_RECEIVE_STATUS} />
          <SearchDateRange name="receiveTime" label={t('sms.receiveTime')} />
        </>
      }
      toolbar={<ExportButton permission="system:sms-log:export" name={t('sms.exportName')} fileName="短信日志.xlsx" download={() => smsLogApi.export(crud.filters)} />}
      columns={columns}
    >
      <DetailModal
        record={detail}
        title={t('sms.detail')}
        width={880}
        labelWidth={130}
        onClose={() => setDetail(null)}
        fields={(log) => [
          { label: t('sms.id'), value: log.id },
          { label: t('sms.mobile'), value: log.mobile },
          { label: t('sms.channel'), value: <DictTag type={DICT_TYPE.SYSTEM_SMS_CHANNEL_CODE} value={log.channelCode} /> },
          { label: t('sms.template'), value: `${log.templateCode} | ${log.apiTemplateId}` },
          { label: t('sms.templateType'), value: <DictTag type={DICT_TYPE.SYSTEM_SMS_TEMPLATE_TYPE} value={log.templateType} /> },
          { label: t('sms.user'), value: log.userId === null ? '' : `${log.userId} | ${log.userType ?? ''}` },
          { label: t('sms.content'), value: log.templateContent, span: 2 },
          { label: t('sms.params'), value: <code>{JSON.stringify(log.templateParams)}</code>, span: 2 },
          { label: t('sms.sendStatus'), value: <DictTag type={DICT_TYPE.SYSTEM_SMS_SEND_STATUS} value={log.sendStatus} /> },
          { label: t('sms.sendTime'), value: time(log.sendTime) },
          { label: t('sms.apiSend'), value: [log.apiSendCode, log.apiSendMsg].filter(Boolean).join(' | '), span: 2 },
          { label: t('sms.apiRequestId'), value: log.apiRequestId ?? '' },
          { label: t('sms.apiSerialNo'), value: log.apiSerialNo ?? '' },
          { label: t('sms.receiveStatus'), value: <DictTag type={DICT_TYPE.SYSTEM_SMS_RECEIVE_STATUS} value={log.receiveStatus} /> },
          { label: t('sms.receiveTime'), value: time(log.receiveTime) },
          { label: t('sms.apiReceive'), value: [log.apiReceiveCode, log.apiReceiveMsg].filter(Boolean).join(' | '), span: 2 },
          { label: t('sms.createTime'), value: formatDateTime(log.createTime) },
        ]}
      />
    </CrudList>
  );
}
