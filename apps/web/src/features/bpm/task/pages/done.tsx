import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/shared/bpm-process/duration';
import { processApi, type DoneTask, type TaskFilters } from '@/shared/bpm-process/process-api';
import '@/shared/bpm-process/texts';
import { actionsColumn, dateTimeColumn, dictColumn, idColumn } from '@/shared/components/crud/columns';
import { CrudList } from '@/shared/components/crud/crud-list';
import { DetailAction, RowActions } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';

interface SearchValues {
  name?: string;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}
const toFilters = (v: SearchValues): TaskFilters => ({ name: v.name?.trim() || undefined, createTime: toCreateTimeRange(v.createTime) });

/** 已办任务 (component bpm/task/done): the tasks the signed-in user decided (or that were cancelled in their hands). */
export default function DoneTasksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const crud = useCrudPage<DoneTask, TaskFilters, SearchValues>({ queryKey: ['bpm', 'task', 'done'], fetchPage: processApi.donePage, toFilters });
  const columns: TableColumnsType<DoneTask> = [
    idColumn(t('bpmProcess.taskId')),
    { title: t('bpmProcess.taskName'), dataIndex: 'name', width: 150, ellipsis: true },
    { title: t('bpmProcess.definition'), key: 'process', width: 160, ellipsis: true, render: (_v, row) => row.processInstance.name },
    { title: t('bpmProcess.taskStarter'), key: 'starter', width: 130, render: (_v, row) => row.processInstance.startUserNickname },
    dictColumn(t('bpmProcess.result'), 'result', DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT),
    { title: t('bpmProcess.opinion'), dataIndex: 'reason', width: 180, ellipsis: { showTitle: true } },
    dateTimeColumn(t('bpmProcess.createTime')),
    dateTimeColumn(t('bpmProcess.approveTime'), 'endTime'),
    { title: t('bpmProcess.duration'), dataIndex: 'durationInMillis', width: 130, render: (ms: number | null) => formatDuration(ms, t) },
    actionsColumn(t('common.actions'), 90, (row) => (
      <RowActions>
        <DetailAction permission="bpm:task:query" onClick={() => void navigate(`/bpm/process-instance/detail?id=${row.processInstance.id}`)} />
      </RowActions>
    )),
  ];
  return (
    <CrudList
      crud={crud}
      name="bpm-done-search"
      search={
        <>
          <SearchInput name="name" label={t('bpmProcess.taskName')} />
          <SearchDateRange label={t('bpmProcess.createTime')} />
        </>
      }
      columns={columns}
    />
  );
}
