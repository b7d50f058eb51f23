import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Button, Form, Input, Table } from 'antd';
import type { ReactNode } from 'react';
import '@/shared/i18n/i18n';
import { useAuthStore } from '@/shared/auth/auth-store';
import { Auth } from '@/shared/auth/auth-guard';
import { Pagination } from '../pagination';
import { SearchForm } from './search-form';
import { RightToolbar } from './right-toolbar';
import { useColumnChooser } from './use-column-chooser';
import { useCrudPage } from './use-crud-page';
import { ExportButton } from './export-button';
import { RowAction } from './row-action';
import type { PageParams, PageResult } from '@/shared/api/types';

interface Row {
  id: number;
  name: string;
}
interface Filters {
  name?: string;
}

const rows: Row[] = Array.from({ length: 45 }, (_, index) => ({ id: index + 1, name: `row ${index + 1}` }));

function fakeFetch() {
  return vi.fn((query: Filters & PageParams): Promise<PageResult<Row>> => {
    const matching = rows.filter((row) => !query.name || row.name.includes(query.name));
    const start = (query.pageNo - 1) * query.pageSize;
    return Promise.resolve({ list: matching.slice(start, start + query.pageSize), total: matching.length });
  });
}

function TestPage({ fetchPage }: { fetchPage: ReturnType<typeof fakeFetch> }) {
  const crud = useCrudPage<Row, Filters, Filters>({
    queryKey: ['test', 'rows'],
    fetchPage,
    pageSize: 10,
    toFilters: (values) => ({ name: values.name?.trim() || undefined }),
  });
  const { visibleColumns, chooser } = useColumnChooser<Row>([
    { title: 'ID', dataIndex: 'id' },
    { title: 'Name', dataIndex: 'name' },
    { title: 'Actions', key: 'actions', render: () => <RowAction permission="test:row:delete" onClick={() => {}}>Delete row</RowAction> },
  ]);
  return (
    <div>
      <SearchForm form={crud.searchForm} name="test-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="name" label="Row name">
          <Input />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <Auth permissions={['test:row:create']}>
          <Button>Create row</Button>
        </Auth>
        <ExportButton permission="test:row:export" name="rows" fileName="rows.xlsx" download={() => Promise.reject(new Error('not used'))} />
      </RightToolbar>
      <Table<Row> rowKey="id" columns={visibleColumns} dataSource={crud.list} pagination={false} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} autoScroll={false} />
    </div>
  );
}

function renderWithQuery(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

function signInWith(permissions: string[]) {
  useAuthStore.setState({ user: { id: 9, userName: 'tester', nickname: 'Tester', avatar: '' }, roles: ['common'], permissions, loaded: true });
}

describe('the CRUD page pattern', { timeout: 30_000 }, () => {
  beforeEach(() => signInWith(['test:row:create', 'test:row:delete', 'test:row:export']));

  it('asks for page 1 with the filters of the search form, then the page picked', async () => {
    const fetchPage = fakeFetch();
    const user = userEvent.setup();
    renderWithQuery(<TestPage fetchPage={fetchPage} />);
    await screen.findByText('row 1');
    expect(fetchPage).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 });

    await user.click(screen.getByTitle('3'));
    await screen.findByText('row 21');
    expect(fetchPage).toHaveBeenLastCalledWith({ pageNo: 3, pageSize: 10 });

    // A search goes back to page 1 with the (trimmed) filter.
    fireEvent.change(screen.getByLabelText('Row name'), { target: { value: ' row 4 ' } });
    await user.click(screen.getByRole('button', { name: /(^|\s)搜\s*索$/ }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ name: 'row 4', pageNo: 1, pageSize: 10 }));
    await screen.findByText('row 40');
  });

  it('重置 clears the form and the filters and returns to page 1', async () => {
    const fetchPage = fakeFetch();
    const user = userEvent.setup();
    renderWithQuery(<TestPage fetchPage={fetchPage} />);
    await screen.findByText('row 1');
    fireEvent.change(screen.getByLabelText('Row name'), { target: { value: 'row' } });
    await user.click(screen.getByRole('button', { name: /(^|\s)搜\s*索$/ }));
    await user.click(await screen.findByTitle('2'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ name: 'row', pageNo: 2, pageSize: 10 }));

    await user.click(screen.getByRole('button', { name: /(^|\s)重\s*置$/ }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 }));
    expect(screen.getByLabelText('Row name')).toHaveProperty('value', '');
  });

  it('搜索 and 重置 ask the server again even when the filters have not changed (no answer from the cache)', async () => {
    const fetchPage = fakeFetch();
    const user = userEvent.setup();
    // As in the app: answers stay fresh for 30 s, so an unchanged query key alone would not fetch.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    render(
      <QueryClientProvider client={client}>
        <TestPage fetchPage={fetchPage} />
      </QueryClientProvider>,
    );
    await screen.findByText('row 1');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /(^|\s)搜\s*索$/ }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(fetchPage).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 });
    await user.click(screen.getByRole('button', { name: /(^|\s)重\s*置$/ }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(fetchPage).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 });
  });

  it('the search row can be hidden without losing what was typed', async () => {
    const user = userEvent.setup();
    renderWithQuery(<TestPage fetchPage={fakeFetch()} />);
    await screen.findByText('row 1');
    fireEvent.change(screen.getByLabelText('Row name'), { target: { value: 'kept' } });
    await user.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(screen.getByLabelText('Row name').closest('form')?.style.display).toBe('none');
    await user.click(screen.getByRole('button', { name: '显示搜索' }));
    expect(screen.getByLabelText('Row name')).toHaveProperty('value', 'kept');
  });

  it('the column chooser hides a column', async () => {
    const user = userEvent.setup();
    renderWithQuery(<TestPage fetchPage={fakeFetch()} />);
    await screen.findByText('row 1');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '显隐列' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Name' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Name' })).toBeNull());
  });

  it('buttons guarded by permissions the user lacks are not rendered at all', async () => {
    signInWith(['test:row:query']);
    renderWithQuery(<TestPage fetchPage={fakeFetch()} />);
    const table = await screen.findByRole('table');
    await within(table).findByText('row 1');
    expect(screen.queryByRole('button', { name: 'Create row' })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete row' })).toBeNull();
  });

  it('holders of the permissions see them', async () => {
    renderWithQuery(<TestPage fetchPage={fakeFetch()} />);
    await screen.findByText('row 1');
    expect(screen.getByRole('button', { name: 'Create row' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Delete row' })).toHaveLength(10);
  });
});
