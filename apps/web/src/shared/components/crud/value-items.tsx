import { Button, DatePicker, Form, Input, InputNumber, Radio, TimePicker, Upload } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import dayjs, { type Dayjs } from '@/shared/utils/dayjs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '@/shared/api/http';
import { Editor } from '@/shared/components/editor/editor';
import { useFieldRules } from './form-items';

/*
 * Form items for the value kinds a generated screen edits (代码生成's form controls): long text, numbers, instants
 * as epoch milliseconds, yes/no, rich text and uploads. Each keeps the wire value (number, boolean, HTML, the uploaded
 * file's URL) in the form.
 */

interface ItemProps {
  name: string;
  label: string;
  required?: boolean;
}

/** 文本域: a text area with the column's length; `extra` says how to fill it in. */
export function TextAreaItem({ name, label, required, max, rows = 3, extra }: ItemProps & { max?: number; rows?: number; extra?: string }) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  return (
    <Form.Item name={name} label={label} extra={extra} rules={[...(required ? [rule.required(label)] : []), ...(max ? [rule.max(label, max)] : [])]}>
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

/**
 * A picker whose form value stays the wire's own (epoch ms or text): converted to dayjs for the picker and back on
 * change, so no time zone can shift a date or a time of day on its way through the form.
 */
function PickerItem<V>({ name, label, required, toDayjs, fromDayjs, children }: ItemProps & { toDayjs: (value: V) => Dayjs; fromDayjs: (picked: Dayjs) => V; children: ReactElement }) {
  const rule = useFieldRules();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={required ? [rule.chosen(label)] : undefined}
      getValueProps={(value: V | null | undefined) => ({ value: value == null || value === '' ? null : toDayjs(value) })}
      normalize={(value: Dayjs | null) => (value ? fromDayjs(value) : null)}
    >
      {children}
    </Form.Item>
  );
}

/** 日期控件: an instant picked to the second, kept in the form as epoch milliseconds. */
export function DateTimeItem(props: ItemProps) {
  const { t } = useTranslation();
  return (
    <PickerItem<number> {...props} toDayjs={(value) => dayjs(value)} fromDayjs={(picked) => picked.valueOf()}>
      <DatePicker showTime style={{ width: '100%' }} placeholder={t('common.pleaseSelect', { field: props.label })} />
    </PickerItem>
  );
}

/** A date picked on a calendar, kept in the form as the wire's `YYYY-MM-DD` text (no time zone can shift it). */
export function DateItem(props: ItemProps) {
  const { t } = useTranslation();
  return (
    <PickerItem<string> {...props} toDayjs={(value) => dayjs(value)} fromDayjs={(picked) => picked.format('YYYY-MM-DD')}>
      <DatePicker style={{ width: '100%' }} placeholder={t('common.pleaseSelect', { field: props.label })} />
    </PickerItem>
  );
}

/** A time of day, kept in the form as the wire's `HH:mm:ss` text. */
export function TimeItem(props: ItemProps) {
  const { t } = useTranslation();
  return (
    <PickerItem<string> {...props} toDayjs={(value) => dayjs(`2000-01-01T${value}`)} fromDayjs={(picked) => picked.format('HH:mm:ss')}>
      <TimePicker style={{ width: '100%' }} placeholder={t('common.pleaseSelect', { field: props.label })} />
    </PickerItem>
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

/** Stores a file in the console's file store (图片/文件上传) and answers its URL. */
const uploadToFileStore = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return http.post<string>('/infra/file/upload', form);
};

interface UploadProps {
  value?: string | null;
  onChange?: (url: string | null) => void;
  id?: string;
  image?: boolean;
  upload: (file: File) => Promise<string>;
}

/** One uploaded file as its URL: a thumbnail for an image, the file's name otherwise; removing it clears the value. */
function SingleUpload({ value, onChange, id, image, upload }: UploadProps) {
  const { t } = useTranslation();
  const files = value ? [{ uid: value, name: decodeURIComponent(value.split('/').pop() ?? value), status: 'done' as const, url: value }] : [];
  return (
    <Upload
      id={id}
      listType={image ? 'picture-card' : 'text'}
      accept={image ? 'image/*' : undefined}
      maxCount={1}
      fileList={files}
      customRequest={({ file, onSuccess, onError }) => {
        upload(file as File).then(
          (url) => {
            onChange?.(url);
            onSuccess?.(url);
          },
          (error: Error) => onError?.(error),
        );
      }}
      onRemove={() => onChange?.(null)}
    >
      {value ? null : image ? (
        <span>
          <PlusOutlined /> {t('crud.uploadImage')}
        </span>
      ) : (
        <Button icon={<UploadOutlined />}>{t('crud.upload')}</Button>
      )}
    </Upload>
  );
}

/** 图片上传 / 文件上传: a file stored through /infra/file/upload, kept in the form as its URL. */
export function UploadItem({ name, label, required, image, upload = uploadToFileStore }: ItemProps & { image?: boolean; upload?: (file: File) => Promise<string> }) {
  const rule = useFieldRules();
  return (
    <Form.Item name={name} label={label} rules={required ? [rule.chosen(label)] : undefined}>
      <SingleUpload image={image} upload={upload} />
    </Form.Item>
  );
}
