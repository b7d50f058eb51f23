import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckTree } from '@/shared/components/crud/check-tree';
import { LoadSaveDialog } from '@/shared/components/crud/load-save-dialog';
import { useMenuOptions } from '@/shared/lookups/system-lookups';
import { roleApi, type Role } from './role-api';

/** 菜单权限: the menu tree (list-all-simple) with cascade; submits checked ∪ half-checked. */
export function RoleMenuDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation();
  const menus = useMenuOptions(!!role);
  return (
    <LoadSaveDialog<Role, number[]>
      subject={role}
      title={t('role.assignMenu')}
      name="role-menu"
      identity={(subject) => [[t('role.name'), subject.name], [t('role.code'), subject.code]]}
      empty={[]}
      load={(subject) => roleApi.listRoleMenus(subject.id)}
      save={(subject, menuIds) => roleApi.assignRoleMenus(subject.id, menuIds)}
      onClose={onClose}
    >
      {(menuIds, setMenuIds) => (
        <Form.Item label={t('role.menus')}>
          <CheckTree rows={menus.data ?? []} value={menuIds} onChange={setMenuIds} ariaLabel={t('role.menus')} />
        </Form.Item>
      )}
    </LoadSaveDialog>
  );
}
