import { useEffect } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictDatas } from '../../../shared/dict/dict-store';
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
  const statuses = useDictDatas(DICT_TYPE.COMMON_STATUS);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(editing ? { name: editing.name, type: editing.type, status: editing.status, remark: editing.remark ?? '' } : { status: 0 });
  }, [open, editing, form]);

  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const max100 = (field: string) => ({ max: 100, message: t('common.maxLength', { field, max: 100 }) });

  return (
    <Modal
      open={open}
      title={editing ? t('dict.editType') : t('dict.addType')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      maskClosable={false}
      forceRender
      onCancel={onCancel}
      onOk={() => form.submit()}
      width={520}
    >
      <Form form={form} labelCol={{ flex: '96px' }} onFinish={(values) => onSubmit({ ...values, id: editing?.id })} name="dict-type-form">
        <Form.Item name="name" label={t('dict.name')} rules={[required(t('dict.name')), max100(t('dict.name'))]}>
          <Input placeholder={t('common.pleaseEnter', { field: t('dict.name') })} />
        </Form.Item>
        <Form.Item name="type" label={t('dict.type')} rules={[required(t('dict.type')), max100(t('dict.type'))]}>
          <Input placeholder={t('common.pleaseEnter', { field: t('dict.type') })} disabled={!!editing} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Radio.Group options={statuses.map((entry) => ({ value: Number(entry.value), label: entry.label }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('common.remark')}>
          <Input.TextArea rows={3} placeholder={t('common.pleaseEnter', { field: t('common.remark') })} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
