import { Card, Descriptions } from 'antd';
import dayjs from '@/shared/utils/dayjs';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { processApi } from '@/shared/bpm-process/process-api';
import '@/shared/bpm-process/texts';
import { DictTag } from '@/shared/components/dict-tag';
import { DICT_TYPE } from '@/shared/dict/dict-types';

const day = (ms: number) => dayjs(ms).format('YYYY-MM-DD');

/** 查看 OA 请假 (/bpm/oa/leave/detail?id=): the application as submitted, read-only (the process detail links here). */
export default function LeaveDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const leave = useQuery({ queryKey: ['bpm', 'oa-leave', 'detail', id], queryFn: () => processApi.leave(id), enabled: id > 0 });
  return (
    <Card className="page-card" title={t('bpmProcess.leaveDetailTitle')} loading={leave.isLoading}>
      {leave.data && (
        <Descriptions column={1} bordered size="middle" style={{ maxWidth: 640 }} styles={{ label: { width: 140 } }}>
          <Descriptions.Item label={t('bpmProcess.leaveStart')}>{day(leave.data.startTime)}</Descriptions.Item>
          <Descriptions.Item label={t('bpmProcess.leaveEnd')}>{day(leave.data.endTime)}</Descriptions.Item>
          <Descriptions.Item label={t('bpmProcess.leaveDays')}>{t('bpmProcess.leaveDayUnit', { count: leave.data.day })}</Descriptions.Item>
          <Descriptions.Item label={t('bpmProcess.leaveType')}>
            <DictTag type={DICT_TYPE.BPM_OA_LEAVE_TYPE} value={leave.data.type} />
          </Descriptions.Item>
          <Descriptions.Item label={t('bpmProcess.leaveReason')}>{leave.data.reason}</Descriptions.Item>
          <Descriptions.Item label={t('bpmProcess.leaveStatus')}>
            <DictTag type={DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT} value={leave.data.result} />
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
