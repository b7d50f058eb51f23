import './texts';
import type { ReactNode } from 'react';
import { Button, Checkbox, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Switch, Upload, type FormInstance } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import dayjs, { type Dayjs } from '@/shared/utils/dayjs';
import { useTranslation } from 'react-i18next';
import { http } from '../api/http';
import { useDictOptions } from '../dict/use-dict-options';
import { hasOptions, kindOf, type FieldKind, type FieldOption, type FormConf, type FormField } from './fields';
import { isRow, rowChildren, type FieldPath } from './rows';

const DAY = 'YYYY-MM-DD';

function Options({ field, kind, value, onChange, id, disabled }: { field: FormField; kind: FieldKind; value?: unknown; onChange?: (v: unknown) => void; id?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const dict = useDictOptions(field.__config__.dictType ?? '', true);
  const options: FieldOption[] = field.__config__.dictType ? dict : (field.__slot__?.options ?? []);
  if (kind === 'radio') {
    return (
      <Radio.Group id={id} value={value} onChange={(e) => onChange?.(e.target.value)} disabled={disabled}>
        {options.map((o) => (
          <Radio key={String(o.value)} value={o.value}>
            {o.label}
          </Radio>
        ))}
      </Radio.Group>
    );
  }
  if (kind === 'checkbox') {
    return (
      <span id={id}>
        <Checkbox.Group value={value as Array<string | number>} onChange={(v) => onChange?.(v)} options={options} disabled={disabled} />
      </span>
    );
  }
  return (
    <Select
      id={id}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={options}
      allowClear
      disabled={disabled}
      placeholder={field.placeholder || t('bpmForm.pleaseSelect', { label: field.__config__.label })}
      mode={field.multiple === true ? 'multiple' : undefined}
    />
  );
}

/** Uploaded files as their URLs (the console's file store), listed by name. */
function Uploads({ value, onChange, id, disabled }: { value?: string[]; onChange?: (v: string[]) => void; id?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const urls = Array.isArray(value) ? value : [];
  return (
    <Upload
      id={id}
      disabled={disabled}
      fileList={urls.map((url, i) => ({ uid: `${i}-${url}`, name: decodeURIComponent(url.split('/').pop() ?? url), status: 'done', url }))}
      customRequest={({ file, onSuccess, onError }) => {
        const form = new FormData();
        form.append('file', file as File);
        http.post<string>('/infra/file/upload', form).then(
          (url) => {
            onChange?.([...urls, url]);
            onSuccess?.(url);
          },
          (err: Error) => onError?.(err),
        );
      }}
      onRemove={(file) => onChange?.(urls.filter((url) => url !== file.url))}
    >
      {!disabled && <Button icon={<UploadOutlined />}>{t('bpmForm.upload')}</Button>}
    </Upload>
  );
}

function Control({ field, kind, disabled, ...props }: { field: FormField; kind: FieldKind; disabled?: boolean; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const { t } = useTranslation();
  const label = field.__config__.label;
  const placeholder = field.placeholder || t('bpmForm.pleaseEnter', { label });
  switch (kind) {
    case 'input':
      return <Input {...props} value={props.value as string} onChange={(e) => props.onChange?.(e.target.value)} placeholder={placeholder} disabled={disabled} allowClear />;
    case 'textarea':
      return <Input.TextArea {...props} value={props.value as string} onChange={(e) => props.onChange?.(e.target.value)} placeholder={placeholder} disabled={disabled} autoSize={{ minRows: 3, maxRows: 8 }} />;
    case 'number':
      return <InputNumber {...props} value={props.value as number} onChange={(v) => props.onChange?.(v)} placeholder={placeholder} disabled={disabled} style={{ width: '100%' }} />;
    case 'date':
      return <DatePicker {...props} value={props.value as Dayjs} onChange={(v) => props.onChange?.(v)} disabled={disabled} style={{ width: '100%' }} />;
    case 'daterange':
      return <DatePicker.RangePicker id={props.id} value={props.value as [Dayjs, Dayjs]} onChange={(v) => props.onChange?.(v)} disabled={disabled} style={{ width: '100%' }} />;
    case 'switch':
      return <Switch id={props.id} checked={props.value === true} onChange={(v) => props.onChange?.(v)} disabled={disabled} />;
    case 'upload':
      return <Uploads id={props.id} value={props.value as string[]} onChange={props.onChange} disabled={disabled} />;
    default:
      return <Options field={field} kind={kind} disabled={disabled} {...props} />;
  }
}

/** Dates are kept as the original keeps them: `yyyy-MM-dd` text (a range: two of them). */
function valueProps(kind: FieldKind) {
  if (kind === 'date') return { getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : undefined }), normalize: (d: Dayjs | null) => d?.format(DAY) };
  if (kind === 'daterange') {
    return {
      getValueProps: (v: unknown) => ({ value: Array.isArray(v) && v.length === 2 ? [dayjs(v[0] as string), dayjs(v[1] as string)] : undefined }),
      normalize: (d: [Dayjs, Dayjs] | null) => (d ? [d[0].format(DAY), d[1].format(DAY)] : undefined),
    };
  }
  return {};
}

/** One field as a labelled form item with its control and its required rule. */
export function FieldItem({ field, disabled }: { field: FormField; disabled?: boolean }) {
  const { t } = useTranslation();
  const kind = kindOf(field);
  const label = field.__config__.label;
  if (!kind) {
    return <Form.Item label={label}>{t('bpmForm.unsupported', { tag: field.__config__.tag })}</Form.Item>;
  }
  const message = hasOptions(kind) || kind === 'date' || kind === 'daterange' ? t('bpmForm.pleaseSelect', { label }) : t('bpmForm.pleaseEnter', { label });
  return (
    <Form.Item
      name={field.__vModel__}
      label={field.__config__.showLabel === false ? undefined : label}
      rules={field.__config__.required ? [{ required: true, message }] : undefined}
      {...valueProps(kind)}
    >
      <Control field={field} kind={kind} disabled={disabled} />
    </Form.Item>
  );
}

const spanOf = (field: FormField) => Math.min(24, Math.max(1, Number(field.__config__.span) || 24));
const gutterOf = (row: FormField) => (typeof row.gutter === 'number' && row.gutter >= 0 && row.gutter <= 48 ? row.gutter : 15);

interface GridProps {
  fields: FormField[];
  disabled?: boolean;
  /** Puts something around each field or row (the designer's frame); a row's `item` is its own grid. */
  wrap?: (field: FormField, item: ReactNode, path: FieldPath) => ReactNode;
  /** Cells after a row's fields (the designer's drop targets). */
  rowTail?: (row: FormField, path: FieldPath) => ReactNode;
}

function cells({ fields, disabled, wrap, rowTail }: GridProps, path: FieldPath): ReactNode[] {
  return fields.map((field, index) => {
    const at = [...path, index];
    const item = isRow(field) ? (
      <Row gutter={gutterOf(field)} className="bpm-form-row">
        {cells({ fields: rowChildren(field), disabled, wrap, rowTail }, at)}
        {rowTail?.(field, at)}
      </Row>
    ) : (
      <FieldItem field={field} disabled={disabled} />
    );
    return (
      // antd's xs is its base style (it would win over span at every width): full width on phones, the span from sm up.
      <Col key={field.__config__.formId ?? field.__vModel__ ?? index} xs={24} sm={spanOf(field)}>
        {wrap ? wrap(field, item, at) : item}
      </Col>
    );
  });
}

/** Lays fields out in the designer's 24-column grid, a layout row's fields on a grid of their own inside it. */
export function FieldGrid(props: GridProps) {
  return <Row gutter={15}>{cells(props, [])}</Row>;
}

/** A designed form, to fill (发起流程) or to read (a process's detail, a form's preview). */
export function FormRenderer({ fields, conf, form, disabled, initialValues, name }: { fields: FormField[]; conf?: FormConf; form: FormInstance; disabled?: boolean; initialValues?: Record<string, unknown>; name: string }) {
  return (
    <Form form={form} name={name} initialValues={initialValues} labelCol={{ flex: `${conf?.labelWidth ?? 100}px` }} labelWrap disabled={disabled}>
      <FieldGrid fields={fields} disabled={disabled} />
    </Form>
  );
}
