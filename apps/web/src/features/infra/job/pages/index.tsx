import { useState } from 'react';
import { Button, Card, Dropdown, Form, Input, Select, Table, type MenuProps, type TableColumnsType } from 'antd';
import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import DoubleRightOutlined from '@ant-design/icons/DoubleRightOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../../shared/auth/auth-guard';
import { usePermission } from '../../../../shared/auth/use-permission';
import { Pagination } from '../../../../shared/components/pagination';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ExportButton } from '../../../../shared/components/crud/export-button';
import { confirmAction } from '../../../../shared/components/crud/confirm';
import { DeleteAction, EditAction, RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { useEditDialog } from '../../../../shared/components/crud/use-edit-dialog';
import { actionsColumn, dictColumn, idColumn } from '../../../../shared/components/crud/columns';
import { CreateButton } from '../../../../shared/components/crud/create-button';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { JobDetail } from '../job-detail';
import { JobForm } from '../job-form';
import { JOB_STATUS, jobApi, type Job, type JobFilters, type JobInput } from '../job-api';
import '../job.css';

function toFilters(values: JobFilters): JobFilters {
  return { name: values.name?.trim() || undefined, status: values.status, handlerName: values.handlerName?.trim() || undefined };
}

/** 定时任务 (component infra/job/index). */
export default function JobPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermi } = usePermission();
  const crud = useCrudPage<Job, JobFilters, JobFilters>({ queryKey: ['infra', 'job'], fetchPage: jobApi.page, toFilters });
  const statuses = useDictOptions(DICT_TYPE.INFRA_JOB_STATUS);
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

  const moreItems: MenuProps['items'] = [
    hasPermi(['infra:job:trigger']) ? { key: 'run', label: t('job.runOnce') } : null,
    hasPermi(['infra:job:query']) ? { key: 'detail', label: t('job.detail') } : null,
    hasPermi(['infra:job:query']) ? { key: 'logs', label: t('job.logs') } : null,
  ].filter((item) => item !== null);

  const onMore = (row: Job, key: string) => {
    if (key === 'run') confirmAction({ content: t('job.confirmRun', { name: row.name }), run: () => jobApi.trigger(row.id), successText: t('job.runQueued') });
    if (key === 'detail') setDetail(row);
    if (key === 'logs') void navigate(`/job/log?jobId=${row.id}`);
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
        {moreItems.length > 0 && (
          <Dropdown menu={{ items: moreItems, onClick: ({ key }) => onMore(row, key) }} trigger={['click']}>
            <Button type="link" size="small" icon={<DoubleRightOutlined />}>
              {t('crud.more')}
            </Button>
          </Dropdown>
        )}
      </RowActions>
    )),
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="job-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="name" label={t('job.name')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('job.name') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={t('job.status')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('job.status') })} style={{ width: 140 }} options={statuses} />
        </Form.Item>
        <Form.Item name="handlerName" label={t('job.handlerName')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('job.handlerName') })} style={{ width: 180 }} />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <CreateButton permission="infra:job:create" onClick={dialog.openCreate} />
        <ExportButton permission="infra:job:export" name={t('job.exportName')} fileName="定时任务.xlsx" download={() => jobApi.export(crud.filters)} />
        <Auth permissions={['infra:job:query']}>
          <Button icon={<FileTextOutlined />} onClick={() => void navigate('/job/log')}>
            {t('job.logButton')}
          </Button>
        </Auth>
      </RightToolbar>
      <Table<Job> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 1100 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <JobForm
        open={dialog.open}
        editing={dialog.editing}
        saving={dialog.saving}
        onCancel={dialog.close}
        onSubmit={dialog.save}
      />
      <JobDetail job={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
