import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '../../../shared/components/crud/modal-form';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../shared/dict/dict-types';
import type { DictType, DictTypeInput } from './dict-api';

interface DictTypeFormProps {
  open: boolean;
  editing: DictType | null;
  saving: boolean;
  onSubmit(values: DictTypeInput): void;
  onCancel(): void;
}

export function DictTypeForm({ open, editing, saving, onSubmit, onCancel }: DictTypeFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DictTypeInput>();
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);

  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const max100 = (field: string) => ({ max: 100, message: t('common.maxLength', { field, max: 100 }) });

  return (
    <ModalForm<DictTypeInput>
      open={open}
      title={editing ? t('dict.editType') : t('dict.addType')}
      form={form}
      name="dict-type-form"
      width={520}
      saving={saving}
      values={editing ? { name: editing.name, type: editing.type, status: editing.status, remark: editing.remark ?? '' } : { status: 0 }}
      onCancel={onCancel}
      onSubmit={(values) => onSubmit({ ...values, id: editing?.id })}
    >
      <Form.Item name="name" label={t('dict.name')} rules={[required(t('dict.name')), max100(t('dict.name'))]}>
        <Input placeholder={t('common.pleaseEnter', { field: t('dict.name') })} />
      </Form.Item>
      <Form.Item name="type" label={t('dict.type')} rules={[required(t('dict.type')), max100(t('dict.type'))]}>
        <Input placeholder={t('common.pleaseEnter', { field: t('dict.type') })} disabled={!!editing} />
      </Form.Item>
      <Form.Item name="status" label={t('common.status')}>
        <Radio.Group options={statuses} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea rows={3} placeholder={t('common.pleaseEnter', { field: t('common.remark') })} />
      </Form.Item>
    </ModalForm>
  );
}
