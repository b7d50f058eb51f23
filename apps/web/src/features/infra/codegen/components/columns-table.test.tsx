import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Form } from 'antd';
import { LOOKUP_KEYS } from '@/shared/lookups/system-lookups';
import type { CodegenColumn } from '../codegen-api';
import { codegenColumn } from '../column-fixture';
import '../texts';
import { ColumnsTable } from './columns-table';

const column = (id: number, columnName: string, patch: Partial<CodegenColumn> = {}) => codegenColumn(id, columnName, { nullable: true, ...patch });

/** The page's form as the edit page fills it: every flag ticked, for the left-out column too (as stored). */
function Screen({ columns }: { columns: CodegenColumn[] }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={{ columns }}>
      <ColumnsTable columns={columns} />
    </Form>
  );
}

describe('字段信息', () => {
  it('shows a column the generator leaves out with its 插入/编辑/列表/查询 boxes unticked and disabled, and why JSON has no filter', () => {
    const client = new QueryClient();
    // The dictionary types as already loaded: the table reads them from the cache, without a server.
    client.setQueryData(LOOKUP_KEYS.dictTypes, []);
    const columns = [
      column(1, 'title'),
      column(2, 'payload', { dataType: 'bytea', omitReason: '二进制数据（表单和 JSON 无法表示）' }),
      column(3, 'doc', { dataType: 'jsonb', noFilterReason: 'JSON 与数组字段不生成查询条件' }),
    ];
    render(
      <QueryClientProvider client={client}>
        <Screen columns={columns} />
      </QueryClientProvider>,
    );
    for (const flag of ['插入', '编辑', '列表', '查询']) {
      const omitted = screen.getByRole<HTMLInputElement>('checkbox', { name: `payload ${flag}` });
      expect({ checked: omitted.checked, disabled: omitted.disabled }).toEqual({ checked: false, disabled: true });
      const kept = screen.getByRole<HTMLInputElement>('checkbox', { name: `title ${flag}` });
      expect({ checked: kept.checked, disabled: kept.disabled }).toEqual({ checked: true, disabled: false });
    }
    // JSON gets no filter, and says why: only its 查询 box is locked.
    const doc = screen.getByRole<HTMLInputElement>('checkbox', { name: 'doc 查询' });
    expect({ checked: doc.checked, disabled: doc.disabled }).toEqual({ checked: false, disabled: true });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'doc 插入' }).checked).toBe(true);
    expect(screen.getByText('JSON 与数组字段不生成查询条件')).toBeTruthy();
    // 允许空 describes the column itself, not its use: it stays as stored.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'payload 允许空' }).checked).toBe(true);
  });
});
