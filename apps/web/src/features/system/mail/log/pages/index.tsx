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
import { SearchDateRange, SearchDictSelect, SearchInput, SearchSelect } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { formatDateTime } from '@/shared/utils/format';
import { mailAccountApi } from '@/features/system/mail/mail-account-api';
import { mailLogApi, type MailLog, type MailLogFilters } from '@/features/system/mail/mail-log-api';
import '@/features/system/mail/texts';

interface SearchValues {
  toMail?: string;
  accountId?: number;
  sendStatus?: number;
  sendTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): MailLogFilters {
  return { toMail: values.toMail?.trim() || undefined, accountId: values.accountId, sendStatus: values.sendStatus, sendTime: toCreateTimeRange(values.sendTime) };
}

const time = (value: number | null) => (value === null ? '' : formatDateTime(value));
const recipients = (log: MailLog) => [...log.toMails, ...log.ccMails.map((m) => `cc: ${m}`), ...log.bccMails.map((m) => `bcc: ${m}`)].join('\n');

/** 邮件记录 (component system/mail/log/index): every mail sent, what it said, and how its delivery went. */
export default function MailLogPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<MailLog, MailLogFilters, SearchValues>({ queryKey: ['system', 'mail-log'], fetchPage: mailLogApi.page, toFilters });
  const accounts = useQuery({ queryKey: ['system', 'mail-account', 'simple'], queryFn: mailAccountApi.listSimple });
  const accountOptions = (accounts.data ?? []).map((account) => ({ value: account.id, label: account.mail }));
  const [detail, setDetail] = useState<MailLog | null>(null);

  const columns: TableColumnsType<MailLog> = [
    idColumn(t('mail.id')),
    dateTimeColumn(t('mail.sendTime'), 'sendTime'),
    { title: t('mail.toMail'), dataIndex: 'toMails', width: 220, ellipsis: true, render: (_mails: string[], row) => recipients(row) },
    { title: t('mail.title'), dataIndex: 'templateTitle', width: 200, ellipsis: true },
    dictColumn(t('mail.sendStatus'), 'sendStatus', DICT_TYPE.SYSTEM_MAIL_SEND_STATUS, 110),
    { title: t('mail.fromMail'), dataIndex: 'fromMail', width: 200, ellipsis: true },
    { title: t('mail.templateCode'), dataIndex: 'templateCode', width: 150, ellipsis: true },
    { title: t('mail.exception'), dataIndex: 'sendException', ellipsis: true },
    actionsColumn(t('common.actions'), 100, (row) => (
      <RowActions>
        <DetailAction permission="system:mail-log:query" onClick={() => setDetail(row)} />
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="mail-log-search"
      search={
        <>
          <SearchInput name="toMail" label={t('mail.toMail')} />
          <SearchSelect name="accountId" label={t('mail.account')} options={accountOptions} loading={accounts.isLoading} width={200} />
          <SearchDictSelect name="sendStatus" label={t('mail.sendStatus')} dictType={DICT_TYPE.SYSTEM_MAIL_SEND_STATUS} />
          <SearchDateRange name="sendTime" label={t('mail.sendTime')} />
        </>
      }
      toolbar={<ExportButton permission="system:mail-log:export" name={t('mail.exportName')} fileName="邮件日志.xlsx" download={() => mailLogApi.export(crud.filters)} />}
      columns={columns}
    >
      <DetailModal
        record={detail}
        title={t('mail.detail')}
        width={880}
        labelWidth={130}
        onClose={() => setDetail(null)}
        fields={(log) => [
          { label: t('mail.id'), value: log.id },
          { label: t('mail.fromMail'), value: log.fromMail },
          { label: t('mail.template'), value: `${log.templateId} | ${log.templateCode}` },
          { label: t('mail.nickname'), value: log.templateNickname ?? '' },
          { label: t('mail.receiver'), value: log.userId === null ? '' : <span>{log.userId} <DictTag type={DICT_TYPE.USER_TYPE} value={log.userType ?? ''} /></span> },
          { label: t('mail.receiveInfo'), value: <span style={{ whiteSpace: 'pre-line' }}>{recipients(log)}</span> },
          { label: t('mail.title'), value: log.templateTitle, span: 2 },
          // Shown as text, never as markup: the log is read by administrators of other things than mail.
          { label: t('mail.content'), value: <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{log.templateContent}</code>, span: 2 },
          { label: t('mail.params'), value: <code>{JSON.stringify(log.templateParams)}</code>, span: 2 },
          { label: t('mail.sendStatus'), value: <DictTag type={DICT_TYPE.SYSTEM_MAIL_SEND_STATUS} value={log.sendStatus} /> },
          { label: t('mail.sendTime'), value: time(log.sendTime) },
          { label: t('mail.messageId'), value: log.sendMessageId ?? '', span: 2 },
          { label: t('mail.exception'), value: log.sendException ?? '', span: 2 },
          { label: t('mail.createTime'), value: formatDateTime(log.createTime) },
        ]}
      />
    </CrudList>
  );
}
