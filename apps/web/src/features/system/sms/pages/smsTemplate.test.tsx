import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { SmsTemplate } from '../sms-template-api';
import { columnTitles, renderPage } from '@/test/render-page';
import SmsTemplatePage from './smsTemplate';

const row: SmsTemplate = {
  id: 4,
  type: 1,
  status: 0,
  code: 'user-sms-login',
  name: '登录验证码',
  content: '您的验证码是{code}',
  params: ['code'],
  remark: '会员登录用',
  apiTemplateId: 'SMS_1',
  channelId: 3,
  channelCode: 'ALIYUN',
  createTime: 1_767_000_000_000,
};
vi.mock('../sms-template-api', () => ({ smsTemplateApi: { page: () => Promise.resolve({ list: [row], total: 1 }) } }));
vi.mock('../sms-channel-api', () => ({ smsChannelApi: { listSimple: () => Promise.resolve([{ id: 3, code: 'ALIYUN', signature: '芋道' }]) } }));

describe('短信模板', () => {
  it('shows 备注 after the status column, as the original lists it', async () => {
    renderPage(<SmsTemplatePage />, { permissions: ['system:sms-template:query'] });
    expect(await screen.findByText('会员登录用')).toBeTruthy();
    const titles = columnTitles();
    expect(titles.indexOf('备注')).toBe(titles.indexOf('启用状态') + 1);
  }, 60_000);
});
