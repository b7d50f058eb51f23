import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CrudList } from '@/shared/components/crud/crud-list';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn, statusColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { ExportButton } from '@/shared/components/crud/export-button';
import { RowAction } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { ROLE_TYPE_SYSTEM, roleApi, type Role, type RoleFilters, type RoleInput } from '../role-api';
import { RoleForm } from '../role-form';
import { RoleMenuDialog } from '../role-menu-dialog';
import { DataScopeDialog } from '../data-scope-dialog';
import '../texts';

interface SearchValues {
  name?: string;
  code?: string;
  status?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): RoleFilters {
  return { name: values.name?.trim() || undefined, code: values.code?.trim() || undefined, status: values.status, createTime: toCreateTimeRange(values.createTime) };
}

/** 角色管理 (component system/role/index). */
export default function RolePage() {
  const { t } = useTranslation();
  const crud = useCrudPage<Role, RoleFilters, SearchValues>({ queryKey: ['system', 'role'], fetchPage: roleApi.page, toFilters });
  const dialog = useEditDialog<Role, RoleInput>({ get: roleApi.get, create: roleApi.create, update: roleApi.update, onSaved: crud.invalidate });
  const [menuRole, setMenuRole] = useState<Role | null>(null);
  const [scopeRole, setScopeRole] = useState<Role | null>(null);
  const builtIn = (row: Role) => row.type === ROLE_TYPE_SYSTEM;

  const columns: TableColumnsType<Role> = [
    idColumn(t('role.id')),
    { title: t('role.name'), dataIndex: 'name', ellipsis: true },
    { title: t('role.code'), dataIndex: 'code', ellipsis: true },
    dictColumn(t('role.type'), 'type', DICT_TYPE.SYSTEM_ROLE_TYPE, 100),
    { title: t('role.sort'), dataIndex: 'sort', width: 90, align: 'center' },
    statusColumn<Role>({
      title: t('common.status'),
      entity: t('role.entity'),
      name: (row) => row.name,
      permission: 'system:role:update',
      locked: builtIn,
      update: (row, status) => roleApi.updateStatus(row.id, status),
      onDone: crud.invalidate,
    }),
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<Role>({
      permission: 'system:role',
      dialog,
      api: roleApi,
      crud,
      entity: t('role.id'),
      width: 360,
      locked: builtIn,
      lockedTip: t('role.builtIn'),
      extra: (row) => (
        <>
          <RowAction permission="system:permission:assign-role-menu" icon={<MenuOutlined />} onClick={() => setMenuRole(row)}>
            {t('role.menuPermission')}
          </RowAction>
          <RowAction permission="system:permission:assign-role-data-scope" icon={<SafetyOutlined />} disabled={builtIn(row)} onClick={() => setScopeRole(row)}>
            {t('role.dataPermission')}
          </RowAction>
        </>
      ),
    }),
  ];

  return (
    <CrudList
      crud={crud}
      name="role-search"
      search={
        <>
          <SearchInput name="name" label={t('role.name')} />
          <SearchInput name="code" label={t('role.code')} />
          <SearchDictSelect name="status" label={t('common.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="system:role:create" onClick={dialog.openCreate} />
          <ExportButton permission="system:role:export" name={t('role.exportName')} fileName="角色数据.xlsx" download={() => roleApi.export(crud.filters)} />
        </>
      }
      columns={columns}
    >
      <RoleForm dialog={dialog} />
      <RoleMenuDialog role={menuRole} onClose={() => setMenuRole(null)} />
      <DataScopeDialog role={scopeRole} onClose={() => setScopeRole(null)} onSaved={() => void crud.invalidate()} />
    </CrudList>
  );
}
