import { DatePicker, Form, Input, InputNumber, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Editor } from '@/shared/components/editor/editor';
import { useFieldRules } from './form-items';

/*
 * Form items for the value kinds a generated screen edits (代码生成's form controls): long text, numbers, instants
 * as epoch milliseconds, yes/no and rich text. Each keeps the wire value (number, boolean, HTML) in the form.
 */

interface ItemProps {
  name: string;
  label: string;
  required?: boolean;
}

/** 文本域: a text area with the column's length. */
export function TextAreaItem({ name, label, required, max, rows = 3 }: ItemProps & { max?: number; rows?: number }) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  return (
    <Form.Item name={name} label={label} rules={[...(required ? [rule.required(label)] : []), ...(max ? [rule.max(label, max)] : [])]}>
      <Input.TextArea rows={rows} maxLength={max} placeholder={t('common.pleaseEnter', { field: label })} />
    </Form.Item>
  );
}

/** A number; whole numbers unless `decimals`. */
export function NumberValueItem({ name, label, required, decimals }: ItemProps & { decimals?: boolean }) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  return (
    <Form.Item name={name} label={label} rules={required ? [rule.chosen(label)] : undefined}>
      <InputNumber precision={decimals ? undefined : 0} style={{ width: '100%' }} placeholder={t('common.pleaseEnter', { field: label })} />
    </Form.Item>
  );
}

/** 日期控件: an instant picked to the second, kept in the form as epoch milliseconds. */
export function DateTimeItem({ name, label, required }: ItemProps) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={required ? [rule.chosen(label)] : undefined}
      getValueProps={(value: number | null | undefined) => ({ value: value == null ? null : dayjs(value) })}
      normalize={(value: Dayjs | null) => (value ? value.valueOf() : null)}
    >
      <DatePicker showTime style={{ width: '100%' }} placeholder={t('common.pleaseSelect', { field: label })} />
    </Form.Item>
  );
}

/** 是/否 as a radio group over a boolean. */
export function BooleanItem({ name, label, required }: ItemProps) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const options = [
    { value: true, label: t('crud.yes') },
    { value: false, label: t('crud.no') },
  ];
  return (
    <Form.Item name={name} label={label} rules={required ? [rule.chosen(label)] : undefined}>
      <Radio.Group options={options} />
    </Form.Item>
  );
}

/** 富文本控件: the console's rich-text editor (sanitised HTML). */
export function EditorItem({ name, label, required }: ItemProps) {
  const rule = useFieldRules();
  return (
    <Form.Item name={name} label={label} rules={required ? [rule.chosen(label)] : undefined}>
      <Editor height={220} />
    </Form.Item>
  );
}
