import { Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/components/dict-tag';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { formatDateTime } from '@/shared/utils/format';
import { jobApi, type Job } from './job-api';
import { DetailModal } from '@/shared/components/crud/detail-modal';

/** 任务详细: the job's settings and its next five runs as the server computes them. */
export function JobDetail({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const { t } = useTranslation();
  const next = useQuery({ queryKey: ['infra', 'job', 'next-times', job?.id, job?.cronExpression], queryFn: () => jobApi.nextTimes(job!.id), enabled: !!job });
  return (
    <DetailModal
      record={job}
      title={t('job.detail')}
      width={720}
      labelWidth={130}
      onClose={onClose}
      fields={(job) => [
        { label: t('job.id'), value: job.id },
        { label: t('job.name'), value: job.name },
        { label: t('job.status'), value: <DictTag type={DICT_TYPE.INFRA_JOB_STATUS} value={job.status} /> },
        { label: t('job.handlerName'), value: job.handlerName },
        { label: t('job.handlerParam'), value: job.handlerParam },
        { label: t('job.cronExpression'), value: job.cronExpression },
        { label: t('job.retryCount'), value: job.retryCount > 0 ? t('job.retryValue', { count: job.retryCount, interval: job.retryInterval }) : t('job.noRetry') },
        { label: t('job.monitorTimeout'), value: job.monitorTimeout > 0 ? t('job.millisValue', { value: job.monitorTimeout }) : t('job.noMonitor') },
        {
          label: t('job.nextTimes'),
          span: 2,
          value: (
            <Spin spinning={next.isLoading}>
              <ol className="cron-preview" data-testid="job-next-times">
                {(next.data ?? []).map((time) => (
                  <li key={time}>{formatDateTime(time)}</li>
                ))}
              </ol>
            </Spin>
          ),
        },
      ]}
    />
  );
}
