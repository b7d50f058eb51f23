import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SmsLog } from '../sms-log-api';
import { columnTitles, pickOption, renderPage, searchAndExpect, searchField } from '@/test/render-page';
import SmsLogPage from './smsLog';

const log: SmsLog = {
  id: 41,
  channelId: 3,
  channelCode: 'ALIYUN',
  templateId: 7,
  templateCode: 'user-sms-login',
  templateType: 1,
  templateContent: '您的验证码是 1234',
  templateParams: { code: '1234' },
  apiTemplateId: 'SMS_1',
  mobile: '15601691300',
  userId: null,
  userType: null,
  sendStatus: 10,
  sendTime: null,
  apiSendCode: null,
  apiSendMsg: null,
  apiRequestId: null,
  apiSerialNo: null,
  receiveStatus: 0,
  receiveTime: null,
  apiReceiveCode: null,
  apiReceiveMsg: null,
  createTime: new Date(2026, 0, 2, 3, 4, 5).getTime(),
};

const page = vi.fn((_query: unknown) => Promise.resolve({ list: [log], total: 1 }));
vi.mock('../sms-log-api', () => ({ smsLogApi: { page: (query: unknown) => page(query), export: vi.fn() } }));
vi.mock('../sms-channel-api', () => ({
  smsChannelApi: { listSimple: () => Promise.resolve([{ id: 3, code: 'ALIYUN', signature: '芋道' }]) },
}));

const dicts = [
  { dictType: 'system_sms_template_type', value: '1', label: '验证码' },
  { dictType: 'system_sms_channel_code', value: 'ALIYUN', label: '阿里云' },
];

describe('短信日志', () => {
  it('shows 创建时间 and 短信类型 (through its dictionary) as the original lists them', async () => {
    renderPage(<SmsLogPage />, { permissions: ['system:sms-log:query'], dicts });
    expect(await screen.findByText('2026-01-02 03:04:05')).toBeTruthy();
    expect(columnTitles()).toEqual(expect.arrayContaining(['创建时间', '短信类型']));
    expect(columnTitles().indexOf('创建时间')).toBe(1);
    expect(screen.getByText('验证码', { selector: '.ant-table-cell *' })).toBeTruthy();
  });

  it('searches by 短信渠道 (named as signature【provider】), 模板编号 and 接收时间', async () => {
    renderPage(<SmsLogPage />, { permissions: ['system:sms-log:query'], dicts });
    await screen.findByText('2026-01-02 03:04:05');
    await pickOption('短信渠道', '芋道【阿里云】');
    await userEvent.type(searchField('模板编号').getByRole('spinbutton'), '7');
    await userEvent.click(searchField('接收时间').getByTestId('date-range-stand-in'));
    const start = await waitFor(() => searchField('接收时间').getByPlaceholderText('开始日期'), { timeout: 30_000 });
    await userEvent.type(start, '2026-01-02{Enter}');
    await userEvent.type(searchField('接收时间').getByPlaceholderText('结束日期'), '2026-01-05{Enter}');
    await searchAndExpect(page, { channelId: 3, templateId: 7, receiveTime: ['2026-01-02 00:00:00', '2026-01-05 23:59:59'], pageNo: 1 });
  }, 60_000);

  it('refuses a 模板编号 that is not a whole number before asking', async () => {
    renderPage(<SmsLogPage />, { permissions: ['system:sms-log:query'], dicts });
    await screen.findByText('2026-01-02 03:04:05');
    await userEvent.type(searchField('模板编号').getByRole('spinbutton'), 'abc');
    await searchAndExpect(page, { pageNo: 1 });
    expect(page.mock.calls.at(-1)?.[0]).not.toHaveProperty('templateId', expect.anything());
  });
});
