import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '../../../shared/components/crud/modal-form';
import type { Role, RoleInput } from './role-api';

interface RoleFormProps {
  open: boolean;
  editing: Role | null;
  saving: boolean;
  onSubmit(values: RoleInput): void;
  onCancel(): void;
}

export function RoleForm({ open, editing, saving, onSubmit, onCancel }: RoleFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleInput>();
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const max = (field: string, length: number) => ({ max: length, message: t('common.maxLength', { field, max: length }) });
  return (
    <ModalForm<RoleInput>
      open={open}
      title={editing ? t('role.editTitle') : t('role.add')}
      form={form}
      name="role-form"
      width={520}
      saving={saving}
      values={editing ? { name: editing.name, code: editing.code, sort: editing.sort, remark: editing.remark ?? '' } : { sort: 0 }}
      onCancel={onCancel}
      onSubmit={(values) => onSubmit({ ...values, id: editing?.id, name: values.name.trim(), code: values.code.trim() })}
    >
      <Form.Item name="name" label={t('role.name')} rules={[required(t('role.name')), max(t('role.name'), 30)]}>
        <Input placeholder={t('common.pleaseEnter', { field: t('role.name') })} maxLength={30} />
      </Form.Item>
      <Form.Item name="code" label={t('role.code')} rules={[required(t('role.code')), max(t('role.code'), 100)]}>
        <Input placeholder={t('common.pleaseEnter', { field: t('role.code') })} maxLength={100} />
      </Form.Item>
      <Form.Item name="sort" label={t('role.formSort')} rules={[{ required: true, message: t('common.required', { field: t('role.formSort') }) }]}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')} rules={[max(t('common.remark'), 500)]}>
        <Input.TextArea rows={3} placeholder={t('common.pleaseEnter', { field: t('common.remark') })} />
      </Form.Item>
    </ModalForm>
  );
}
