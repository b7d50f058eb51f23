import { useState } from 'react';
import { Form, InputNumber, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/components/dict-tag';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { ExportButton } from '@/shared/components/crud/export-button';
import { DetailAction, RowActions } from '@/shared/components/crud/row-action';
import { formatDateTime } from '@/shared/utils/format';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { apiAccessLogApi, type ApiAccessLog, type ApiAccessLogFilters } from '../api-access-log-api';
import { CrudList } from '@/shared/components/crud/crud-list';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { actionsColumn } from '@/shared/components/crud/columns';
import { DetailModal } from '@/shared/components/crud/detail-modal';
import '../texts';

interface SearchValues {
  userId?: string;
  userType?: number;
  applicationName?: string;
  requestUrl?: string;
  beginTime?: [Dayjs | null, Dayjs | null] | null;
  duration?: number | null;
  resultCode?: string;
}

function toFilters(values: SearchValues): ApiAccessLogFilters {
  const integer = (text?: string) => (text && /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);
  return {
    userId: integer(values.userId),
    userType: values.userType,
    applicationName: values.applicationName?.trim() || undefined,
    requestUrl: values.requestUrl?.trim() || undefined,
    beginTime: toCreateTimeRange(values.beginTime),
    duration: values.duration ?? undefined,
    resultCode: integer(values.resultCode),
  };
}

/** 访问日志 (component infra/apiAccessLog/index): every API request, newest first. */
export default function ApiAccessLogPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<ApiAccessLog, ApiAccessLogFilters, SearchValues>({ queryKey: ['infra', 'api-access-log'], fetchPage: apiAccessLogApi.page, toFilters });
  const [detail, setDetail] = useState<ApiAccessLog | null>(null);
  const result = (code: number) =>
    code === 0 ? <Tag color="success">{t('apiAccessLog.success')}</Tag> : <Tag color="error">{t('apiAccessLog.failure', { code })}</Tag>;

  const columns: TableColumnsType<ApiAccessLog> = [
    { title: t('apiAccessLog.id'), dataIndex: 'id', width: 90, align: 'center' },
    { title: t('apiAccessLog.userId'), dataIndex: 'userId', width: 90, align: 'center' },
    { title: t('apiAccessLog.userType'), dataIndex: 'userType', width: 90, align: 'center', render: (value: number) => <DictTag type={DICT_TYPE.USER_TYPE} value={value} /> },
    { title: t('apiAccessLog.applicationName'), dataIndex: 'applicationName', width: 130, ellipsis: true },
    { title: t('apiAccessLog.requestMethod'), dataIndex: 'requestMethod', width: 90, align: 'center' },
    { title: t('apiAccessLog.requestUrl'), dataIndex: 'requestUrl', ellipsis: true },
    { title: t('apiAccessLog.operate'), key: 'operate', width: 200, ellipsis: true, render: (_value, row) => [row.operateModule, row.operateName].filter(Boolean).join(' / ') },
    { title: t('apiAccessLog.beginTime'), dataIndex: 'beginTime', width: 170, align: 'center', render: (value: number) => formatDateTime(value) },
    { title: t('apiAccessLog.duration'), dataIndex: 'duration', width: 110, align: 'center', render: (value: number) => t('apiAccessLog.millisValue', { value }) },
    { title: t('apiAccessLog.result'), dataIndex: 'resultCode', width: 130, align: 'center', render: (code: number) => result(code) },
    actionsColumn(t('common.actions'), 100, (row) => (
      <RowActions>
        <DetailAction permission="infra:api-access-log:query" onClick={() => setDetail(row)} />
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="api-access-log-search"
      search={
        <>
          <SearchInput name="userId" label={t('apiAccessLog.userId')} width={150} />
          <SearchDictSelect name="userType" label={t('apiAccessLog.userType')} dictType={DICT_TYPE.USER_TYPE} />
          <SearchInput name="applicationName" label={t('apiAccessLog.applicationName')} width={150} />
          <SearchInput name="requestUrl" label={t('apiAccessLog.requestUrl')} width={200} />
          <SearchDateRange name="beginTime" label={t('apiAccessLog.beginTime')} />
          <Form.Item name="duration" label={t('apiAccessLog.durationAtLeast')}>
            <InputNumber min={0} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <SearchInput name="resultCode" label={t('apiAccessLog.resultCode')} width={150} />
        </>
      }
      toolbar={<ExportButton permission="infra:api-access-log:export" name={t('apiAccessLog.exportName')} fileName="API 访问日志.xlsx" download={() => apiAccessLogApi.export(crud.filters)} />}
      columns={columns}
    >
      <DetailModal
        record={detail}
        title={t('apiAccessLog.detail')}
        onClose={() => setDetail(null)}
        fields={(detail) => [
          { label: t('apiAccessLog.id'), value: detail.id },
          { label: t('apiAccessLog.traceId'), value: detail.traceId },
          { label: t('apiAccessLog.applicationName'), value: detail.applicationName, span: 2 },
          { label: t('apiAccessLog.userId'), value: detail.userId },
          { label: t('apiAccessLog.userType'), value: <DictTag type={DICT_TYPE.USER_TYPE} value={detail.userType} /> },
          { label: t('apiAccessLog.userIp'), value: detail.userIp, span: 2 },
          { label: t('apiAccessLog.requestUrl'), value: `${detail.requestMethod} ${detail.requestUrl}`, span: 2 },
          { label: t('apiAccessLog.operate'), value: [detail.operateModule, detail.operateName].filter(Boolean).join(' / '), span: 2 },
          { label: t('apiAccessLog.requestParams'), value: <Typography.Paragraph className="crud-pre">{detail.requestParams}</Typography.Paragraph>, span: 2 },
          { label: t('apiAccessLog.userAgent'), value: detail.userAgent, span: 2 },
          { label: t('apiAccessLog.beginTime'), value: formatDateTime(detail.beginTime) },
          { label: t('apiAccessLog.duration'), value: t('apiAccessLog.millisValue', { value: detail.duration }) },
          { label: t('apiAccessLog.result'), value: result(detail.resultCode) },
          { label: t('apiAccessLog.resultMsg'), value: detail.resultMsg },
        ]}
      />
    </CrudList>
  );
}
