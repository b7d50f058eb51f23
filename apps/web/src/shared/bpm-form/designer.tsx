import './designer-texts';
import './designer.css';
import { useState, type DragEvent, type ReactNode } from 'react';
import { Button, Col, Empty, Form, Tooltip, Typography } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { useTranslation } from 'react-i18next';
import { FieldProps, RowProps } from './field-props';
import { FieldGrid } from './form-renderer';
import { FIELD_KINDS, nextFormId, type FieldKind, type FormConf, type FormField } from './fields';
import { copyOf, fieldAt, insertAt, isRow, moveTo, newFieldIn, newRow, removeAt, rowChildren, rowColumns, updateAt, type FieldPath } from './rows';

const KIND = 'application/x-bpm-kind';
const MOVE = 'application/x-bpm-move';
/** The palette's 行容器, dragged like a field kind. */
const ROW = 'row';

/** The fields on a designer's canvas and which one (or which row) is selected; the screen around it reads and sets both. */
export interface DesignerState {
  fields: FormField[];
  setFields: (fields: FormField[]) => void;
  selected: FieldPath | null;
  setSelected: (path: FieldPath | null) => void;
}

export function useDesignerState(initial: () => FormField[]): DesignerState {
  const [fields, setFields] = useState<FormField[]>(initial);
  const [selected, setSelected] = useState<FieldPath | null>(null);
  return { fields, setFields, selected, setSelected };
}

interface FormDesignerProps {
  state: DesignerState;
  conf: FormConf;
  /** Under the palette (流程表单's name and status). */
  paletteExtra?: ReactNode;
  /** Above the canvas (查看 JSON, 清空…). */
  toolbar?: ReactNode;
  /** What the variable name is for, under its input. */
  variableHint?: string;
}

const samePath = (a: FieldPath | null, b: FieldPath) => a !== null && a.length === b.length && a.every((n, i) => n === b[i]);

/**
 * The drag-and-drop designer of JakHuang form-generator fields: components and layout rows on the left, the form on
 * the canvas (drag to add, drag to reorder or into a row, click to select), the selected field's or row's properties
 * on the right. 流程表单 saves what it designs; 表单构建 exports it.
 */
export function FormDesigner({ state, conf, paletteExtra, toolbar, variableHint }: FormDesignerProps) {
  const { t } = useTranslation();
  const { fields, setFields, selected, setSelected } = state;

  const place = (result: { fields: FormField[]; path: FieldPath }) => {
    setFields(result.fields);
    setSelected(result.path);
  };
  const add = (kind: FieldKind | typeof ROW, row: number | null = null, at?: number) => {
    const id = nextFormId(fields);
    const container = row === null ? undefined : fields[row];
    const field = kind === ROW ? newRow(id) : newFieldIn(kind, t(`formDesigner.kind_${kind}`), id, container);
    place(insertAt(fields, row, at ?? (container ? rowChildren(container).length : fields.length), field));
  };
  /** A click adds into the selected row (or the row of the selected field): no dragging needed, on a phone too. */
  const selectedRow = () => (selected && fields[selected[0]!] && isRow(fields[selected[0]!]!) ? selected[0]! : null);
  /** A drop before `index` of the form (`row` null) or of a row's fields. */
  const drop = (event: DragEvent, row: number | null, index: number) => {
    event.preventDefault();
    event.stopPropagation();
    const kind = event.dataTransfer.getData(KIND);
    if (kind) return add(kind as FieldKind | typeof ROW, row, index);
    const from = event.dataTransfer.getData(MOVE);
    if (from) place(moveTo(fields, JSON.parse(from) as FieldPath, row, index));
  };
  const remove = (path: FieldPath) => {
    setFields(removeAt(fields, path));
    setSelected(null);
  };
  const copy = (path: FieldPath) => {
    const source = fieldAt(fields, path)!;
    const index = path[path.length - 1]! + 1;
    place(insertAt(fields, path.length === 1 ? null : path[0]!, index, copyOf(source, nextFormId(fields))));
  };

  const tools = (path: FieldPath) => (
    <span className="bpm-designer-tools">
      <Tooltip title={t('formDesigner.copy')}>
        <Button size="small" type="text" aria-label={t('formDesigner.copy')} icon={<CopyOutlined />} onClick={(e) => (e.stopPropagation(), copy(path))} />
      </Tooltip>
      <Tooltip title={t('common.delete')}>
        <Button size="small" type="text" danger aria-label={t('common.delete')} icon={<DeleteOutlined />} onClick={(e) => (e.stopPropagation(), remove(path))} />
      </Tooltip>
    </span>
  );
  /** The frame every field and row sits in: drag it, drop before it, click to select it. */
  const frame = (field: FormField, item: ReactNode, path: FieldPath) => {
    const row = isRow(field);
    const className = `${row ? 'bpm-designer-row' : 'bpm-designer-field'}${samePath(selected, path) ? ' selected' : ''}`;
    return (
      <div
        className={className}
        draggable
        onDragStart={(e) => (e.stopPropagation(), e.dataTransfer.setData(MOVE, JSON.stringify(path)))}
        onDragOver={(e) => e.preventDefault()}
        // On a row: into it, at its end; on a field: before it.
        onDrop={(e) => (row ? drop(e, path[0]!, rowChildren(field).length) : drop(e, path.length === 1 ? null : path[0]!, path[path.length - 1]!))}
        onClick={(e) => (e.stopPropagation(), setSelected(path))}
        data-variable={field.__vModel__}
      >
        <HolderOutlined className="bpm-designer-handle" aria-label={t('formDesigner.moveHandle')} />
        {row && <span className="bpm-designer-row-title">{t('formDesigner.rowTitle', { columns: rowColumns(field) })}</span>}
        {item}
        {tools(path)}
      </div>
    );
  };
  /** After a row's fields: one free column to drop into while its last line has room (or the row is empty). */
  const rowTail = (row: FormField, path: FieldPath) => {
    const children = rowChildren(row);
    const used = children.reduce((sum, child) => sum + Math.min(24, Math.max(1, Number(child.__config__.span) || 24)), 0) % 24;
    const span = Math.floor(24 / rowColumns(row));
    if (children.length && (used === 0 || used + span > 24)) return <Col span={24}>{dropLine(path[0]!, children.length)}</Col>;
    return (
      <Col xs={24} sm={span}>
        <div className="bpm-designer-slot" onDragOver={(e) => e.preventDefault()} onDrop={(e) => drop(e, path[0]!, children.length)}>
          {t('formDesigner.rowSlot')}
        </div>
      </Col>
    );
  };
  /** A thin target under a full row, so a field can still be added at its end. */
  const dropLine = (row: number, index: number) => <div className="bpm-designer-dropline" onDragOver={(e) => e.preventDefault()} onDrop={(e) => drop(e, row, index)} />;

  const current = selected === null ? undefined : fieldAt(fields, selected);
  const change = (next: FormField) => selected && setFields(updateAt(fields, selected, () => next));
  return (
    <div className="bpm-designer-body">
      <aside className="bpm-designer-palette">
        <Typography.Title level={5}>{t('formDesigner.palette')}</Typography.Title>
        <Typography.Paragraph type="secondary" className="bpm-designer-hint">
          {t('formDesigner.paletteHint')}
        </Typography.Paragraph>
        <div className="bpm-designer-kinds">
          {FIELD_KINDS.map((kind) => (
            <button key={kind} type="button" draggable className="bpm-designer-kind" onDragStart={(e) => e.dataTransfer.setData(KIND, kind)} onClick={() => add(kind, selectedRow())}>
              {t(`formDesigner.kind_${kind}`)}
            </button>
          ))}
        </div>
        <Typography.Title level={5} className="bpm-designer-group">
          {t('formDesigner.layouts')}
        </Typography.Title>
        <div className="bpm-designer-kinds">
          <button type="button" draggable className="bpm-designer-kind" onDragStart={(e) => e.dataTransfer.setData(KIND, ROW)} onClick={() => add(ROW)}>
            {t('formDesigner.kind_row')}
          </button>
        </div>
        {paletteExtra}
      </aside>
      <div className="bpm-designer-centre">
        {toolbar}
        <main className="bpm-designer-canvas" onDragOver={(e) => e.preventDefault()} onDrop={(e) => drop(e, null, fields.length)} aria-label={t('formDesigner.canvas')}>
          {fields.length === 0 ? (
            <Empty description={t('formDesigner.canvasEmpty')} />
          ) : (
            <Form name="bpm-form-canvas" layout={conf.labelPosition === 'top' ? 'vertical' : 'horizontal'} labelCol={{ flex: `${conf.labelWidth ?? 100}px` }} labelAlign={conf.labelPosition === 'left' ? 'left' : 'right'} labelWrap>
              <FieldGrid fields={fields} wrap={frame} rowTail={rowTail} />
            </Form>
          )}
        </main>
      </div>
      <aside className="bpm-designer-props">
        <Typography.Title level={5}>{current && isRow(current) ? t('formDesigner.rowProps') : t('formDesigner.props')}</Typography.Title>
        {!current ? (
          <Typography.Paragraph type="secondary">{t('formDesigner.propsEmpty')}</Typography.Paragraph>
        ) : isRow(current) ? (
          <RowProps key={selected!.join('.')} row={current} onChange={change} />
        ) : (
          <FieldProps key={selected!.join('.')} field={current} variableHint={variableHint} onChange={change} />
        )}
      </aside>
    </div>
  );
}
