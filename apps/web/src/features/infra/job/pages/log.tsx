import { useState } from 'react';
import { Button, DatePicker, Form, Typography, type TableColumnsType } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { Dayjs } from 'dayjs';
// The date picker in the app's language.
import '@/shared/utils/dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/components/dict-tag';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { ExportButton } from '@/shared/components/crud/export-button';
import { DetailAction, RowActions } from '@/shared/components/crud/row-action';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { formatDateTime } from '@/shared/utils/format';
import { jobApi, type JobLog, type JobLogFilters } from '../job-api';
import '../job.css';
import { CrudList } from '@/shared/components/crud/crud-list';
import { SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { actionsColumn } from '@/shared/components/crud/columns';
import { DetailModal } from '@/shared/components/crud/detail-modal';
import '../texts';

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
    actionsColumn(t('common.actions'), 100, (row) => (
      <RowActions>
        <DetailAction permission="infra:job:query" onClick={() => setDetail(row)} />
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="job-log-search"
      search={
        <>
          <SearchInput name="handlerName" label={t('job.handlerName')} />
          <Form.Item name="beginTime" label={t('job.beginTime')}>
            <DatePicker placeholder={t('common.pleaseSelect', { field: t('job.beginTime') })} style={{ width: 170 }} />
          </Form.Item>
          <Form.Item name="endTime" label={t('job.endTime')}>
            <DatePicker placeholder={t('common.pleaseSelect', { field: t('job.endTime') })} style={{ width: 170 }} />
          </Form.Item>
          <SearchDictSelect name="status" label={t('job.logStatus')} dictType={DICT_TYPE.INFRA_JOB_LOG_STATUS} />
        </>
      }
      toolbar={
        <>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/infra/job')}>
            {t('job.back')}
          </Button>
          <ExportButton permission="infra:job:export" name={t('job.logExportName')} fileName="任务日志.xlsx" download={() => jobApi.logExport(crud.filters)} />
        </>
      }
      columns={columns}
    >
      <DetailModal
        record={detail}
        title={t('job.logDetail')}
        width={720}
        labelWidth={120}
        onClose={() => setDetail(null)}
        fields={(detail) => [
          { label: t('job.logId'), value: detail.id },
          { label: t('job.jobId'), value: detail.jobId },
          { label: t('job.handlerName'), value: detail.handlerName },
          { label: t('job.handlerParam'), value: detail.handlerParam },
          { label: t('job.executeIndex'), value: detail.executeIndex },
          { label: t('job.logStatus'), value: <DictTag type={DICT_TYPE.INFRA_JOB_LOG_STATUS} value={detail.status} /> },
          { label: t('job.executeTime'), value: `${formatDateTime(detail.beginTime)} ~ ${detail.endTime === null ? '' : formatDateTime(detail.endTime)}`, span: 2 },
          { label: t('job.duration'), value: detail.duration === null ? '' : t('job.millisValue', { value: detail.duration }) },
          { label: t('job.result'), value: <Typography.Paragraph className="crud-pre" data-testid="job-log-result">{detail.result}</Typography.Paragraph>, span: 2 },
        ]}
      />
    </CrudList>
  );
}
