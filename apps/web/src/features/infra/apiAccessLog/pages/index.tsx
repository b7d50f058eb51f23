import { useState } from 'react';
import { Card, Descriptions, Form, Input, InputNumber, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/components/date-range-field';
import { Pagination } from '../../../../shared/components/pagination';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ExportButton } from '../../../../shared/components/crud/export-button';
import { RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { formatDateTime } from '../../../../shared/utils/format';
import { toCreateTimeRange } from '../../../../shared/utils/date-range';
import { apiAccessLogApi, type ApiAccessLog, type ApiAccessLogFilters } from '../api-access-log-api';

interface SearchValues {
  userId?: string;
  requestUrl?: string;
  beginTime?: [Dayjs | null, Dayjs | null] | null;
  duration?: number | null;
  resultCode?: string;
}

function toFilters(values: SearchValues): ApiAccessLogFilters {
  const integer = (text?: string) => (text && /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);
  return {
    userId: integer(values.userId),
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
    { title: t('apiAccessLog.requestMethod'), dataIndex: 'requestMethod', width: 90, align: 'center' },
    { title: t('apiAccessLog.requestUrl'), dataIndex: 'requestUrl', ellipsis: true },
    { title: t('apiAccessLog.operate'), key: 'operate', width: 200, ellipsis: true, render: (_value, row) => [row.operateModule, row.operateName].filter(Boolean).join(' / ') },
    { title: t('apiAccessLog.beginTime'), dataIndex: 'beginTime', width: 170, align: 'center', render: (value: number) => formatDateTime(value) },
    { title: t('apiAccessLog.duration'), dataIndex: 'duration', width: 110, align: 'center', render: (value: number) => t('apiAccessLog.millisValue', { value }) },
    { title: t('apiAccessLog.result'), dataIndex: 'resultCode', width: 130, align: 'center', render: (code: number) => result(code) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          <RowAction permission="infra:api-access-log:query" icon={<EyeOutlined />} onClick={() => setDetail(row)}>
            {t('crud.detail')}
          </RowAction>
        </RowActions>
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="api-access-log-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="userId" label={t('apiAccessLog.userId')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('apiAccessLog.userId') })} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="requestUrl" label={t('apiAccessLog.requestUrl')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('apiAccessLog.requestUrl') })} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="beginTime" label={t('apiAccessLog.beginTime')}>
          <DateRangeField />
        </Form.Item>
        <Form.Item name="duration" label={t('apiAccessLog.durationAtLeast')}>
          <InputNumber min={0} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="resultCode" label={t('apiAccessLog.resultCode')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('apiAccessLog.resultCode') })} style={{ width: 150 }} />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <ExportButton permission="infra:api-access-log:export" name={t('apiAccessLog.exportName')} fileName="API 访问日志.xlsx" download={() => apiAccessLogApi.export(crud.filters)} />
      </RightToolbar>
      <Table<ApiAccessLog> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 1300 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <Modal open={!!detail} title={t('apiAccessLog.detail')} footer={null} onCancel={() => setDetail(null)} width={800} destroyOnHidden>
        {detail && (
          <Descriptions bordered size="small" column={2} labelStyle={{ width: 110 }}>
            <Descriptions.Item label={t('apiAccessLog.id')}>{detail.id}</Descriptions.Item>
            <Descriptions.Item label={t('apiAccessLog.traceId')}>{detail.traceId}</Descriptions.Item>
            <Descriptions.Item label={t('apiAccessLog.userId')}>{detail.userId}</Descriptions.Item>
            <Descriptions.Item label={t('apiAccessLog.userIp')}>{detail.userIp}</Descriptions.Item>
            <Descriptions.Item label={t('apiAccessLog.requestUrl')} span={2}>
              {detail.requestMethod} {detail.requestUrl}
            </Descriptions.Item>
            <Descriptions.Item label={t('apiAccessLog.operate')} span={2}>
              {[detail.operateModule, detail.operateName].filter(Boolean).join(' / ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('apiAccessLog.requestParams')} span={2}>
              <Typography.Paragraph className="crud-pre">{detail.requestParams}</Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('apiAccessLog.userAgent')} span={2}>
              {detail.userAgent}
            </Descriptions.Item>
            <Descriptions.Item label={t('apiAccessLog.beginTime')}>{formatDateTime(detail.beginTime)}</Descriptions.Item>
            <Descriptions.Item label={t('apiAccessLog.duration')}>{t('apiAccessLog.millisValue', { value: detail.duration })}</Descriptions.Item>
            <Descriptions.Item label={t('apiAccessLog.result')}>{result(detail.resultCode)}</Descriptions.Item>
            <Descriptions.Item label={t('apiAccessLog.resultMsg')}>{detail.resultMsg}</Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </Card>
  );
}
