import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ProcessApi from '@/shared/bpm-process/process-api';
import { renderPage, searchAndExpect, searchField } from '@/test/render-page';
import MyProcessesPage from './index';

const row = { id: 12, name: '请假', processDefinitionId: 2, category: null, status: 1, result: 1, createTime: 1_767_000_000_000, endTime: null, tasks: [] };
const myPage = vi.fn((_query: unknown) => Promise.resolve({ list: [row], total: 1 }));
vi.mock('@/shared/bpm-process/process-api', async (importOriginal) => ({
  ...(await importOriginal<typeof ProcessApi>()),
  processApi: { myPage: (query: unknown) => myPage(query) },
}));

describe('我的流程', () => {
  it('searches by 所属流程 as the original sends it (processDefinitionId)', async () => {
    renderPage(<MyProcessesPage />, { permissions: ['bpm:process-instance:query'] });
    expect(await screen.findByText('请假')).toBeTruthy();
    await userEvent.type(searchField('所属流程').getByRole('spinbutton'), '2');
    await searchAndExpect(myPage, { processDefinitionId: 2, pageNo: 1 });
  }, 60_000);
});
