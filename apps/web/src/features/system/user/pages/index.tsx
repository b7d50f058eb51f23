import { useState } from 'react';
import { Button, Card, Dropdown, Form, Input, Select, Table, type MenuProps, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import DoubleRightOutlined from '@ant-design/icons/DoubleRightOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../../../shared/components/date-range-field';
import { Auth } from '../../../../shared/auth/auth-guard';
import { usePermission } from '../../../../shared/auth/use-permission';
import { Pagination } from '../../../../shared/components/pagination';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ExportButton } from '../../../../shared/components/crud/export-button';
import { confirmDelete } from '../../../../shared/components/crud/confirm';
import { RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { StatusSwitch } from '../../../../shared/components/crud/status-switch';
import { TreePanel } from '../../../../shared/components/crud/tree-panel';
import { useSave } from '../../../../shared/components/crud/use-save';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { useDeptOptions } from '../../../../shared/lookups/system-lookups';
import { formatDateTime } from '../../../../shared/utils/format';
import { toCreateTimeRange } from '../../../../shared/utils/date-range';
import { userApi, type User, type UserFilters, type UserInput } from '../user-api';
import { UserForm } from '../user-form';
import { ImportDialog } from '../import-dialog';
import { AssignRolesDialog } from '../assign-roles-dialog';
import { ResetPasswordDialog } from '../reset-password-dialog';

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
  const { hasPermi } = usePermission();
  const crud = useCrudPage<User, UserFilters, SearchValues>({ queryKey: ['system', 'user'], fetchPage: userApi.page, toFilters });
  const depts = useDeptOptions();
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);
  const [form, setForm] = useState<{ open: boolean; editing: User | null; initPassword: string | null }>({ open: false, editing: null, initPassword: null });
  const [importOpen, setImportOpen] = useState(false);
  const [rolesFor, setRolesFor] = useState<User | null>(null);
  const [passwordFor, setPasswordFor] = useState<User | null>(null);

  const save = useSave<UserInput>({
    create: userApi.create,
    update: userApi.update,
    onSaved: async () => {
      setForm((current) => ({ ...current, open: false }));
      await crud.invalidate();
    },
  });

  const openCreate = async () => {
    const initPassword = await userApi.initPassword();
    setForm({ open: true, editing: null, initPassword });
  };
  const openEdit = async (row: User) => {
    try {
      setForm({ open: true, editing: await userApi.get(row.id), initPassword: null });
    } catch {
      // shown by the request layer
    }
  };

  const moreItems = (row: User): MenuProps['items'] => [
    ...(row.id !== ADMIN_USER_ID && hasPermi(['system:user:delete']) ? [{ key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('common.delete') }] : []),
    ...(hasPermi(['system:user:update-password']) ? [{ key: 'password', icon: <KeyOutlined />, label: t('user.resetPassword') }] : []),
    ...(hasPermi(['system:permission:assign-user-role']) ? [{ key: 'roles', icon: <TeamOutlined />, label: t('user.assignRoles') }] : []),
  ];

  const onMore = (row: User, key: string) => {
    if (key === 'delete') confirmDelete(t('crud.idSubject', { entity: t('user.id'), id: row.id }), () => userApi.remove(row.id), crud.invalidate);
    if (key === 'password') setPasswordFor(row);
    if (key === 'roles') setRolesFor(row);
  };

  const columns: TableColumnsType<User> = [
    { title: t('user.id'), dataIndex: 'id', width: 80, align: 'center' },
    { title: t('user.username'), dataIndex: 'username', ellipsis: true },
    { title: t('user.nickname'), dataIndex: 'nickname', ellipsis: true },
    { title: t('user.dept'), key: 'dept', ellipsis: true, render: (_value, row) => row.dept?.name ?? '' },
    { title: t('user.mobile'), dataIndex: 'mobile', width: 120 },
    {
      title: t('common.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (status: number, row) => (
        <StatusSwitch
          status={status}
          name={row.username}
          entity={t('user.entity')}
          permission="system:user:update"
          onChange={(next) => userApi.updateStatus(row.id, next)}
          onDone={crud.invalidate}
        />
      ),
    },
    { title: t('common.createTime'), dataIndex: 'createTime', width: 160, align: 'center', render: (value: number) => formatDateTime(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 180,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => {
        const items = moreItems(row);
        return (
          <RowActions>
            <RowAction permission="system:user:update" icon={<EditOutlined />} onClick={() => void openEdit(row)}>
              {t('common.edit')}
            </RowAction>
            {items && items.length > 0 && (
              <Dropdown menu={{ items, onClick: ({ key }) => onMore(row, key) }} trigger={['click']}>
                <Button type="link" size="small" icon={<DoubleRightOutlined />}>
                  {t('crud.more')}
                </Button>
              </Dropdown>
            )}
          </RowActions>
        );
      },
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);

  return (
    <div className="crud-split">
      <Card variant="borderless" className="page-card crud-split-side">
        <TreePanel rows={depts.data ?? []} selectedId={crud.filters.deptId} onSelect={(deptId) => crud.patchFilters({ deptId })} placeholder={t('user.deptFilter')} />
      </Card>
      <Card variant="borderless" className="page-card crud-split-main">
        <SearchForm form={crud.searchForm} name="user-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
          <Form.Item name="username" label={t('user.username')}>
            <Input allowClear placeholder={t('common.pleaseEnter', { field: t('user.username') })} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="mobile" label={t('user.mobile')}>
            <Input allowClear placeholder={t('common.pleaseEnter', { field: t('user.mobile') })} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="status" label={t('common.status')}>
            <Select allowClear placeholder={t('common.pleaseSelect', { field: t('common.status') })} style={{ width: 140 }} options={statuses} />
          </Form.Item>
          <Form.Item name="createTime" label={t('common.createTime')}>
            <DateRangeField />
          </Form.Item>
        </SearchForm>
        <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
          <Auth permissions={['system:user:create']}>
            <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => void openCreate()}>
              {t('common.create')}
            </Button>
          </Auth>
          <Auth permissions={['system:user:import']}>
            <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)} className="btn-import">
              {t('user.import')}
            </Button>
          </Auth>
          <ExportButton permission="system:user:export" name={t('user.exportName')} fileName="用户数据.xlsx" download={() => userApi.export(crud.filters)} />
        </RightToolbar>
        <Table<User> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 900 }} />
        <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      </Card>
      <UserForm
        open={form.open}
        editing={form.editing}
        initPassword={form.initPassword}
        saving={save.isPending}
        onCancel={() => setForm((current) => ({ ...current, open: false }))}
        onSubmit={(values) => save.mutate(values)}
      />
      <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} onImported={() => void crud.invalidate()} />
      <AssignRolesDialog user={rolesFor} onClose={() => setRolesFor(null)} />
      <ResetPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
    </div>
  );
}
