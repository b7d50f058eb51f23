import { useMemo, useState, type Key } from 'react';
import { Button } from 'antd';
import NodeExpandOutlined from '@ant-design/icons/NodeExpandOutlined';
import { useTranslation } from 'react-i18next';
import { handleTree, parentIds } from '@/shared/utils/tree';

interface TreeRow {
  id: number;
  parentId: number;
}

/**
 * An unpaged list shown as a tree table (部门, 菜单): the tree built from the rows, which rows are open (all of them
 * or none at first), and the 展开/折叠 button that opens or closes every row.
 */
export function useTreeTable<Row extends TreeRow>(rows: readonly Row[], { expandAll }: { expandAll: boolean }) {
  const { t } = useTranslation();
  const tree = useMemo(() => handleTree(rows), [rows]);
  const allParents = useMemo(() => parentIds(tree), [tree]);
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const expandedKeys = expanded ?? (expandAll ? allParents : []);
  const allExpanded = allParents.length > 0 && expandedKeys.length >= allParents.length;
  return {
    tree,
    expandable: { expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys: readonly Key[]) => setExpanded(keys) },
    expandButton: (
      <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(allExpanded ? [] : allParents)}>
        {t('crud.expandAll')}
      </Button>
    ),
  };
}
