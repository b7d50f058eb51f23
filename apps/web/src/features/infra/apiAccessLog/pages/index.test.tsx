import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiAccessLog } from '../api-access-log-api';
import { columnTitles, detailValue, pickOption, renderPage, searchAndExpect, searchField } from '@/test/render-page';
import ApiAccessLogPage from './index';

const row: ApiAccessLog = {
  id: 5,
  traceId: 't-5',
  userId: 1,
  userType: 2,
  applicationName: 'yudao-server',
  requestMethod: 'GET',
  requestUrl: '/admin-api/system/user/page',
  requestParams: '{}',
  userIp: '127.0.0.1',
  userAgent: 'test',
  operateModule: '',
  operateName: '',
  operateType: 0,
  beginTime: 1_767_000_000_000,
  endTime: 1_767_000_000_010,
  duration: 10,
  resultCode: 0,
  resultMsg: '',
  createTime: 1_767_000_000_000,
};

const page = vi.fn((_query: unknown) => Promise.resolve({ list: [row], total: 1 }));
vi.mock('../api-access-log-api', () => ({ apiAccessLogApi: { page: (query: unknown) => page(query), export: vi.fn() } }));

const dicts = [
  { dictType: 'user_type', value: '1', label: '会员' },
  { dictType: 'user_type', value: '2', label: '管理员' },
];

describe('访问日志', () => {
  it('lists, searches and details 用户类型 (user_type) and 应用名', async () => {
    renderPage(<ApiAccessLogPage />, { permissions: ['infra:api-access-log:query'], dicts });
    expect(await screen.findByText('yudao-server')).toBeTruthy();
    expect(columnTitles()).toEqual(expect.arrayContaining(['用户类型', '应用名']));
    expect(screen.getByText('管理员', { selector: '.ant-table-cell *' })).toBeTruthy();

    await pickOption('用户类型', '会员');
    await userEvent.type(searchField('应用名').getByRole('textbox'), ' yudao ');
    await searchAndExpect(page, { userType: 1, applicationName: 'yudao', pageNo: 1 });

    await userEvent.click(screen.getByRole('button', { name: /详细/ }));
    expect(detailValue('应用名')).toBe('yudao-server');
    expect(detailValue('用户类型')).toBe('管理员');
  }, 60_000);
});
