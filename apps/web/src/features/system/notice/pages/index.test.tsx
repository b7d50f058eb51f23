import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notice } from '../notice-api';
import { columnTitles, renderPage, searchAndExpect, searchField } from '@/test/render-page';
import NoticePage from './index';

const row: Notice = { id: 3, title: '系统升级', type: 1, content: '<p>今晚</p>', status: 0, createTime: 1_767_000_000_000, createBy: '芋道源码' };
const page = vi.fn((_query: unknown) => Promise.resolve({ list: [row], total: 1 }));
vi.mock('../notice-api', () => ({ noticeApi: { page: (query: unknown) => page(query), get: vi.fn(), create: vi.fn(), update: vi.fn(), remove: vi.fn() } }));

describe('通知公告', () => {
  it("shows the creator's name under 创建者 and searches by 操作人员 as the original sends it (createBy)", async () => {
    renderPage(<NoticePage />, { permissions: ['system:notice:query'] });
    expect(await screen.findByText('芋道源码')).toBeTruthy();
    expect(columnTitles()).toContain('创建者');
    await userEvent.type(searchField('操作人员').getByRole('textbox'), ' 芋道 ');
    await searchAndExpect(page, { createBy: '芋道', pageNo: 1 });
  }, 60_000);
});
