import { useState } from 'react';
import { Button, Space, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actionsColumn, dateTimeColumn, dictColumn, idColumn } from '@/shared/components/crud/columns';
import { CrudList } from '@/shared/components/crud/crud-list';
import { DetailAction, RowAction, RowActions } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchDictSelect, SearchIdInput, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { usePermission } from '@/shared/auth/use-permission';
import { CancelProcessDialog } from '@/shared/bpm-process/cancel-dialog';
import { processApi, Result, type InstanceFilters, type ProcessInstance } from '@/shared/bpm-process/process-api';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import '@/shared/bpm-process/texts';

interface SearchValues {
  name?: string;
  processDefinitionId?: number | null;
  category?: string;
  status?: number;
  result?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

const toFilters = (v: SearchValues): InstanceFilters => ({
  name: v.name?.trim() || undefined,
  processDefinitionId: v.processDefinitionId ?? undefined,
  category: v.category,
  status: v.status,
  result: v.result,
  createTime: toCreateTimeRange(v.createTime),
});

/** 我的流程 (component bpm/processInstance/index): the processes the signed-in user started. */
export default function MyProcessesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const crud = useCrudPage<ProcessInstance, InstanceFilters, SearchValues>({ queryKey: ['bpm', 'process-instance', 'my'], fetchPage: processApi.myPage, toFilters });
  const [cancelling, setCancelling] = useState<number | null>(null);
  const canStart = usePermission().hasPermi(['bpm:process-instance:query']);
  const detail = (id: number) => void navigate(`/bpm/process-instance/detail?id=${id}`);

  const columns: TableColumnsType<ProcessInstance> = [
    idColumn(t('bpmProcess.id')),
    { title: t('bpmProcess.name'), dataIndex: 'name', width: 160, ellipsis: true },
    dictColumn(t('bpmProcess.category'), 'category', DICT_TYPE.BPM_MODEL_CATEGORY),
    {
      title: t('bpmProcess.currentTasks'),
      key: 'tasks',
      width: 200,
      render: (_v, row) => (
        <Space size={4} wrap>
          {row.tasks.map((task) => (
            <Button key={task.id} type="link" size="small" style={{ padding: 0 }} onClick={() => detail(row.id)}>
              {task.name}
            </Button>
          ))}
        </Space>
      ),
    },
    dictColumn(t('bpmProcess.status'), 'status', DICT_TYPE.BPM_PROCESS_INSTANCE_STATUS),
    dictColumn(t('bpmProcess.result'), 'result', DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT),
    dateTimeColumn(t('bpmProcess.submitTime')),
    dateTimeColumn(t('bpmProcess.endTime'), 'endTime'),
    actionsColumn(t('common.actions'), 150, (row) => (
      <RowActions>
        {row.result === Result.PROCESS && (
          <RowAction permission="bpm:process-instance:cancel" danger onClick={() => setCancelling(row.id)}>
            {t('bpmProcess.cancel')}
          </RowAction>
        )}
        <DetailAction permission="bpm:process-instance:query" onClick={() => detail(row.id)} />
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="bpm-my-process-search"
      search={
        <>
          <SearchInput name="name" label={t('bpmProcess.name')} />
          <SearchIdInput name="processDefinitionId" label={t('bpmProcess.definition')} />
          <SearchDictSelect name="category" label={t('bpmProcess.category')} dictType={DICT_TYPE.BPM_MODEL_CATEGORY} asString />
          <SearchDictSelect name="status" label={t('bpmProcess.status')} dictType={DICT_TYPE.BPM_PROCESS_INSTANCE_STATUS} />
          <SearchDictSelect name="result" label={t('bpmProcess.result')} dictType={DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT} />
          <SearchDateRange label={t('bpmProcess.submitTime')} />
        </>
      }
      toolbar={
        canStart && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/bpm/process-instance/create')}>
            {t('bpmProcess.start')}
          </Button>
        )
      }
      columns={columns}
    >
      <CancelProcessDialog instanceId={cancelling} onClose={() => setCancelling(null)} onDone={() => void crud.invalidate()} />
    </CrudList>
  );
}
