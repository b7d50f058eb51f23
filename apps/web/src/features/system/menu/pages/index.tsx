import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudList } from '@/shared/components/crud/crud-list';
import { dateTimeColumn, dictColumn, editDeleteColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { AddChildAction } from '@/shared/components/crud/row-action';
import { SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudList } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { useTreeTable } from '@/shared/components/crud/use-tree-table';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { MenuIcon } from '@/shared/icons/menu-icon';
import type { TreeNode } from '@/shared/utils/tree';
import { menuApi, type Menu, type MenuFilters, type MenuInput } from '../menu-api';
import { MenuForm } from '../menu-form';
import '../texts';

function toFilters(values: MenuFilters): MenuFilters {
  return { name: values.name?.trim() || undefined, status: values.status };
}

/** 菜单管理 (component system/menu/index): an unpaged tree table, closed at first. */
export default function MenuPage() {
  const { t } = useTranslation();
  const crud = useCrudList<Menu, MenuFilters, MenuFilters>({ queryKey: ['system', 'menu'], fetchList: menuApi.list, toFilters });
  const tree = useTreeTable(crud.list, { expandAll: false });
  const dialog = useEditDialog<Menu, MenuInput>({ get: menuApi.get, create: menuApi.create, update: menuApi.update, onSaved: crud.invalidate });
  // The parent picker needs every menu, not just the filtered ones.
  const everything = useCrudList<Menu>({ queryKey: ['system', 'menu', 'all'], fetchList: () => menuApi.list({}), enabled: dialog.open });

  const columns: TableColumnsType<TreeNode<Menu>> = [
    { title: t('menu.name'), dataIndex: 'name', width: 220, ellipsis: true },
    { title: t('menu.icon'), dataIndex: 'icon', width: 70, align: 'center', render: (icon: string) => <MenuIcon name={icon} /> },
    { title: t('menu.sort'), dataIndex: 'sort', width: 70, align: 'center' },
    { title: t('menu.permission'), dataIndex: 'permission', ellipsis: true },
    { title: t('menu.component'), dataIndex: 'component', ellipsis: true },
    dictColumn(t('common.status'), 'status', DICT_TYPE.COMMON_STATUS, 80),
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<TreeNode<Menu>>({
      permission: 'system:menu',
      dialog,
      api: menuApi,
      crud,
      entity: t('menu.name'),
      subject: (row) => row.name,
      width: 220,
      extra: (row) => <AddChildAction permission="system:menu:create" onClick={() => dialog.openCreate({ parentId: row.id })} />,
    }),
  ];

  return (
    <CrudList
      crud={crud}
      name="menu-search"
      search={
        <>
          <SearchInput name="name" label={t('menu.name')} width={200} />
          <SearchDictSelect name="status" label={t('common.status')} dictType={DICT_TYPE.COMMON_STATUS} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="system:menu:create" onClick={() => dialog.openCreate({ parentId: 0 })} />
          {tree.expandButton}
        </>
      }
      columns={columns}
      rows={tree.tree}
      table={{ expandable: tree.expandable }}
    >
      <MenuForm dialog={dialog} menus={everything.list} />
    </CrudList>
  );
}
