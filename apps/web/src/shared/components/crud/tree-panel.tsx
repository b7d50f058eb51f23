import { useMemo, useState } from 'react';
import { Empty, Input, Tree, type TreeDataNode } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { handleTree, parentIds, type TreeNode } from '@/shared/utils/tree';

interface Row {
  id: number;
  parentId: number;
  name: string;
}

interface TreePanelProps {
  rows: readonly Row[];
  selectedId?: number;
  /** A click on the selected node clears the selection (undefined). */
  onSelect: (id: number | undefined) => void;
  placeholder: string;
}

function filterTree(nodes: TreeNode<Row>[], keyword: string): TreeNode<Row>[] {
  if (!keyword) return nodes;
  return nodes.flatMap((node) => {
    if (node.name.includes(keyword)) return [node];
    const children = filterTree(node.children ?? [], keyword);
    return children.length ? [{ ...node, children }] : [];
  });
}

function toTreeData(nodes: TreeNode<Row>[]): TreeDataNode[] {
  return nodes.map((node) => ({ key: node.id, title: node.name, children: node.children ? toTreeData(node.children) : undefined }));
}

/** A side tree with a name filter (the user screen's departments): a click filters the list beside it. */
export function TreePanel({ rows, selectedId, onSelect, placeholder }: TreePanelProps) {
  const [keyword, setKeyword] = useState('');
  const tree = useMemo(() => filterTree(handleTree(rows), keyword.trim()), [rows, keyword]);
  const treeData = useMemo(() => toTreeData(tree), [tree]);
  const [collapsed, setCollapsed] = useState<number[]>([]);
  const expandedKeys = parentIds(tree).filter((id) => !collapsed.includes(id));
  return (
    <div className="tree-panel">
      <Input allowClear prefix={<SearchOutlined />} placeholder={placeholder} aria-label={placeholder} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      {treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Tree
          blockNode
          treeData={treeData}
          expandedKeys={expandedKeys}
          onExpand={(_keys, info) => setCollapsed((current) => (info.expanded ? current.filter((id) => id !== Number(info.node.key)) : [...current, Number(info.node.key)]))}
          selectedKeys={selectedId !== undefined ? [selectedId] : []}
          onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
        />
      )}
    </div>
  );
}
