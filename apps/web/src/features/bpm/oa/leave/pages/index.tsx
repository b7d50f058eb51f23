import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import dayjs, { type Dayjs } from '@/shared/utils/dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/shared/auth/use-permission';
import { CancelProcessDialog } from '@/shared/bpm-process/cancel-dialog';
import { processApi, Result, type Leave, type LeaveFilters } from '@/shared/bpm-process/process-api';
import '@/shared/bpm-process/texts';
import { actionsColumn, dateTimeColumn, dictColumn, idColumn } from '@/shared/components/crud/columns';
import { CrudList } from '@/shared/components/crud/crud-list';
import { DetailAction, RowAction, RowActions } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';

interface SearchValues {
  type?: number;
  result?: number;
  reason?: string;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}
const toFilters = (v: SearchValues): LeaveFilters => ({ type: v.type, result: v.result, reason: v.reason?.trim() || undefined, createTime: toCreateTimeRange(v.createTime) });

/** 请假查询 (component bpm/oa/leave/index): the signed-in user's leave applications and their approval. */
export default function LeavePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const crud = useCrudPage<Leave, LeaveFilters, SearchValues>({ queryKey: ['bpm', 'oa-leave'], fetchPage: processApi.leavePage, toFilters });
  const [cancelling, setCancelling] = useState<number | null>(null);
  const canCreate = usePermission().hasPermi(['bpm:oa-leave:create']);
  const columns: TableColumnsType<Leave> = [
    idColumn(t('bpmProcess.leaveId')),
    dictColumn(t('bpmProcess.leaveStatus'), 'result', DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT),
    { title: t('bpmProcess.leaveStart'), dataIndex: 'startTime', width: 120, align: 'center', render: (ms: number) => dayjs(ms).format('YYYY-MM-DD') },
    { title: t('bpmProcess.leaveEnd'), dataIndex: 'endTime', width: 120, align: 'center', render: (ms: number) => dayjs(ms).format('YYYY-MM-DD') },
    dictColumn(t('bpmProcess.leaveType'), 'type', DICT_TYPE.BPM_OA_LEAVE_TYPE),
    { title: t('bpmProcess.leaveDays'), dataIndex: 'day', width: 90, align: 'center' },
    { title: t('bpmProcess.leaveReason'), dataIndex: 'reason', width: 200, ellipsis: { showTitle: true } },
    dateTimeColumn(t('bpmProcess.leaveApplyTime')),
    actionsColumn(t('common.actions'), 230, (row) => (
      <RowActions>
        {row.result === Result.PROCESS && row.processInstanceId !== null && (
          <RowAction permission="bpm:oa-leave:create" danger onClick={() => setCancelling(row.processInstanceId)}>
            {t('bpmProcess.leaveCancel')}
          </RowAction>
        )}
        <DetailAction permission="bpm:oa-leave:query" onClick={() => void navigate(`/bpm/oa/leave/detail?id=${row.id}`)} />
        {row.processInstanceId !== null && (
          <RowAction permission="bpm:oa-leave:query" onClick={() => void navigate(`/bpm/process-instance/detail?id=${row.processInstanceId}`)}>
            {t('bpmProcess.leaveProgress')}
          </RowAction>
        )}
      </RowActions>
    )),
  ];
  return (
    <CrudList
      crud={crud}
      name="bpm-leave-search"
      search={
        <>
          <SearchDictSelect name="type" label={t('bpmProcess.leaveType')} dictType={DICT_TYPE.BPM_OA_LEAVE_TYPE} />
          <SearchDateRange label={t('bpmProcess.leaveApplyTime')} />
          <SearchDictSelect name="result" label={t('bpmProcess.result')} dictType={DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT} />
          <SearchInput name="reason" label={t('bpmProcess.leaveReason')} />
        </>
      }
      toolbar={
        canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/bpm/oa/leave/create')}>
            {t('bpmProcess.leaveCreate')}
          </Button>
        )
      }
      columns={columns}
    >
      <CancelProcessDialog instanceId={cancelling} onClose={() => setCancelling(null)} onDone={() => void crud.invalidate()} />
    </CrudList>
  );
}
