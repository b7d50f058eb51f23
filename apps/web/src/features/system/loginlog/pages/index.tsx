import { Form, Select, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/components/dict-tag';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { ExportButton } from '@/shared/components/crud/export-button';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { formatDateTime } from '@/shared/utils/format';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { loginLogApi, type LoginLog, type LoginLogFilters } from '../loginlog-api';
import { CrudList } from '@/shared/components/crud/crud-list';
import { SearchDateRange, SearchInput } from '@/shared/components/crud/search-fields';
import '../texts';

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

  return (
    <CrudList
      crud={crud}
      name="login-log-search"
      search={
        <>
          <SearchInput name="userIp" label={t('loginlog.userIp')} />
          <SearchInput name="username" label={t('loginlog.username')} />
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
          <SearchDateRange label={t('loginlog.loginTime')} />
        </>
      }
      toolbar={<ExportButton permission="system:login-log:export" name={t('loginlog.exportName')} fileName="登录日志.xlsx" download={() => loginLogApi.export(crud.filters)} />}
      columns={columns}
    />
  );
}
