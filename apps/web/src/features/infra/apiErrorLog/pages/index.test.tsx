import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ErrorLogApi from '../api-error-log-api';
import type { ApiErrorLog } from '../api-error-log-api';
import { columnTitles, detailValue, pickOption, renderPage, searchAndExpect, searchField } from '@/test/render-page';
import ApiErrorLogPage from './index';

const row: ApiErrorLog = {
  id: 9,
  traceId: 't-9',
  userId: 1,
  userType: 2,
  applicationName: 'yudao-server',
  requestMethod: 'GET',
  requestUrl: '/admin-api/system/notice/page',
  requestParams: '{}',
  userIp: '127.0.0.1',
  userAgent: 'test',
  exceptionTime: 1_767_000_000_000,
  exceptionName: 'Error',
  exceptionMessage: 'boom',
  exceptionRootCauseMessage: 'boom',
  exceptionStackTrace: 'Error: boom',
  exceptionClassName: 'Error',
  exceptionFileName: '',
  exceptionMethodName: '',
  exceptionLineNumber: 0,
  processStatus: 1,
  processTime: new Date(2026, 0, 3, 4, 5, 6).getTime(),
  processUserId: 1,
  processUserName: '芋道源码',
  createTime: 1_767_000_000_000,
};

const page = vi.fn((_query: unknown) => Promise.resolve({ list: [row], total: 1 }));
vi.mock('../api-error-log-api', async (importOriginal) => ({
  ...(await importOriginal<typeof ErrorLogApi>()),
  apiErrorLogApi: { page: (query: unknown) => page(query), process: vi.fn(), export: vi.fn() },
}));

const dicts = [
  { dictType: 'user_type', value: '1', label: '会员' },
  { dictType: 'user_type', value: '2', label: '管理员' },
  { dictType: 'infra_api_error_log_process_status', value: '1', label: '已处理' },
];

describe('错误日志', () => {
  it('lists, searches and details 用户类型 and 应用名; 详细 names the 处理人 and gives the 处理时间', async () => {
    renderPage(<ApiErrorLogPage />, { permissions: ['infra:api-error-log:query'], dicts });
    expect(await screen.findByText('yudao-server')).toBeTruthy();
    expect(columnTitles()).toEqual(expect.arrayContaining(['用户类型', '应用名']));
    expect(screen.getByText('管理员', { selector: '.ant-table-cell *' })).toBeTruthy();

    await pickOption('用户类型', '管理员');
    await userEvent.type(searchField('应用名').getByRole('textbox'), 'yudao-server');
    await searchAndExpect(page, { userType: 2, applicationName: 'yudao-server', pageNo: 1 });

    await userEvent.click(screen.getByRole('button', { name: /详细/ }));
    expect(detailValue('应用名')).toBe('yudao-server');
    expect(detailValue('用户类型')).toBe('管理员');
    expect(detailValue('处理人')).toBe('芋道源码');
    expect(detailValue('处理时间')).toBe('2026-01-03 04:05:06');
  }, 60_000);
});
