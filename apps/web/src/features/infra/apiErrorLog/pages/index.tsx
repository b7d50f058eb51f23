import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/components/dict-tag';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { ExportButton } from '@/shared/components/crud/export-button';
import { confirmAction } from '@/shared/components/crud/confirm';
import { DetailAction, RowAction, RowActions } from '@/shared/components/crud/row-action';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { formatDateTime } from '@/shared/utils/format';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { apiErrorLogApi, PROCESS_STATUS, type ApiErrorLog, type ApiErrorLogFilters } from '../api-error-log-api';
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
  exceptionTime?: [Dayjs | null, Dayjs | null] | null;
  processStatus?: number;
}

function toFilters(values: SearchValues): ApiErrorLogFilters {
  const userId = values.userId?.trim();
  return {
    userId: userId && /^\d+$/.test(userId) ? Number(userId) : undefined,
    userType: values.userType,
    applicationName: values.applicationName?.trim() || undefined,
    requestUrl: values.requestUrl?.trim() || undefined,
    exceptionTime: toCreateTimeRange(values.exceptionTime),
    processStatus: values.processStatus,
  };
}

/** 处理人: the handler's nickname, or the bare id when the user is gone (all the original shows). */
const handler = (row: ApiErrorLog) => row.processUserName ?? (row.processUserId === null ? '' : String(row.processUserId));

/** 错误日志 (component infra/apiErrorLog/index): requests that ended in an unexpected error, to be handled. */
export default function ApiErrorLogPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<ApiErrorLog, ApiErrorLogFilters, SearchValues>({ queryKey: ['infra', 'api-error-log'], fetchPage: apiErrorLogApi.page, toFilters });
  const [detail, setDetail] = useState<ApiErrorLog | null>(null);

  const process = (row: ApiErrorLog, status: number) =>
    confirmAction({
      content: t('apiErrorLog.confirmProcess', { status: status === PROCESS_STATUS.DONE ? t('apiErrorLog.markDone') : t('apiErrorLog.markIgnored') }),
      run: () => apiErrorLogApi.process(row.id, status),
      successText: t('apiErrorLog.processed'),
      onDone: crud.invalidate,
    });

  const columns: TableColumnsType<ApiErrorLog> = [
    { title: t('apiErrorLog.id'), dataIndex: 'id', width: 90, align: 'center' },
    { title: t('apiErrorLog.userId'), dataIndex: 'userId', width: 90, align: 'center' },
    { title: t('apiErrorLog.userType'), dataIndex: 'userType', width: 90, align: 'center', render: (value: number) => <DictTag type={DICT_TYPE.USER_TYPE} value={value} /> },
    { title: t('apiErrorLog.applicationName'), dataIndex: 'applicationName', width: 130, ellipsis: true },
    { title: t('apiErrorLog.requestMethod'), dataIndex: 'requestMethod', width: 90, align: 'center' },
    { title: t('apiErrorLog.requestUrl'), dataIndex: 'requestUrl', ellipsis: true },
    { title: t('apiErrorLog.exceptionTime'), dataIndex: 'exceptionTime', width: 170, align: 'center', render: (value: number) => formatDateTime(value) },
    { title: t('apiErrorLog.exceptionName'), dataIndex: 'exceptionName', width: 140, ellipsis: true },
    { title: t('apiErrorLog.exceptionMessage'), dataIndex: 'exceptionMessage', ellipsis: true },
    { title: t('apiErrorLog.processStatus'), dataIndex: 'processStatus', width: 100, align: 'center', render: (status: number) => <DictTag type={DICT_TYPE.INFRA_API_ERROR_LOG_PROCESS_STATUS} value={status} /> },
    actionsColumn(t('common.actions'), 230, (row) => (
      <RowActions>
        <DetailAction permission="infra:api-error-log:query" onClick={() => setDetail(row)} />
        {row.processStatus === PROCESS_STATUS.INIT && (
          <>
            <RowAction permission="infra:api-error-log:update-status" icon={<CheckOutlined />} onClick={() => process(row, PROCESS_STATUS.DONE)}>
              {t('apiErrorLog.markDone')}
            </RowAction>
            <RowAction permission="infra:api-error-log:update-status" icon={<StopOutlined />} onClick={() => process(row, PROCESS_STATUS.IGNORE)}>
              {t('apiErrorLog.markIgnored')}
            </RowAction>
          </>
        )}
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="api-error-log-search"
      search={
        <>
          <SearchInput name="userId" label={t('apiErrorLog.userId')} width={150} />
          <SearchDictSelect name="userType" label={t('apiErrorLog.userType')} dictType={DICT_TYPE.USER_TYPE} />
          <SearchInput name="applicationName" label={t('apiErrorLog.applicationName')} width={150} />
          <SearchInput name="requestUrl" label={t('apiErrorLog.requestUrl')} width={200} />
          <SearchDateRange name="exceptionTime" label={t('apiErrorLog.exceptionTime')} />
          <SearchDictSelect name="processStatus" label={t('apiErrorLog.processStatus')} dictType={DICT_TYPE.INFRA_API_ERROR_LOG_PROCESS_STATUS} />
        </>
      }
      toolbar={<ExportButton permission="infra:api-error-log:export" name={t('apiErrorLog.errorExportName')} fileName="API 错误日志.xlsx" download={() => apiErrorLogApi.export(crud.filters)} />}
      columns={columns}
    >
      <DetailModal
        record={detail}
        title={t('apiErrorLog.errorDetail')}
        width={860}
        onClose={() => setDetail(null)}
        fields={(detail) => [
          { label: t('apiErrorLog.id'), value: detail.id },
          { label: t('apiErrorLog.traceId'), value: detail.traceId },
          { label: t('apiErrorLog.applicationName'), value: detail.applicationName, span: 2 },
          { label: t('apiErrorLog.userId'), value: detail.userId },
          { label: t('apiErrorLog.userType'), value: <DictTag type={DICT_TYPE.USER_TYPE} value={detail.userType} /> },
          { label: t('apiErrorLog.userIp'), value: detail.userIp, span: 2 },
          { label: t('apiErrorLog.requestUrl'), value: `${detail.requestMethod} ${detail.requestUrl}`, span: 2 },
          { label: t('apiErrorLog.requestParams'), value: <Typography.Paragraph className="crud-pre">{detail.requestParams}</Typography.Paragraph>, span: 2 },
          { label: t('apiErrorLog.userAgent'), value: detail.userAgent, span: 2 },
          { label: t('apiErrorLog.exceptionTime'), value: formatDateTime(detail.exceptionTime) },
          { label: t('apiErrorLog.exceptionName'), value: detail.exceptionName },
          { label: t('apiErrorLog.exceptionMessage'), value: detail.exceptionMessage, span: 2 },
          { label: t('apiErrorLog.rootCause'), value: detail.exceptionRootCauseMessage, span: 2 },
          { label: t('apiErrorLog.origin'), value: detail.exceptionFileName ? `${detail.exceptionMethodName || '<anonymous>'} (${detail.exceptionFileName}:${detail.exceptionLineNumber})` : '', span: 2 },
          { label: t('apiErrorLog.stackTrace'), value: <Typography.Paragraph className="crud-pre" data-testid="error-stack">{detail.exceptionStackTrace}</Typography.Paragraph>, span: 2 },
          { label: t('apiErrorLog.processStatus'), value: <DictTag type={DICT_TYPE.INFRA_API_ERROR_LOG_PROCESS_STATUS} value={detail.processStatus} /> },
          { label: t('apiErrorLog.processUserId'), value: handler(detail) },
          { label: t('apiErrorLog.processTime'), value: detail.processTime === null ? '' : formatDateTime(detail.processTime) },
        ]}
      />
    </CrudList>
  );
}
