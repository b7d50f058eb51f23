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
import { useUserOptions } from '../../../../shared/lookups/system-lookups';
import { formatDateTime } from '../../../../shared/utils/format';
import { handleTree, parentIds, type TreeNode } from '../../../../shared/utils/tree';
import { deptApi, type Dept, type DeptFilters, type DeptInput } from '../dept-api';
import { DeptForm } from '../dept-form';

function toFilters(values: DeptFilters): DeptFilters {
  return { name: values.name?.trim() || undefined, status: values.status };
}

/** 部门管理 (component system/dept/index): an unpaged tree table. */
export default function DeptPage() {
  const { t } = useTranslation();
  const crud = useCrudList<Dept, DeptFilters, DeptFilters>({ queryKey: ['system', 'dept'], fetchList: deptApi.list, toFilters });
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);
  const users = useUserOptions();
  const nicknames = useMemo(() => new Map((users.data ?? []).map((user) => [user.id, user.nickname])), [users.data]);
  const tree = useMemo(() => handleTree(crud.list), [crud.list]);
  const allParents = useMemo(() => parentIds(tree), [tree]);
  const [expanded, setExpanded] = useState<readonly React.Key[] | null>(null);
  const expandedKeys = expanded ?? allParents;
  const [form, setForm] = useState<{ open: boolean; editing: Dept | null; parentId: number }>({ open: false, editing: null, parentId: 0 });

  const save = useSave<DeptInput>({
    create: deptApi.create,
    update: deptApi.update,
    onSaved: async () => {
      setForm((current) => ({ ...current, open: false }));
      await crud.invalidate();
    },
  });

  const openEdit = async (row: Dept) => {
    try {
      setForm({ open: true, editing: await deptApi.get(row.id), parentId: row.parentId });
    } catch {
      // shown by the request layer
    }
  };

  const columns: TableColumnsType<TreeNode<Dept>> = [
    { title: t('dept.name'), dataIndex: 'name', width: 260, ellipsis: true },
    { title: t('dept.leader'), dataIndex: 'leaderUserId', width: 140, render: (id: number | null) => (id ? (nicknames.get(id) ?? '') : '') },
    { title: t('dept.sort'), dataIndex: 'sort', width: 80, align: 'center' },
    { title: t('common.status'), dataIndex: 'status', width: 90, align: 'center', render: (status: number) => <DictTag type={DICT_TYPE.COMMON_STATUS} value={status} /> },
    { title: t('common.createTime'), dataIndex: 'createTime', width: 170, align: 'center', render: (value: number) => formatDateTime(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 220,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions>
          <RowAction permission="system:dept:update" icon={<EditOutlined />} onClick={() => void openEdit(row)}>
            {t('common.edit')}
          </RowAction>
          <RowAction permission="system:dept:create" icon={<PlusOutlined />} onClick={() => setForm({ open: true, editing: null, parentId: row.id })}>
            {t('crud.addChild')}
          </RowAction>
          <RowAction
            permission="system:dept:delete"
            icon={<DeleteOutlined />}
            danger
            onClick={() => confirmDelete(t('crud.idSubject', { entity: t('dept.name'), id: row.name }), () => deptApi.remove(row.id), crud.invalidate)}
          >
            {t('common.delete')}
          </RowAction>
        </RowActions>
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);
  const allExpanded = allParents.length > 0 && expandedKeys.length >= allParents.length;

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="dept-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="name" label={t('dept.name')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('dept.name') })} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('common.status') })} style={{ width: 140 }} options={statuses} />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <Auth permissions={['system:dept:create']}>
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setForm({ open: true, editing: null, parentId: 0 })}>
            {t('common.create')}
          </Button>
        </Auth>
        <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(allExpanded ? [] : allParents)}>
          {t('crud.expandAll')}
        </Button>
      </RightToolbar>
      <Table<TreeNode<Dept>>
        rowKey="id"
        columns={visibleColumns}
        dataSource={tree}
        loading={crud.isFetching}
        pagination={false}
        scroll={{ x: 800 }}
        expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded(keys) }}
      />
      <DeptForm
        open={form.open}
        editing={form.editing}
        parentId={form.parentId}
        saving={save.isPending}
        onCancel={() => setForm((current) => ({ ...current, open: false }))}
        onSubmit={(values) => save.mutate(values)}
      />
    </Card>
  );
}
