import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRoleOptions } from '../../../shared/lookups/system-lookups';
import { toast } from '../../../shared/ui/feedback';
import { userApi, type User } from './user-api';

interface AssignRolesDialogProps {
  user: User | null;
  onClose(): void;
}

/** 分配角色: the user's roles (list-user-roles) in a multi-select of the enabled roles. */
export function AssignRolesDialog({ user, onClose }: AssignRolesDialogProps) {
  const { t } = useTranslation();
  const roles = useRoleOptions(!!user);
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!user) return;
    let live = true;
    setLoading(true);
    setRoleIds([]);
    userApi
      .listUserRoles(user.id)
      .then((ids) => live && setRoleIds(ids))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [user]);

  const submit = async () => {
    if (!user) return;
    setSaving(true);
    try {
      await userApi.assignUserRoles(user.id, roleIds);
      toast.success(t('common.updateSuccess'));
      onClose();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!user}
      title={t('user.assignRoles')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      maskClosable={false}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      width={500}
    >
      <Form labelCol={{ flex: '88px' }} name="assign-roles">
        <Form.Item label={t('user.username')}>
          <Input value={user?.username} disabled />
        </Form.Item>
        <Form.Item label={t('user.nickname')}>
          <Input value={user?.nickname} disabled />
        </Form.Item>
        <Form.Item label={t('user.roles')} htmlFor="assign-roles-select">
          <Select
            id="assign-roles-select"
            mode="multiple"
            allowClear
            loading={loading || roles.isLoading}
            value={roleIds}
            onChange={setRoleIds}
            showSearch={{ optionFilterProp: 'label' }}
            options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
            placeholder={t('common.pleaseSelect', { field: t('user.roles') })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
