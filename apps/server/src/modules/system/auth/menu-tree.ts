import type { MenuNode } from '@console/contracts/system/auth';

/**
 * Builds the menu tree from rows already sorted. Leaves carry `children: null` as the reference
 * does; a node whose parent is not in the set is dropped (the user may not reach it).
 */
export function buildMenuTree(rows: Omit<MenuNode, 'children'>[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(rows.map((r) => [r.id, { ...r, children: null }]));
  const roots: MenuNode[] = [];
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
