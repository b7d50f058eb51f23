import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/shared/auth/auth-guard';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { ExportButton } from '@/shared/components/crud/export-button';
import { confirmDelete } from '@/shared/components/crud/confirm';
import { EditAction, MoreActions, RowActions } from '@/shared/components/crud/row-action';
import { TreePanel } from '@/shared/components/crud/tree-panel';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { useDeptOptions } from '@/shared/lookups/system-lookups';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { userApi, type User, type UserFilters, type UserInput } from '../user-api';
import { UserForm } from '../user-form';
import { ImportDialog } from '../import-dialog';
import { AssignRolesDialog } from '../assign-roles-dialog';
import { ResetPasswordDialog } from '../reset-password-dialog';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { CrudList } from '@/shared/components/crud/crud-list';
import { actionsColumn, dateTimeColumn, idColumn, statusColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import '../texts';

interface SearchValues {
  username?: string;
  mobile?: string;
  status?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): UserFilters {
  return {
    username: values.username?.trim() || undefined,
    mobile: values.mobile?.trim() || undefined,
    status: values.status,
    createTime: toCreateTimeRange(values.createTime),
  };
}

/** The built-in administrator: never offered for deletion. */
const ADMIN_USER_ID = 1;

/** 用户管理 (component system/user/index): department tree beside the user list. */
export default function UserPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<User, UserFilters, SearchValues>({ queryKey: ['system', 'user'], fetchPage: userApi.page, toFilters });
  const depts = useDeptOptions();
  const dialog = useEditDialog<User, UserInput>({ get: userApi.get, create: userApi.create, update: userApi.update, onSaved: crud.invalidate });
  const [initPassword, setInitPassword] = useState<string | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [rolesFor, setRolesFor] = useState<User | null>(null);
  const [passwordFor, setPasswordFor] = useState<User | null>(null);

  // A new user's password starts as the configured sys.user.init-password.
  const openCreate = async () => {
    setInitPassword(await userApi.initPassword());
    dialog.openCreate();
  };

  const columns: TableColumnsType<User> = [
    idColumn(t('user.id')),
    { title: t('user.username'), dataIndex: 'username', ellipsis: true },
    { title: t('user.nickname'), dataIndex: 'nickname', ellipsis: true },
    { title: t('user.dept'), key: 'dept', ellipsis: true, render: (_value, row) => row.dept?.name ?? '' },
    { title: t('user.mobile'), dataIndex: 'mobile', width: 120 },
    statusColumn<User>({
      title: t('common.status'),
      entity: t('user.entity'),
      name: (row) => row.username,
      permission: 'system:user:update',
      update: (row, status) => userApi.updateStatus(row.id, status),
      onDone: crud.invalidate,
    }),
    dateTimeColumn(t('common.createTime')),
    actionsColumn(t('common.actions'), 180, (row) => (
      <RowActions>
        <EditAction permission="system:user:update" onClick={() => void dialog.openEdit(row)} />
        <MoreActions
          items={[
            {
              key: 'delete',
              permission: 'system:user:delete',
              hidden: row.id === ADMIN_USER_ID,
              icon: <DeleteOutlined />,
              danger: true,
              label: t('common.delete'),
              onClick: () => confirmDelete(t('crud.idSubject', { entity: t('user.id'), id: row.id }), () => userApi.remove(row.id), crud.invalidate),
            },
            { key: 'password', permission: 'system:user:update-password', icon: <KeyOutlined />, label: t('user.resetPassword'), onClick: () => setPasswordFor(row) },
            { key: 'roles', permission: 'system:permission:assign-user-role', icon: <TeamOutlined />, label: t('user.assignRoles'), onClick: () => setRolesFor(row) },
          ]}
        />
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="user-search"
      aside={<TreePanel rows={depts.data ?? []} selectedId={crud.filters.deptId} onSelect={(deptId) => crud.patchFilters({ deptId })} placeholder={t('user.deptFilter')} />}
      search={
        <>
          <SearchInput name="username" label={t('user.username')} />
          <SearchInput name="mobile" label={t('user.mobile')} />
          <SearchDictSelect name="status" label={t('common.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="system:user:create" onClick={() => void openCreate()} />
          <Auth permissions={['system:user:import']}>
            <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)} className="btn-import">
              {t('user.import')}
            </Button>
          </Auth>
          <ExportButton permission="system:user:export" name={t('user.exportName')} fileName="用户数据.xlsx" download={() => userApi.export(crud.filters)} />
        </>
      }
      columns={columns}
    >
      <UserForm dialog={dialog} initPassword={initPassword} />
      <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} onImported={() => void crud.invalidate()} />
      <AssignRolesDialog user={rolesFor} onClose={() => setRolesFor(null)} />
      <ResetPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
    </CrudList>
  );
}
