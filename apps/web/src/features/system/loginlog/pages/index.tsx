import { Card, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/components/date-range-field';
import { DictTag } from '../../../../shared/components/dict-tag';
import { Pagination } from '../../../../shared/components/pagination';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ExportButton } from '../../../../shared/components/crud/export-button';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { formatDateTime } from '../../../../shared/utils/format';
import { toCreateTimeRange } from '../../../../shared/utils/date-range';
import { loginLogApi, type LoginLog, type LoginLogFilters } from '../loginlog-api';

interface SearchValues {
  userIp?: string;
  username?: string;
  status?: boolean;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): LoginLogFilters {
  return { userIp: values.userIp?.trim() || undefined, username: values.username?.trim() || undefined, status: values.status, createTime: toCreateTimeRange(values.createTime) };
}

/** 登录日志 (component system/loginlog/index): read-only, newest first. */
export default function LoginLogPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<LoginLog, LoginLogFilters, SearchValues>({ queryKey: ['system', 'login-log'], fetchPage: loginLogApi.page, toFilters });

  const columns: TableColumnsType<LoginLog> = [
    { title: t('loginlog.id'), dataIndex: 'id', width: 90, align: 'center' },
    { title: t('loginlog.logType'), dataIndex: 'logType', width: 110, align: 'center', render: (type: number) => <DictTag type={DICT_TYPE.SYSTEM_LOGIN_TYPE} value={type} /> },
    { title: t('loginlog.username'), dataIndex: 'username', width: 130, ellipsis: true },
    { title: t('loginlog.userIp'), dataIndex: 'userIp', width: 140, ellipsis: true },
    { title: t('loginlog.userAgent'), dataIndex: 'userAgent', ellipsis: true },
    { title: t('loginlog.result'), dataIndex: 'result', width: 150, align: 'center', render: (result: number) => <DictTag type={DICT_TYPE.SYSTEM_LOGIN_RESULT} value={result} /> },
    { title: t('loginlog.createTime'), dataIndex: 'createTime', width: 170, align: 'center', render: (value: number) => formatDateTime(value) },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="login-log-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="userIp" label={t('loginlog.userIp')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('loginlog.userIp') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="username" label={t('loginlog.username')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('loginlog.username') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={t('loginlog.status')}>
          <Select
            allowClear
            placeholder={t('common.pleaseSelect', { field: t('loginlog.status') })}
            style={{ width: 140 }}
            options={[
              { value: true, label: t('crud.success') },
              { value: false, label: t('crud.failure') },
            ]}
          />
        </Form.Item>
        <Form.Item name="createTime" label={t('loginlog.loginTime')}>
          <DateRangeField />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <ExportButton permission="system:login-log:export" name={t('loginlog.exportName')} fileName="登录日志.xlsx" download={() => loginLogApi.export(crud.filters)} />
      </RightToolbar>
      <Table<LoginLog> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 1000 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
    </Card>
  );
}
