import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/shared/auth/auth-guard';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { ExportButton } from '@/shared/components/crud/export-button';
import { confirmAction } from '@/shared/components/crud/confirm';
import { DeleteAction, EditAction, MoreActions, RowAction, RowActions } from '@/shared/components/crud/row-action';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { actionsColumn, dictColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { JobDetail } from '../job-detail';
import { JobForm } from '../job-form';
import { JOB_STATUS, jobApi, type Job, type JobFilters, type JobInput } from '../job-api';
import '../job.css';
import { CrudList } from '@/shared/components/crud/crud-list';
import { SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import '../texts';

function toFilters(values: JobFilters): JobFilters {
  return { name: values.name?.trim() || undefined, status: values.status, handlerName: values.handlerName?.trim() || undefined };
}

/** 定时任务 (component infra/job/index). */
export default function JobPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const crud = useCrudPage<Job, JobFilters, JobFilters>({ queryKey: ['infra', 'job'], fetchPage: jobApi.page, toFilters });
  const dialog = useEditDialog<Job, JobInput>({ get: jobApi.get, create: jobApi.create, update: jobApi.update, onSaved: crud.invalidate });
  const [detail, setDetail] = useState<Job | null>(null);

  const changeStatus = (row: Job) => {
    const starting = row.status === JOB_STATUS.STOP;
    confirmAction({
      content: t('job.confirmStatus', { action: starting ? t('job.start') : t('job.pause'), id: row.id }),
      run: () => jobApi.updateStatus(row.id, starting ? JOB_STATUS.NORMAL : JOB_STATUS.STOP),
      successText: starting ? t('job.startSuccess') : t('job.pauseSuccess'),
      onDone: crud.invalidate,
    });
  };

  const columns: TableColumnsType<Job> = [
    idColumn(t('job.id')),
    { title: t('job.name'), dataIndex: 'name', ellipsis: true },
    dictColumn(t('job.status'), 'status', DICT_TYPE.INFRA_JOB_STATUS),
    { title: t('job.handlerName'), dataIndex: 'handlerName', ellipsis: true },
    { title: t('job.handlerParam'), dataIndex: 'handlerParam', width: 130, ellipsis: true },
    { title: t('job.cronExpression'), dataIndex: 'cronExpression', width: 170, ellipsis: true, render: (cron: string) => <code>{cron}</code> },
    actionsColumn(t('common.actions'), 260, (row) => (
      <RowActions>
        <EditAction permission="infra:job:update" disabled={row.status !== JOB_STATUS.NORMAL} onClick={() => void dialog.openEdit(row)} />
        {row.status !== JOB_STATUS.INIT && (
          <RowAction permission="infra:job:update" icon={row.status === JOB_STATUS.STOP ? <PlayCircleOutlined /> : <PauseCircleOutlined />} onClick={() => changeStatus(row)}>
            {row.status === JOB_STATUS.STOP ? t('job.start') : t('job.pause')}
          </RowAction>
        )}
        <DeleteAction
          permission="infra:job:delete"
          subject={t('crud.idSubject', { entity: t('job.id'), id: row.id })}
          remove={() => jobApi.remove(row.id)}
          onDone={crud.invalidate}
        />
        <MoreActions
          items={[
            {
              key: 'run',
              permission: 'infra:job:trigger',
              label: t('job.runOnce'),
              onClick: () => confirmAction({ content: t('job.confirmRun', { name: row.name }), run: () => jobApi.trigger(row.id), successText: t('job.runQueued') }),
            },
            { key: 'detail', permission: 'infra:job:query', label: t('job.detail'), onClick: () => setDetail(row) },
            { key: 'logs', permission: 'infra:job:query', label: t('job.logs'), onClick: () => void navigate(`/job/log?jobId=${row.id}`) },
          ]}
        />
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="job-search"
      search={
        <>
          <SearchInput name="name" label={t('job.name')} />
          <SearchDictSelect name="status" label={t('job.status')} dictType={DICT_TYPE.INFRA_JOB_STATUS} />
          <SearchInput name="handlerName" label={t('job.handlerName')} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="infra:job:create" onClick={dialog.openCreate} />
          <ExportButton permission="infra:job:export" name={t('job.exportName')} fileName="定时任务.xlsx" download={() => jobApi.export(crud.filters)} />
          <Auth permissions={['infra:job:query']}>
            <Button icon={<FileTextOutlined />} onClick={() => void navigate('/job/log')}>
              {t('job.logButton')}
            </Button>
          </Auth>
        </>
      }
      columns={columns}
    >
      <JobForm dialog={dialog} />
      <JobDetail job={detail} onClose={() => setDetail(null)} />
    </CrudList>
  );
}
