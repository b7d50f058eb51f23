import type { TableColumnType } from 'antd';
import { DictTag } from '../dict-tag';
import { formatDateTime } from '@/shared/utils/format';
import { StatusSwitch } from './status-switch';
import { t } from '@/shared/i18n/i18n';
import { DeleteAction, EditAction, RowActions } from './row-action';

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

interface StatusColumnOptions<Row> {
  title: string;
  /** The entity in the confirmation (确认要"停用""<name>"<entity>吗？) and the row's name in it. */
  entity: string;
  name: (row: Row) => string;
  permission: string;
  /** Rows whose status may not change (built-in ones). */
  locked?: (row: Row) => boolean;
  update: (row: Row, status: number) => Promise<unknown>;
  onDone: () => unknown;
}

/** The status column as a switch that asks first, then calls update-status. */
export const statusColumn = <Row,>({ title, entity, name, permission, locked, update, onDone }: StatusColumnOptions<Row>): TableColumnType<Row> => ({
  title,
  dataIndex: 'status',
  width: 90,
  align: 'center',
  render: (status: number, row) => (
    <StatusSwitch status={status} name={name(row)} entity={entity} permission={permission} disabled={locked?.(row)} onChange={(next) => update(row, next)} onDone={onDone} />
  ),
});

interface EditDeleteOptions<Row extends { id: number }> {
  /** The entity's permission prefix: 修改 needs `<prefix>:update`, 删除 `<prefix>:delete`. */
  permission: string;
  /** The screen's edit dialog (修改 opens it on the row). */
  dialog: { openEdit: (row: Row) => unknown };
  /** The entity's API (删除 calls its remove). */
  api: { remove: (id: number) => Promise<unknown> };
  /** The screen's list (refreshed after a delete). */
  crud: { invalidate: () => unknown };
  /** How the question names the row: 是否确认删除<entity>为"<id>"的数据项？ */
  entity: string;
  /** Name the row by something other than its id (a department by its name). */
  subject?: (row: Row) => string | number;
  title?: string;
  width?: number;
  /** Further actions, between 修改 and 删除. */
  extra?: (row: Row) => React.ReactNode;
  /** Rows that are neither edited nor deleted here (built-in ones), and why. */
  locked?: (row: Row) => boolean;
  lockedTip?: string;
  /** Rows that may be edited but not deleted (the master storage). */
  undeletable?: (row: Row) => boolean;
}

/** The actions column of most list screens: 修改, any further actions, 删除 — each for holders of its permission. */
export const editDeleteColumn = <Row extends { id: number }>(options: EditDeleteOptions<Row>): TableColumnType<Row> => {
  const { permission, dialog, api, crud, entity, subject = (row) => row.id, title = t('common.actions'), width = 160, extra, locked, lockedTip, undeletable } = options;
  return actionsColumn(title, width, (row) => (
    <RowActions>
      <EditAction permission={`${permission}:update`} disabled={locked?.(row)} disabledTip={lockedTip} onClick={() => void dialog.openEdit(row)} />
      {extra?.(row)}
      <DeleteAction
        permission={`${permission}:delete`}
        subject={t('crud.idSubject', { entity, id: subject(row) })}
        disabled={locked?.(row) || undeletable?.(row)}
        disabledTip={lockedTip}
        remove={() => api.remove(row.id)}
        onDone={() => crud.invalidate()}
      />
    </RowActions>
  ));
};
