import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, searchAndExpect, searchField } from '@/test/render-page';
import TestDemoPage from './index';

const row = { id: 1, name: '示例', status: 0, type: 1, category: 2, remark: '备注甲', createTime: 1_767_000_000_000 };
const page = vi.fn((_query: unknown) => Promise.resolve({ list: [row], total: 1 }));
vi.mock('../test-demo-api', () => ({ testDemoApi: { page: (query: unknown) => page(query) } }));

describe('代码生成示例', () => {
  it('searches by 备注 as the original does', async () => {
    renderPage(<TestDemoPage />, { permissions: ['infra:test-demo:query'] });
    expect(await screen.findByText('示例')).toBeTruthy();
    await userEvent.type(searchField('备注').getByRole('textbox'), ' 备注甲 ');
    await searchAndExpect(page, { remark: '备注甲', pageNo: 1 });
  }, 60_000);
});
