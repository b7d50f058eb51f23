import { useMemo } from 'react';
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
import { useUserOptions } from '@/shared/lookups/system-lookups';
import type { TreeNode } from '@/shared/utils/tree';
import { deptApi, type Dept, type DeptFilters, type DeptInput } from '../dept-api';
import { DeptForm } from '../dept-form';
import '../texts';

function toFilters(values: DeptFilters): DeptFilters {
  return { name: values.name?.trim() || undefined, status: values.status };
}

/** 部门管理 (component system/dept/index): an unpaged tree table, open at first. */
export default function DeptPage() {
  const { t } = useTranslation();
  const crud = useCrudList<Dept, DeptFilters, DeptFilters>({ queryKey: ['system', 'dept'], fetchList: deptApi.list, toFilters });
  const tree = useTreeTable(crud.list, { expandAll: true });
  const dialog = useEditDialog<Dept, DeptInput>({ get: deptApi.get, create: deptApi.create, update: deptApi.update, onSaved: crud.invalidate });
  const users = useUserOptions();
  const nicknames = useMemo(() => new Map((users.data ?? []).map((user) => [user.id, user.nickname])), [users.data]);

  const columns: TableColumnsType<TreeNode<Dept>> = [
    { title: t('dept.name'), dataIndex: 'name', width: 260, ellipsis: true },
    { title: t('dept.leader'), dataIndex: 'leaderUserId', width: 140, render: (id: number | null) => (id ? (nicknames.get(id) ?? '') : '') },
    { title: t('dept.sort'), dataIndex: 'sort', width: 80, align: 'center' },
    dictColumn(t('common.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<TreeNode<Dept>>({
      permission: 'system:dept',
      dialog,
      api: deptApi,
      crud,
      entity: t('dept.name'),
      subject: (row) => row.name,
      width: 220,
      extra: (row) => <AddChildAction permission="system:dept:create" onClick={() => dialog.openCreate({ parentId: row.id })} />,
    }),
  ];

  return (
    <CrudList
      crud={crud}
      name="dept-search"
      search={
        <>
          <SearchInput name="name" label={t('dept.name')} width={200} />
          <SearchDictSelect name="status" label={t('common.status')} dictType={DICT_TYPE.COMMON_STATUS} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="system:dept:create" onClick={() => dialog.openCreate({ parentId: 0 })} />
          {tree.expandButton}
        </>
      }
      columns={columns}
      rows={tree.tree}
      table={{ expandable: tree.expandable }}
    >
      <DeptForm dialog={dialog} />
    </CrudList>
  );
}
