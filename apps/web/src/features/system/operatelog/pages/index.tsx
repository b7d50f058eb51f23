import { useState } from 'react';
import { Form, Select, Tag, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/components/dict-tag';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { ExportButton } from '@/shared/components/crud/export-button';
import { DetailAction, RowActions } from '@/shared/components/crud/row-action';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { formatDateTime } from '@/shared/utils/format';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { operateLogApi, type OperateLog, type OperateLogFilters } from '../operatelog-api';
import { OperateLogDetail } from '../operatelog-detail';
import { CrudList } from '@/shared/components/crud/crud-list';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { actionsColumn } from '@/shared/components/crud/columns';
import '../texts';

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
    actionsColumn(t('common.actions'), 100, (row) => (
      <RowActions>
        <DetailAction permission="system:operate-log:query" onClick={() => setDetail(row)} />
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="operate-log-search"
      search={
        <>
          <SearchInput name="module" label={t('operatelog.module')} />
          <SearchInput name="userNickname" label={t('operatelog.user')} />
          <SearchDictSelect name="type" label={t('operatelog.type')} dictType={DICT_TYPE.SYSTEM_OPERATE_TYPE} />
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
          <SearchDateRange name="startTime" label={t('operatelog.startTime')} />
        </>
      }
      toolbar={<ExportButton permission="system:operate-log:export" name={t('operatelog.exportName')} fileName="操作日志.xlsx" download={() => operateLogApi.export(crud.filters)} />}
      columns={columns}
    >
      <OperateLogDetail log={detail} onClose={() => setDetail(null)} />
    </CrudList>
  );
}
