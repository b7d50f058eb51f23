import { useState, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { primitiveText } from '@/shared/utils/format';

export interface ColumnChooser {
  options: { key: string; title: ReactNode }[];
  hidden: ReadonlySet<string>;
  toggle: (key: string, visible: boolean) => void;
}

function columnKey(column: { key?: unknown; dataIndex?: unknown }, index: number): string {
  if (column.key !== undefined && column.key !== null) return primitiveText(column.key);
  if (Array.isArray(column.dataIndex)) return column.dataIndex.map(primitiveText).join('.');
  if (column.dataIndex !== undefined) return primitiveText(column.dataIndex);
  return String(index);
}

/** Columns the user may hide (all but the actions column), and the visible ones for the table. */
export function useColumnChooser<Row>(columns: TableColumnsType<Row>): { visibleColumns: TableColumnsType<Row>; chooser: ColumnChooser } {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const keyed = columns.map((column, index) => ({ column, key: columnKey(column as { key?: unknown; dataIndex?: unknown }, index) }));
  const visibleColumns = keyed.filter(({ key }) => !hidden.has(key)).map(({ column }) => column);
  const options = keyed.filter(({ key }) => key !== 'actions').map(({ column, key }) => ({ key, title: column.title as ReactNode }));
  const chooser: ColumnChooser = {
    options,
    hidden,
    toggle: (key, visible) =>
      setHidden((current) => {
        const next = new Set(current);
        if (visible) next.delete(key);
        else next.add(key);
        return next;
      }),
  };
  return { visibleColumns, chooser };
}
