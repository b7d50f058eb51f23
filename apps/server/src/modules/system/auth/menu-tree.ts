/** A tree node: the row with its children, `null` for a leaf as the reference sends it. */
export type TreeNode<T> = T & { children: TreeNode<T>[] | null };

/**
 * Builds the menu tree from rows already sorted. Leaves carry `children: null` as the reference
 * does; a node whose parent is not in the set is dropped (the user may not reach it).
 */
export function buildMenuTree<T extends { id: number; parentId: number }>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>(rows.map((r) => [r.id, { ...r, children: null }]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === 0) {
      roots.push(node);
      continue;
    }
    const parent = nodes.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
  }
  // Orphans hanging below a dropped node are unreachable as well.
  return roots;
}
