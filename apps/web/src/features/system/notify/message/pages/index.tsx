import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/components/dict-tag';
import { CrudList } from '@/shared/components/crud/crud-list';
import { actionsColumn, dateTimeColumn, dictColumn, idColumn } from '@/shared/components/crud/columns';
import { DetailModal } from '@/shared/components/crud/detail-modal';
import { DetailAction, RowActions } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchDictSelect, SearchIdInput, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { formatDateTime } from '@/shared/utils/format';
import { notifyMessageApi, type NotifyMessage, type NotifyMessageFilters } from '@/features/system/notify/notify-message-api';
import '@/features/system/notify/texts';

interface SearchValues {
  userId?: number | null;
  userType?: number;
  templateCode?: string;
  templateType?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): NotifyMessageFilters {
  return {
    userId: values.userId ?? undefined,
    userType: values.userType,
    templateCode: values.templateCode?.trim() || undefined,
    templateType: values.templateType,
    createTime: toCreateTimeRange(values.createTime),
  };
}

const time = (value: number | null) => (value === null ? '' : formatDateTime(value));
/** Content is stored as text and shown as text (React escapes it): a parameter's markup never renders. */
const pre = (text: string) => <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{text}</span>;

/** 站内信消息 (component system/notify/message/index): every in-site message of the tenant, to whom, and whether read. */
export default function NotifyMessagePage() {
  const { t } = useTranslation();
  const crud = useCrudPage<NotifyMessage, NotifyMessageFilters, SearchValues>({ queryKey: ['system', 'notify-message'], fetchPage: notifyMessageApi.page, toFilters });
  const [detail, setDetail] = useState<NotifyMessage | null>(null);

  const columns: TableColumnsType<NotifyMessage> = [
    idColumn(t('notify.id')),
    dictColumn(t('notify.userType'), 'userType', DICT_TYPE.USER_TYPE, 100),
    { title: t('notify.userId'), dataIndex: 'userId', width: 90, align: 'center' },
    { title: t('notify.templateCode'), dataIndex: 'templateCode', width: 150, ellipsis: true },
    { title: t('notify.nickname'), dataIndex: 'templateNickname', width: 130, ellipsis: true },
    { title: t('notify.content'), dataIndex: 'templateContent', ellipsis: true },
    dictColumn(t('notify.messageType'), 'templateType', DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE, 100),
    dictColumn(t('notify.readStatus'), 'readStatus', DICT_TYPE.INFRA_BOOLEAN_STRING, 90),
    dateTimeColumn(t('notify.readTime'), 'readTime'),
    dateTimeColumn(t('common.createTime')),
    actionsColumn(t('common.actions'), 100, (row) => (
      <RowActions>
        <DetailAction permission="system:notify-message:query" onClick={() => setDetail(row)} />
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="notify-message-search"
      search={
        <>
          <SearchIdInput name="userId" label={t('notify.userId')} />
          <SearchDictSelect name="userType" label={t('notify.userType')} dictType={DICT_TYPE.USER_TYPE} />
          <SearchInput name="templateCode" label={t('notify.templateCode')} />
          <SearchDictSelect name="templateType" label={t('notify.messageType')} dictType={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      columns={columns}
    >
      <DetailModal
        record={detail}
        title={t('notify.detail')}
        width={760}
        labelWidth={120}
        onClose={() => setDetail(null)}
        fields={(message) => [
          { label: t('notify.id'), value: message.id },
          { label: t('notify.userType'), value: <DictTag type={DICT_TYPE.USER_TYPE} value={message.userType} /> },
          { label: t('notify.userId'), value: message.userId },
          { label: t('notify.templateId'), value: message.templateId },
          { label: t('notify.templateCode'), value: message.templateCode },
          { label: t('notify.nickname'), value: message.templateNickname },
          { label: t('notify.content'), value: pre(message.templateContent), span: 2 },
          { label: t('notify.params'), value: <code>{JSON.stringify(message.templateParams)}</code>, span: 2 },
          { label: t('notify.messageType'), value: <DictTag type={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} value={message.templateType} /> },
          { label: t('notify.readStatus'), value: <DictTag type={DICT_TYPE.INFRA_BOOLEAN_STRING} value={message.readStatus} /> },
          { label: t('notify.readTime'), value: time(message.readTime) },
          { label: t('notify.createTime'), value: formatDateTime(message.createTime) },
        ]}
      />
    </CrudList>
  );
}
