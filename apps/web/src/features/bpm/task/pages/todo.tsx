import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { processApi, type TaskFilters, type TodoTask } from '@/shared/bpm-process/process-api';
import '@/shared/bpm-process/texts';
import { actionsColumn, dateTimeColumn, idColumn } from '@/shared/components/crud/columns';
import { CrudList } from '@/shared/components/crud/crud-list';
import { RowAction, RowActions } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { Tag } from 'antd';

interface SearchValues {
  name?: string;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}
const toFilters = (v: SearchValues): TaskFilters => ({ name: v.name?.trim() || undefined, createTime: toCreateTimeRange(v.createTime) });

/** 待办任务 (component bpm/task/todo): the tasks waiting for the signed-in user. */
export default function TodoTasksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const crud = useCrudPage<TodoTask, TaskFilters, SearchValues>({ queryKey: ['bpm', 'task', 'todo'], fetchPage: processApi.todoPage, toFilters });
  const columns: TableColumnsType<TodoTask> = [
    idColumn(t('bpmProcess.taskId')),
    { title: t('bpmProcess.taskName'), dataIndex: 'name', width: 160, ellipsis: true },
    { title: t('bpmProcess.definition'), key: 'process', width: 180, ellipsis: true, render: (_v, row) => row.processInstance.name },
    { title: t('bpmProcess.taskStarter'), key: 'starter', width: 140, render: (_v, row) => row.processInstance.startUserNickname },
    dateTimeColumn(t('bpmProcess.createTime')),
    {
      title: t('bpmProcess.suspension'),
      dataIndex: 'suspensionState',
      width: 90,
      align: 'center',
      render: (state: number) => (state === 1 ? <Tag color="success">{t('bpmProcess.active')}</Tag> : <Tag color="warning">{t('bpmProcess.suspended')}</Tag>),
    },
    actionsColumn(t('common.actions'), 100, (row) => (
      <RowActions>
        <RowAction permission="bpm:task:update" onClick={() => void navigate(`/bpm/process-instance/detail?id=${row.processInstance.id}`)}>
          {t('bpmProcess.handle')}
        </RowAction>
      </RowActions>
    )),
  ];
  return (
    <CrudList
      crud={crud}
      name="bpm-todo-search"
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
