import { useState } from 'react';
import { Card, Descriptions, Form, Input, Modal, Select, Table, Typography, type TableColumnsType } from 'antd';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/components/date-range-field';
import { DictTag } from '../../../../shared/components/dict-tag';
import { Pagination } from '../../../../shared/components/pagination';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ExportButton } from '../../../../shared/components/crud/export-button';
import { confirmAction } from '../../../../shared/components/crud/confirm';
import { RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { formatDateTime } from '../../../../shared/utils/format';
import { toCreateTimeRange } from '../../../../shared/utils/date-range';
import { apiErrorLogApi, PROCESS_STATUS, type ApiErrorLog, type ApiErrorLogFilters } from '../api-error-log-api';

interface SearchValues {
  userId?: string;
  requestUrl?: string;
  exceptionTime?: [Dayjs | null, Dayjs | null] | null;
  processStatus?: number;
}

function toFilters(values: SearchValues): ApiErrorLogFilters {
  const userId = values.userId?.trim();
  return {
    userId: userId && /^\d+$/.test(userId) ? Number(userId) : undefined,
    requestUrl: values.requestUrl?.trim() || undefined,
    exceptionTime: toCreateTimeRange(values.exceptionTime),
    processStatus: values.processStatus,
  };
}

/** 错误日志 (component infra/apiErrorLog/index): requests that ended in an unexpected error, to be handled. */
export default function ApiErrorLogPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<ApiErrorLog, ApiErrorLogFilters, SearchValues>({ queryKey: ['infra', 'api-error-log'], fetchPage: apiErrorLogApi.page, toFilters });
  const statuses = useDictOptions(DICT_TYPE.INFRA_API_ERROR_LOG_PROCESS_STATUS);
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
    { title: t('apiErrorLog.requestMethod'), dataIndex: 'requestMethod', width: 90, align: 'center' },
    { title: t('apiErrorLog.requestUrl'), dataIndex: 'requestUrl', ellipsis: true },
    { title: t('apiErrorLog.exceptionTime'), dataIndex: 'exceptionTime', width: 170, align: 'center', render: (value: number) => formatDateTime(value) },
    { title: t('apiErrorLog.exceptionName'), dataIndex: 'exceptionName', width: 140, ellipsis: true },
    { title: t('apiErrorLog.exceptionMessage'), dataIndex: 'exceptionMessage', ellipsis: true },
    { title: t('apiErrorLog.processStatus'), dataIndex: 'processStatus', width: 100, align: 'center', render: (status: number) => <DictTag type={DICT_TYPE.INFRA_API_ERROR_LOG_PROCESS_STATUS} value={status} /> },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 230,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          <RowAction permission="infra:api-error-log:query" icon={<EyeOutlined />} onClick={() => setDetail(row)}>
            {t('crud.detail')}
          </RowAction>
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
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="api-error-log-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="userId" label={t('apiErrorLog.userId')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('apiErrorLog.userId') })} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="requestUrl" label={t('apiErrorLog.requestUrl')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('apiErrorLog.requestUrl') })} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="exceptionTime" label={t('apiErrorLog.exceptionTime')}>
          <DateRangeField />
        </Form.Item>
        <Form.Item name="processStatus" label={t('apiErrorLog.processStatus')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('apiErrorLog.processStatus') })} style={{ width: 140 }} options={statuses} />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <ExportButton permission="infra:api-error-log:export" name={t('apiErrorLog.errorExportName')} fileName="API 错误日志.xlsx" download={() => apiErrorLogApi.export(crud.filters)} />
      </RightToolbar>
      <Table<ApiErrorLog> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 1300 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <Modal open={!!detail} title={t('apiErrorLog.errorDetail')} footer={null} onCancel={() => setDetail(null)} width={860} destroyOnHidden>
        {detail && (
          <Descriptions bordered size="small" column={2} labelStyle={{ width: 110 }}>
            <Descriptions.Item label={t('apiErrorLog.id')}>{detail.id}</Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.traceId')}>{detail.traceId}</Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.userId')}>{detail.userId}</Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.userIp')}>{detail.userIp}</Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.requestUrl')} span={2}>
              {detail.requestMethod} {detail.requestUrl}
            </Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.requestParams')} span={2}>
              <Typography.Paragraph className="crud-pre">{detail.requestParams}</Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.userAgent')} span={2}>
              {detail.userAgent}
            </Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.exceptionTime')}>{formatDateTime(detail.exceptionTime)}</Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.exceptionName')}>{detail.exceptionName}</Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.exceptionMessage')} span={2}>
              {detail.exceptionMessage}
            </Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.rootCause')} span={2}>
              {detail.exceptionRootCauseMessage}
            </Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.origin')} span={2}>
              {detail.exceptionFileName ? `${detail.exceptionMethodName || '<anonymous>'} (${detail.exceptionFileName}:${detail.exceptionLineNumber})` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.stackTrace')} span={2}>
              <Typography.Paragraph className="crud-pre" data-testid="error-stack">
                {detail.exceptionStackTrace}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.processStatus')}>
              <DictTag type={DICT_TYPE.INFRA_API_ERROR_LOG_PROCESS_STATUS} value={detail.processStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={t('apiErrorLog.processTime')}>{detail.processTime === null ? '' : formatDateTime(detail.processTime)}</Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </Card>
  );
}
