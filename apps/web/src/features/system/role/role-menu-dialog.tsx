import { useEffect, useState } from 'react';
import { Form, Input, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckTree } from '../../../shared/components/crud/check-tree';
import { useMenuOptions } from '../../../shared/lookups/system-lookups';
import { toast } from '../../../shared/ui/feedback';
import { roleApi, type Role } from './role-api';

/** 菜单权限: the menu tree (list-all-simple) with cascade; submits checked ∪ half-checked. */
export function RoleMenuDialog({ role, onClose }: { role: Role | null; onClose(): void }) {
  const { t } = useTranslation();
  const menus = useMenuOptions(!!role);
  const [menuIds, setMenuIds] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!role) return;
    let live = true;
    setMenuIds([]);
    setLoading(true);
    roleApi
      .listRoleMenus(role.id)
      .then((ids) => live && setMenuIds(ids))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [role]);

  const submit = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await roleApi.assignRoleMenus(role.id, menuIds);
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
      open={!!role}
      title={t('role.assignMenu')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      maskClosable={false}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      width={560}
      destroyOnHidden
    >
      <Form labelCol={{ flex: '88px' }} name="role-menu">
        <Form.Item label={t('role.name')}>
          <Input value={role?.name} disabled />
        </Form.Item>
        <Form.Item label={t('role.code')}>
          <Input value={role?.code} disabled />
        </Form.Item>
        <Form.Item label={t('role.menus')}>
          <Spin spinning={loading || menus.isLoading}>
            <CheckTree rows={menus.data ?? []} value={menuIds} onChange={setMenuIds} ariaLabel={t('role.menus')} />
          </Spin>
        </Form.Item>
      </Form>
    </Modal>
  );
}
