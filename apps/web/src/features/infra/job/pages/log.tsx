import { useState } from 'react';
import { Button, Card, DatePicker, Descriptions, Form, Input, Modal, Select, Table, Typography, type TableColumnsType } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import type { Dayjs } from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../../../shared/components/dict-tag';
import { Pagination } from '../../../../shared/components/pagination';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ExportButton } from '../../../../shared/components/crud/export-button';
import { RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { formatDateTime } from '../../../../shared/utils/format';
import { jobApi, type JobLog, type JobLogFilters } from '../job-api';
import '../job.css';

interface SearchValues {
  handlerName?: string;
  beginTime?: Dayjs | null;
  endTime?: Dayjs | null;
  status?: number;
}

/** 调度日志 (route /job/log, component infra/job/log): one row per run, newest first; `?jobId=` narrows to one job. */
export default function JobLogPage() {
  const [params] = useSearchParams();
  const jobId = /^\d+$/.test(params.get('jobId') ?? '') ? Number(params.get('jobId')) : undefined;
  // A kept-alive page opened again for another job starts over with that job's filter.
  return <JobLogList key={jobId ?? 'all'} jobId={jobId} />;
}

function JobLogList({ jobId }: { jobId: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statuses = useDictOptions(DICT_TYPE.INFRA_JOB_LOG_STATUS);
  const [detail, setDetail] = useState<JobLog | null>(null);
  const toFilters = (values: SearchValues): JobLogFilters => ({
    jobId,
    handlerName: values.handlerName?.trim() || undefined,
    beginTime: values.beginTime ? values.beginTime.format('YYYY-MM-DD') : undefined,
    endTime: values.endTime ? values.endTime.format('YYYY-MM-DD') : undefined,
    status: values.status,
  });
  const crud = useCrudPage<JobLog, JobLogFilters, SearchValues>({ queryKey: ['infra', 'job-log', jobId], fetchPage: jobApi.logPage, toFilters, initialFilters: { jobId } });

  const columns: TableColumnsType<JobLog> = [
    { title: t('job.logId'), dataIndex: 'id', width: 90, align: 'center' },
    { title: t('job.jobId'), dataIndex: 'jobId', width: 90, align: 'center' },
    { title: t('job.handlerName'), dataIndex: 'handlerName', ellipsis: true },
    { title: t('job.handlerParam'), dataIndex: 'handlerParam', width: 120, ellipsis: true },
    { title: t('job.executeIndex'), dataIndex: 'executeIndex', width: 100, align: 'center' },
    {
      title: t('job.executeTime'),
      key: 'time',
      width: 310,
      align: 'center',
      render: (_value, row) => `${formatDateTime(row.beginTime)} ~ ${row.endTime === null ? '' : formatDateTime(row.endTime)}`,
    },
    { title: t('job.duration'), dataIndex: 'duration', width: 110, align: 'center', render: (value: number | null) => (value === null ? '' : t('job.millisValue', { value })) },
    { title: t('job.logStatus'), dataIndex: 'status', width: 110, align: 'center', render: (status: number) => <DictTag type={DICT_TYPE.INFRA_JOB_LOG_STATUS} value={status} /> },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          <RowAction permission="infra:job:query" icon={<EyeOutlined />} onClick={() => setDetail(row)}>
            {t('crud.detail')}
          </RowAction>
        </RowActions>
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="job-log-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="handlerName" label={t('job.handlerName')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('job.handlerName') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="beginTime" label={t('job.beginTime')}>
          <DatePicker placeholder={t('common.pleaseSelect', { field: t('job.beginTime') })} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="endTime" label={t('job.endTime')}>
          <DatePicker placeholder={t('common.pleaseSelect', { field: t('job.endTime') })} style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="status" label={t('job.logStatus')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('job.logStatus') })} style={{ width: 140 }} options={statuses} />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/infra/job')}>
          {t('job.back')}
        </Button>
        <ExportButton permission="infra:job:export" name={t('job.logExportName')} fileName="任务日志.xlsx" download={() => jobApi.logExport(crud.filters)} />
      </RightToolbar>
      <Table<JobLog> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 1320 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <Modal open={!!detail} title={t('job.logDetail')} footer={null} onCancel={() => setDetail(null)} width={720} destroyOnHidden>
        {detail && (
          <Descriptions bordered size="small" column={2} labelStyle={{ width: 120 }}>
            <Descriptions.Item label={t('job.logId')}>{detail.id}</Descriptions.Item>
            <Descriptions.Item label={t('job.jobId')}>{detail.jobId}</Descriptions.Item>
            <Descriptions.Item label={t('job.handlerName')}>{detail.handlerName}</Descriptions.Item>
            <Descriptions.Item label={t('job.handlerParam')}>{detail.handlerParam}</Descriptions.Item>
            <Descriptions.Item label={t('job.executeIndex')}>{detail.executeIndex}</Descriptions.Item>
            <Descriptions.Item label={t('job.logStatus')}>
              <DictTag type={DICT_TYPE.INFRA_JOB_LOG_STATUS} value={detail.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('job.executeTime')} span={2}>
              {formatDateTime(detail.beginTime)} ~ {detail.endTime === null ? '' : formatDateTime(detail.endTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('job.duration')}>{detail.duration === null ? '' : t('job.millisValue', { value: detail.duration })}</Descriptions.Item>
            <Descriptions.Item label={t('job.result')} span={2}>
              <Typography.Paragraph className="crud-pre" data-testid="job-log-result">
                {detail.result}
              </Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </Card>
  );
}
