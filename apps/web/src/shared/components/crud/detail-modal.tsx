import type { ReactNode } from 'react';
import { Descriptions, Modal } from 'antd';

export interface DetailField {
  label: string;
  value: ReactNode;
  /** Columns it spans (a long text across the whole width). */
  span?: number;
}

interface DetailModalProps<T> {
  /** The record shown; the dialog is open while it is set. */
  record: T | null;
  title: ReactNode;
  width?: number;
  /** Fields per row. */
  column?: number;
  labelWidth?: number;
  /** The record's fields in order; `false` leaves a field out. */
  fields: (record: T) => (DetailField | false)[];
  onClose: () => void;
}

/** A read-only view of one row (a log entry, a job): labelled fields in a bordered grid. */
export function DetailModal<T>({ record, title, width = 800, column = 2, labelWidth = 110, fields, onClose }: DetailModalProps<T>) {
  return (
    <Modal open={record !== null} title={title} footer={null} onCancel={onClose} width={width} destroyOnHidden>
      {record !== null && (
        <Descriptions
          bordered
          size="small"
          column={column}
          styles={{ label: { width: labelWidth } }}
          items={fields(record)
            .filter((field): field is DetailField => field !== false)
            .map((field) => ({ key: field.label, label: field.label, children: field.value, span: field.span }))}
        />
      )}
    </Modal>
  );
}
