import { useState } from 'react';
import { Card, Form, Input, Select, Tag, Table, type TableColumnsType } from 'antd';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/components/date-range-field';
import { DictTag } from '../../../../shared/components/dict-tag';
import { Pagination } from '../../../../shared/components/pagination';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ExportButton } from '../../../../shared/components/crud/export-button';
import { RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { formatDateTime } from '../../../../shared/utils/format';
import { toCreateTimeRange } from '../../../../shared/utils/date-range';
import { operateLogApi, type OperateLog, type OperateLogFilters } from '../operatelog-api';
import { OperateLogDetail } from '../operatelog-detail';

interface SearchValues {
  module?: string;
  userNickname?: string;
  type?: number;
  success?: boolean;
  startTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): OperateLogFilters {
  return {
    module: values.module?.trim() || undefined,
    userNickname: values.userNickname?.trim() || undefined,
    type: values.type,
    success: values.success,
    startTime: toCreateTimeRange(values.startTime),
  };
}

/** 操作日志 (component system/operatelog/index). */
export default function OperateLogPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<OperateLog, OperateLogFilters, SearchValues>({ queryKey: ['system', 'operate-log'], fetchPage: operateLogApi.page, toFilters });
  const types = useDictOptions(DICT_TYPE.SYSTEM_OPERATE_TYPE);
  const [detail, setDetail] = useState<OperateLog | null>(null);

  const columns: TableColumnsType<OperateLog> = [
    { title: t('operatelog.id'), dataIndex: 'id', width: 90, align: 'center' },
    { title: t('operatelog.module'), dataIndex: 'module', width: 140, ellipsis: true },
    { title: t('operatelog.name'), dataIndex: 'name', ellipsis: true },
    { title: t('operatelog.type'), dataIndex: 'type', width: 100, align: 'center', render: (type: number) => <DictTag type={DICT_TYPE.SYSTEM_OPERATE_TYPE} value={type} /> },
    { title: t('operatelog.user'), dataIndex: 'userNickname', width: 120, ellipsis: true },
    {
      title: t('operatelog.result'),
      dataIndex: 'resultCode',
      width: 100,
      align: 'center',
      render: (code: number) => (code === 0 ? <Tag color="success">{t('crud.success')}</Tag> : <Tag color="error">{t('crud.failure')}</Tag>),
    },
    { title: t('operatelog.startTime'), dataIndex: 'startTime', width: 170, align: 'center', render: (value: number) => formatDateTime(value) },
    { title: t('operatelog.duration'), dataIndex: 'duration', width: 100, align: 'center', render: (ms: number) => t('operatelog.durationMs', { ms }) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          <RowAction permission="system:operate-log:query" icon={<EyeOutlined />} onClick={() => setDetail(row)}>
            {t('crud.detail')}
          </RowAction>
        </RowActions>
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="operate-log-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="module" label={t('operatelog.module')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('operatelog.module') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="userNickname" label={t('operatelog.user')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('operatelog.user') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="type" label={t('operatelog.type')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('operatelog.type') })} style={{ width: 140 }} options={types} />
        </Form.Item>
        <Form.Item name="success" label={t('operatelog.status')}>
          <Select
            allowClear
            placeholder={t('common.pleaseSelect', { field: t('operatelog.status') })}
            style={{ width: 140 }}
            options={[
              { value: true, label: t('crud.success') },
              { value: false, label: t('crud.failure') },
            ]}
          />
        </Form.Item>
        <Form.Item name="startTime" label={t('operatelog.startTime')}>
          <DateRangeField />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <ExportButton permission="system:operate-log:export" name={t('operatelog.exportName')} fileName="操作日志.xlsx" download={() => operateLogApi.export(crud.filters)} />
      </RightToolbar>
      <Table<OperateLog> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 1100 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <OperateLogDetail log={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
