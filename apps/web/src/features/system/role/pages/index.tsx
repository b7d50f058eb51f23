import { useState } from 'react';
import { Button, Card, Form, Input, Select, Table, Tooltip, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/components/date-range-field';
import { Auth } from '../../../../shared/auth/auth-guard';
import { Pagination } from '../../../../shared/components/pagination';
import { dateTimeColumn, dictColumn, idColumn } from '../../../../shared/components/crud/columns';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ExportButton } from '../../../../shared/components/crud/export-button';
import { confirmDelete } from '../../../../shared/components/crud/confirm';
import { RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { StatusSwitch } from '../../../../shared/components/crud/status-switch';
import { useSave } from '../../../../shared/components/crud/use-save';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { toCreateTimeRange } from '../../../../shared/utils/date-range';
import { ROLE_TYPE_SYSTEM, roleApi, type Role, type RoleFilters, type RoleInput } from '../role-api';
import { RoleForm } from '../role-form';
import { RoleMenuDialog } from '../role-menu-dialog';
import { DataScopeDialog } from '../data-scope-dialog';

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
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);
  const [form, setForm] = useState<{ open: boolean; editing: Role | null }>({ open: false, editing: null });
  const [menuRole, setMenuRole] = useState<Role | null>(null);
  const [scopeRole, setScopeRole] = useState<Role | null>(null);

  const save = useSave<RoleInput>({
    create: roleApi.create,
    update: roleApi.update,
    onSaved: async () => {
      setForm((current) => ({ ...current, open: false }));
      await crud.invalidate();
    },
  });

  const openEdit = async (row: Role) => {
    try {
      setForm({ open: true, editing: await roleApi.get(row.id) });
    } catch {
      // shown by the request layer
    }
  };

  const builtIn = (row: Role) => row.type === ROLE_TYPE_SYSTEM;
  const guarded = (row: Role, node: React.ReactNode) => (builtIn(row) ? <Tooltip title={t('role.builtIn')}>{node}</Tooltip> : node);

  const columns: TableColumnsType<Role> = [
    idColumn(t('role.id')),
    { title: t('role.name'), dataIndex: 'name', ellipsis: true },
    { title: t('role.code'), dataIndex: 'code', ellipsis: true },
    dictColumn(t('role.type'), 'type', DICT_TYPE.SYSTEM_ROLE_TYPE, 100),
    { title: t('role.sort'), dataIndex: 'sort', width: 90, align: 'center' },
    {
      title: t('common.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (status: number, row) => (
        <StatusSwitch
          status={status}
          name={row.name}
          entity={t('role.entity')}
          permission="system:role:update"
          disabled={builtIn(row)}
          onChange={(next) => roleApi.updateStatus(row.id, next)}
          onDone={crud.invalidate}
        />
      ),
    },
    dateTimeColumn(t('common.createTime')),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 360,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          {guarded(
            row,
            <span>
              <RowAction permission="system:role:update" icon={<EditOutlined />} disabled={builtIn(row)} onClick={() => void openEdit(row)}>
                {t('common.edit')}
              </RowAction>
            </span>,
          )}
          <RowAction permission="system:permission:assign-role-menu" icon={<MenuOutlined />} onClick={() => setMenuRole(row)}>
            {t('role.menuPermission')}
          </RowAction>
          <RowAction permission="system:permission:assign-role-data-scope" icon={<SafetyOutlined />} disabled={builtIn(row)} onClick={() => setScopeRole(row)}>
            {t('role.dataPermission')}
          </RowAction>
          {guarded(
            row,
            <span>
              <RowAction
                permission="system:role:delete"
                icon={<DeleteOutlined />}
                danger
                disabled={builtIn(row)}
                onClick={() => confirmDelete(t('crud.idSubject', { entity: t('role.id'), id: row.id }), () => roleApi.remove(row.id), crud.invalidate)}
              >
                {t('common.delete')}
              </RowAction>
            </span>,
          )}
        </RowActions>
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="role-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="name" label={t('role.name')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('role.name') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="code" label={t('role.code')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('role.code') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('common.status') })} style={{ width: 140 }} options={statuses} />
        </Form.Item>
        <Form.Item name="createTime" label={t('common.createTime')}>
          <DateRangeField />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <Auth permissions={['system:role:create']}>
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setForm({ open: true, editing: null })}>
            {t('common.create')}
          </Button>
        </Auth>
        <ExportButton permission="system:role:export" name={t('role.exportName')} fileName="角色数据.xlsx" download={() => roleApi.export(crud.filters)} />
      </RightToolbar>
      <Table<Role> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 1200 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <RoleForm open={form.open} editing={form.editing} saving={save.isPending} onCancel={() => setForm((current) => ({ ...current, open: false }))} onSubmit={(values) => save.mutate(values)} />
      <RoleMenuDialog role={menuRole} onClose={() => setMenuRole(null)} />
      <DataScopeDialog role={scopeRole} onClose={() => setScopeRole(null)} onSaved={() => void crud.invalidate()} />
    </Card>
  );
}
