import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { RemarkItem, SortItem, TextItem } from '@/shared/components/crud/form-items';
import type { EditDialog } from '@/shared/components/crud/use-edit-dialog';
import type { Role, RoleInput } from './role-api';

/** 添加角色 / 修改角色. */
export function RoleForm({ dialog }: { dialog: EditDialog<Role, RoleInput> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleInput>();
  const editing = dialog.editing;
  return (
    <ModalForm<RoleInput>
      dialog={dialog}
      title={editing ? t('role.editTitle') : t('role.add')}
      form={form}
      name="role-form"
      width={520}
      values={editing ? { name: editing.name, code: editing.code, sort: editing.sort, remark: editing.remark ?? '' } : { sort: 0 }}
      onSubmit={(values) => dialog.save({ ...values, id: editing?.id, name: values.name.trim(), code: values.code.trim() })}
    >
      <TextItem name="name" label={t('role.name')} required max={30} />
      <TextItem name="code" label={t('role.code')} required max={100} />
      <SortItem label={t('role.formSort')} />
      <RemarkItem />
    </ModalForm>
  );
}
