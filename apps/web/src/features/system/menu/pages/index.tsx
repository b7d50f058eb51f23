import { useMemo, useState } from 'react';
import { Button, Card, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import NodeExpandOutlined from '@ant-design/icons/NodeExpandOutlined';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../../shared/auth/auth-guard';
import { DictTag } from '../../../../shared/components/dict-tag';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudList } from '../../../../shared/components/crud/use-crud-page';
import { confirmDelete } from '../../../../shared/components/crud/confirm';
import { RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { useSave } from '../../../../shared/components/crud/use-save';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { MenuIcon } from '../../../../shared/icons/menu-icon';
import { formatDateTime } from '../../../../shared/utils/format';
import { handleTree, parentIds, type TreeNode } from '../../../../shared/utils/tree';
import { menuApi, type Menu, type MenuFilters, type MenuInput } from '../menu-api';
import { MenuForm } from '../menu-form';

function toFilters(values: MenuFilters): MenuFilters {
  return { name: values.name?.trim() || undefined, status: values.status };
}

/** 菜单管理 (component system/menu/index): an unpaged tree table. */
export default function MenuPage() {
  const { t } = useTranslation();
  const crud = useCrudList<Menu, MenuFilters, MenuFilters>({ queryKey: ['system', 'menu'], fetchList: menuApi.list, toFilters });
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);
  const tree = useMemo(() => handleTree(crud.list), [crud.list]);
  const allParents = useMemo(() => parentIds(tree), [tree]);
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const [form, setForm] = useState<{ open: boolean; editing: Menu | null; parentId: number }>({ open: false, editing: null, parentId: 0 });
  // The parent picker needs every menu, not just the filtered ones.
  const everything = useCrudList<Menu>({ queryKey: ['system', 'menu', 'all'], fetchList: () => menuApi.list({}), enabled: form.open });

  const save = useSave<MenuInput>({
    create: menuApi.create,
    update: menuApi.update,
    onSaved: async () => {
      setForm((current) => ({ ...current, open: false }));
      await crud.invalidate();
    },
  });

  const openEdit = async (row: Menu) => {
    try {
      setForm({ open: true, editing: await menuApi.get(row.id), parentId: row.parentId });
    } catch {
      // shown by the request layer
    }
  };

  const columns: TableColumnsType<TreeNode<Menu>> = [
    { title: t('menu.name'), dataIndex: 'name', width: 220, ellipsis: true },
    { title: t('menu.icon'), dataIndex: 'icon', width: 70, align: 'center', render: (icon: string) => <MenuIcon name={icon} /> },
    { title: t('menu.sort'), dataIndex: 'sort', width: 70, align: 'center' },
    { title: t('menu.permission'), dataIndex: 'permission', ellipsis: true },
    { title: t('menu.component'), dataIndex: 'component', ellipsis: true },
    { title: t('common.status'), dataIndex: 'status', width: 80, align: 'center', render: (status: number) => <DictTag type={DICT_TYPE.COMMON_STATUS} value={status} /> },
    { title: t('common.createTime'), dataIndex: 'createTime', width: 170, align: 'center', render: (value: number) => formatDateTime(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 220,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          <RowAction permission="system:menu:update" icon={<EditOutlined />} onClick={() => void openEdit(row)}>
            {t('common.edit')}
          </RowAction>
          <RowAction permission="system:menu:create" icon={<PlusOutlined />} onClick={() => setForm({ open: true, editing: null, parentId: row.id })}>
            {t('crud.addChild')}
          </RowAction>
          <RowAction
            permission="system:menu:delete"
            icon={<DeleteOutlined />}
            danger
            onClick={() => confirmDelete(t('crud.idSubject', { entity: t('menu.name'), id: row.name }), () => menuApi.remove(row.id), crud.invalidate)}
          >
            {t('common.delete')}
          </RowAction>
        </RowActions>
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);
  const allExpanded = allParents.length > 0 && expanded.length >= allParents.length;

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="menu-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="name" label={t('menu.name')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('menu.name') })} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('common.status') })} style={{ width: 140 }} options={statuses} />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <Auth permissions={['system:menu:create']}>
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setForm({ open: true, editing: null, parentId: 0 })}>
            {t('common.create')}
          </Button>
        </Auth>
        <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(allExpanded ? [] : allParents)}>
          {t('crud.expandAll')}
        </Button>
      </RightToolbar>
      <Table<TreeNode<Menu>>
        rowKey="id"
        columns={visibleColumns}
        dataSource={tree}
        loading={crud.isFetching}
        pagination={false}
        scroll={{ x: 1100 }}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys) }}
      />
      <MenuForm
        open={form.open}
        editing={form.editing}
        parentId={form.parentId}
        menus={everything.list}
        saving={save.isPending}
        onCancel={() => setForm((current) => ({ ...current, open: false }))}
        onSubmit={(values) => save.mutate(values)}
      />
    </Card>
  );
}
