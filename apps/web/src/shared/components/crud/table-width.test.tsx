import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import '@/shared/i18n/i18n';
import { CrudList } from './crud-list';
import { useCrudPage } from './use-crud-page';
import { DEFAULT_COLUMN_WIDTH, SELECTION_COLUMN_WIDTH, tableScrollX } from './table-width';

type Row = { id: number };

describe('tableScrollX', () => {
  it('is the sum of the columns widths, pinned ones included', () => {
    const columns: TableColumnsType<Row> = [
      { title: 'id', dataIndex: 'id', width: 90 },
      { title: 'time', dataIndex: 'createTime', width: 170 },
      { title: 'actions', key: 'actions', width: 160, fixed: 'right' },
    ];
    expect(tableScrollX(columns)).toBe(420);
  });

  it('counts a column without a numeric width at the default, and reads px strings', () => {
    const columns: TableColumnsType<Row> = [
      { title: 'name', dataIndex: 'name' },
      { title: 'share', dataIndex: 'share', width: '20%' },
      { title: 'code', dataIndex: 'code', width: '130px' },
    ];
    expect(tableScrollX(columns)).toBe(2 * DEFAULT_COLUMN_WIDTH + 130);
  });

  it('adds the selection column and sums grouped columns by their children', () => {
    const columns: TableColumnsType<Row> = [
      { title: 'group', children: [{ title: 'a', dataIndex: 'a', width: 100 }, { title: 'b', dataIndex: 'b', width: 50 }] },
      { title: 'c', dataIndex: 'c', width: 70 },
    ];
    expect(tableScrollX(columns, { selection: true })).toBe(220 + SELECTION_COLUMN_WIDTH);
  });
});

describe('CrudList', () => {
  function Screen({ columns }: { columns: TableColumnsType<Row> }) {
    const crud = useCrudPage<Row, object, object>({ queryKey: ['width-test'], fetchPage: () => Promise.resolve({ list: [{ id: 1 }], total: 1 }), toFilters: () => ({}) });
    return <CrudList crud={crud} columns={columns} />;
  }

  it('lays the table out exactly as wide as its columns, so a pinned column covers none of them', async () => {
    const columns: TableColumnsType<Row> = [
      { title: 'ID', dataIndex: 'id', width: 90 },
      { title: 'Name', dataIndex: 'name' },
      { title: 'Actions', key: 'actions', width: 160, fixed: 'right' },
    ];
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <Screen columns={columns} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(container.querySelector('table')?.style.width).toBe(`${90 + DEFAULT_COLUMN_WIDTH + 160}px`);
  });

  it('keeps the refresh and column buttons on the right when there are no buttons on the left', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Screen columns={[{ title: 'ID', dataIndex: 'id', width: 90 }]} />
      </QueryClientProvider>,
    );
    const refresh = await screen.findByRole('button', { name: '刷新' });
    expect(refresh.closest('.table-toolbar-tools')).not.toBeNull();
  });
});
