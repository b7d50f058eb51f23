import { handleTree, type TreeNode } from './tree';

export interface TreeSelectNode {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TreeSelectNode[];
}

/** A flat id/parentId/name list as antd TreeSelect data; `disabledIds` (e.g. a node and its subtree) are greyed. */
export function toTreeSelect<T extends { id: number; parentId: number; name: string }>(rows: readonly T[], disabledIds?: ReadonlySet<number>): TreeSelectNode[] {
  const convert = (nodes: TreeNode<T>[]): TreeSelectNode[] =>
    nodes.map((node) => ({
      value: node.id,
      title: node.name,
      disabled: disabledIds?.has(node.id) || undefined,
      children: node.children ? convert(node.children) : undefined,
    }));
  return convert(handleTree(rows));
}
