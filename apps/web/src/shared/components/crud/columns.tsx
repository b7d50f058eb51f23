import type { TableColumnType } from 'antd';
import { DictTag } from '../dict-tag';
import { formatDateTime } from '../../utils/format';

/** The id column: narrow and centred. */
export const idColumn = <Row,>(title: string, dataIndex = 'id'): TableColumnType<Row> => ({ title, dataIndex, width: 90, align: 'center' });

/** A coded value shown as its dictionary tag. */
export const dictColumn = <Row,>(title: string, dataIndex: string, dictType: string, width = 100): TableColumnType<Row> => ({
  title,
  dataIndex,
  width,
  align: 'center',
  render: (value: unknown) => <DictTag type={dictType} value={value} />,
});

/** An epoch-ms time as yyyy-MM-dd HH:mm:ss. */
export const dateTimeColumn = <Row,>(title: string, dataIndex = 'createTime'): TableColumnType<Row> => ({
  title,
  dataIndex,
  width: 170,
  align: 'center',
  render: (value: number | null) => (value === null || value === undefined ? '' : formatDateTime(value)),
});

/** The actions column: fixed to the right, never hidden by the column chooser (key `actions`). */
export const actionsColumn = <Row,>(title: string, width: number, render: (row: Row) => React.ReactNode): TableColumnType<Row> => ({
  title,
  key: 'actions',
  width,
  align: 'center',
  fixed: 'right',
  render: (_value, row) => render(row),
});
