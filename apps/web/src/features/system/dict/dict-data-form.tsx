import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '../../../shared/components/crud/modal-form';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../shared/dict/dict-types';
import { COLOR_TYPES, type DictData, type DictDataInput } from './dict-api';

interface DictDataFormProps {
  open: boolean;
  dictType: string;
  editing: DictData | null;
  saving: boolean;
  onSubmit(values: DictDataInput): void;
  onCancel(): void;
}

export function DictDataForm({ open, dictType, editing, saving, onSubmit, onCancel }: DictDataFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DictDataInput>();
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);

  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const max100 = (field: string) => ({ max: 100, message: t('common.maxLength', { field, max: 100 }) });

  return (
    <ModalForm<DictDataInput>
      open={open}
      title={editing ? t('dict.editData') : t('dict.addData')}
      form={form}
      name="dict-data-form"
      width={520}
      saving={saving}
      values={
        editing
          ? { ...editing, colorType: editing.colorType || undefined, cssClass: editing.cssClass ?? '', remark: editing.remark ?? '' }
          : { dictType, sort: 0, status: 0 }
      }
      onCancel={onCancel}
      onSubmit={(values) => onSubmit({ ...values, dictType, id: editing?.id, colorType: values.colorType ?? '' })}
    >
      <Form.Item name="dictType" label={t('dict.type')}>
        <Input disabled />
      </Form.Item>
      <Form.Item name="label" label={t('dict.dataLabel')} rules={[required(t('dict.dataLabel')), max100(t('dict.dataLabel'))]}>
        <Input placeholder={t('common.pleaseEnter', { field: t('dict.dataLabel') })} />
      </Form.Item>
      <Form.Item name="value" label={t('dict.dataValue')} rules={[required(t('dict.dataValue')), max100(t('dict.dataValue'))]}>
        <Input placeholder={t('common.pleaseEnter', { field: t('dict.dataValue') })} />
      </Form.Item>
      <Form.Item name="sort" label={t('dict.displaySort')} rules={[{ required: true, message: t('common.required', { field: t('dict.displaySort') }) }]}>
        <InputNumber min={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label={t('common.status')}>
        <Radio.Group options={statuses} />
      </Form.Item>
      <Form.Item name="colorType" label={t('dict.colorType')}>
        <Select
          allowClear
          placeholder={t('common.pleaseSelect', { field: t('dict.colorType') })}
          options={COLOR_TYPES.map((color) => ({ value: color.value, label: `${t(color.labelKey)}(${color.value})` }))}
        />
      </Form.Item>
      <Form.Item name="cssClass" label={t('dict.cssClass')}>
        <Input placeholder={t('common.pleaseEnter', { field: t('dict.cssClass') })} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea rows={2} placeholder={t('common.pleaseEnter', { field: t('common.remark') })} />
      </Form.Item>
    </ModalForm>
  );
}
