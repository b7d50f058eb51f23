import { useMemo, useState } from 'react';
import { Checkbox, Space, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { handleTree, parentIds, treeIds, type TreeNode } from '@/shared/utils/tree';

interface Row {
  id: number;
  parentId: number;
  name: string;
}

interface CheckTreeProps {
  rows: readonly Row[];
  /** Checked ids as the server knows them (checked ∪ half-checked when cascading). */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Show the 父子联动 toggle (data-scope depts); menus always cascade. */
  linkageToggle?: boolean;
  height?: number;
  ariaLabel?: string;
}

function toTreeData(nodes: TreeNode<Row>[]): TreeDataNode[] {
  return nodes.map((node) => ({ key: node.id, title: node.name, children: node.children ? toTreeData(node.children) : undefined }));
}

/**
 * A checkbox tree with 展开/折叠, 全选/全不选 and (optionally) 父子联动. With cascade on, the value it reports is
 * checked ∪ half-checked (what the server stores for a role's or package's menus); a value coming in keeps only its
 * leaves checked, so a parent with some children unchecked shows half-checked again.
 */
export function CheckTree({ rows, value, onChange, linkageToggle, height = 320, ariaLabel }: CheckTreeProps) {
  const { t } = useTranslation();
  const tree = useMemo(() => handleTree(rows), [rows]);
  const treeData = useMemo(() => toTreeData(tree), [tree]);
  const allIds = useMemo(() => treeIds(tree), [tree]);
  const expandableIds = useMemo(() => parentIds(tree), [tree]);
  const parents = useMemo(() => new Set(expandableIds), [expandableIds]);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const [cascade, setCascade] = useState(true);

  const valueSet = new Set(value);
  // With cascade, only leaves are "checked"; antd derives parents (full or half) from them.
  const checkedKeys = cascade ? value.filter((id) => !parents.has(id)) : [...value];
  const expandedKeys = expanded ?? [];
  const allExpanded = expandableIds.length > 0 && expandedKeys.length >= expandableIds.length;
  const allChecked = allIds.length > 0 && allIds.every((id) => valueSet.has(id));

  return (
    <div className="check-tree">
      <Space size="middle" className="check-tree-tools" wrap>
        <Checkbox checked={allExpanded} onChange={(event) => setExpanded(event.target.checked ? expandableIds : [])}>
          {t('crud.expandAll')}
        </Checkbox>
        <Checkbox checked={allChecked} indeterminate={!allChecked && value.length > 0} onChange={(event) => onChange(event.target.checked ? allIds : [])}>
          {t('crud.checkAll')}
        </Checkbox>
        {linkageToggle && (
          <Checkbox checked={cascade} onChange={(event) => setCascade(event.target.checked)}>
            {t('crud.linkage')}
          </Checkbox>
        )}
      </Space>
      <div className="check-tree-body" style={{ maxHeight: height }} aria-label={ariaLabel}>
        <Tree
          checkable
          selectable={false}
          checkStrictly={!cascade}
          treeData={treeData}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys.map(Number))}
          checkedKeys={cascade ? checkedKeys : { checked: checkedKeys, halfChecked: [] }}
          onCheck={(checked, info) => {
            if (Array.isArray(checked)) {
              const half = (info.halfCheckedKeys ?? []).map(Number);
              onChange([...checked.map(Number), ...half]);
            } else {
              onChange(checked.checked.map(Number));
            }
          }}
        />
      </div>
    </div>
  );
}
