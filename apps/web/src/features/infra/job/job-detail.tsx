import { Descriptions, Modal, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../../shared/components/dict-tag';
import { DICT_TYPE } from '../../../shared/dict/dict-types';
import { formatDateTime } from '../../../shared/utils/format';
import { jobApi, type Job } from './job-api';

/** 任务详细: the job's settings and its next five runs as the server computes them. */
export function JobDetail({ job, onClose }: { job: Job | null; onClose(): void }) {
  const { t } = useTranslation();
  const next = useQuery({ queryKey: ['infra', 'job', 'next-times', job?.id, job?.cronExpression], queryFn: () => jobApi.nextTimes(job!.id), enabled: !!job });
  return (
    <Modal open={!!job} title={t('job.detail')} footer={null} onCancel={onClose} width={720} destroyOnHidden>
      {job && (
        <Descriptions bordered size="small" column={2} labelStyle={{ width: 130 }}>
          <Descriptions.Item label={t('job.id')}>{job.id}</Descriptions.Item>
          <Descriptions.Item label={t('job.name')}>{job.name}</Descriptions.Item>
          <Descriptions.Item label={t('job.status')}>
            <DictTag type={DICT_TYPE.INFRA_JOB_STATUS} value={job.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('job.handlerName')}>{job.handlerName}</Descriptions.Item>
          <Descriptions.Item label={t('job.handlerParam')}>{job.handlerParam}</Descriptions.Item>
          <Descriptions.Item label={t('job.cronExpression')}>{job.cronExpression}</Descriptions.Item>
          <Descriptions.Item label={t('job.retryCount')}>
            {job.retryCount > 0 ? t('job.retryValue', { count: job.retryCount, interval: job.retryInterval }) : t('job.noRetry')}
          </Descriptions.Item>
          <Descriptions.Item label={t('job.monitorTimeout')}>{job.monitorTimeout > 0 ? t('job.millisValue', { value: job.monitorTimeout }) : t('job.noMonitor')}</Descriptions.Item>
          <Descriptions.Item label={t('job.nextTimes')} span={2}>
            <Spin spinning={next.isLoading}>
              <ol className="cron-preview" data-testid="job-next-times">
                {(next.data ?? []).map((time) => (
                  <li key={time}>{formatDateTime(time)}</li>
                ))}
              </ol>
            </Spin>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
