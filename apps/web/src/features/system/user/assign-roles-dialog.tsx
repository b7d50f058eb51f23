import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadSaveDialog } from '@/shared/components/crud/load-save-dialog';
import { useRoleOptions } from '@/shared/lookups/system-lookups';
import { userApi, type User } from './user-api';

/** 分配角色: the user's roles (list-user-roles) in a multi-select of the enabled roles. */
export function AssignRolesDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useRoleOptions(!!user);
  return (
    <LoadSaveDialog<User, number[]>
      subject={user}
      title={t('user.assignRoles')}
      name="assign-roles"
      width={500}
      identity={(subject) => [[t('user.username'), subject.username], [t('user.nickname'), subject.nickname]]}
      empty={[]}
      load={(subject) => userApi.listUserRoles(subject.id)}
      save={(subject, roleIds) => userApi.assignUserRoles(subject.id, roleIds)}
      onClose={onClose}
    >
      {(roleIds, setRoleIds, loading) => (
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
      )}
    </LoadSaveDialog>
  );
}
