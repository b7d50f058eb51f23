export type TreeNode<T> = T & { children?: TreeNode<T>[] };

/**
 * Builds a tree from a flat list by id/parentId (upstream handleTree). Rows whose parent is not in the list become
 * roots, so a filtered list still shows every row. Children keep the list's order; leaves have no `children`.
 */
export function handleTree<T extends { id: number; parentId: number }>(rows: readonly T[]): TreeNode<T>[] {
  const byId = new Map<number, TreeNode<T>>();
  for (const row of rows) byId.set(row.id, { ...row });
  const roots: TreeNode<T>[] = [];
  for (const row of rows) {
    const node = byId.get(row.id)!;
    const parent = row.parentId !== row.id ? byId.get(row.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Every id in the tree, depth first. */
export function treeIds<T extends { id: number }>(nodes: readonly TreeNode<T>[]): number[] {
  return nodes.flatMap((node) => [node.id, ...treeIds(node.children ?? [])]);
}

/** Ids of the nodes that have children (the keys to expand for "expand all"). */
export function parentIds<T extends { id: number }>(nodes: readonly TreeNode<T>[]): number[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.id, ...parentIds(node.children)] : []));
}

/** The id and the ids of all its descendants in a flat id/parentId list. */
export function withDescendants(rows: readonly { id: number; parentId: number }[], id: number): Set<number> {
  const result = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (result.has(row.parentId) && !result.has(row.id)) {
        result.add(row.id);
        grew = true;
      }
    }
  }
  return result;
}
