/** One node of the preview's file tree: a folder (with children) or a file (its full path is the key). */
export interface FileTreeNode {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: FileTreeNode[];
}

interface Folder {
  folders: Map<string, Folder>;
  files: string[];
}

const emptyFolder = (): Folder => ({ folders: new Map(), files: [] });
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The generated files as a repository browser shows them: folders first, then files, each sorted by name; a folder
 * whose only content is one folder is shown with it as one node (`apps/server/src/modules/demo/article`).
 */
export function buildFileTree(paths: readonly string[]): FileTreeNode[] {
  const root = emptyFolder();
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    const fileName = parts.pop();
    if (!fileName) continue;
    let folder = root;
    for (const part of parts) {
      let next = folder.folders.get(part);
      if (!next) folder.folders.set(part, (next = emptyFolder()));
      folder = next;
    }
    folder.files.push(fileName);
  }
  return nodesOf(root, '');
}

function nodesOf(folder: Folder, prefix: string): FileTreeNode[] {
  const folders = [...folder.folders.entries()].sort(([a], [b]) => byName(a, b)).map(([name, child]) => folderNode(name, child, prefix));
  const files = [...folder.files].sort(byName).map((name) => ({ key: `${prefix}${name}`, title: name, isLeaf: true }));
  return [...folders, ...files];
}

function folderNode(name: string, folder: Folder, prefix: string): FileTreeNode {
  let title = name;
  let current = folder;
  // Fold a chain of single-folder folders into one node.
  while (current.files.length === 0 && current.folders.size === 1) {
    const [childName, child] = [...current.folders.entries()][0]!;
    title = `${title}/${childName}`;
    current = child;
  }
  const path = `${prefix}${title}`;
  return { key: `${path}/`, title, isLeaf: false, children: nodesOf(current, `${path}/`) };
}

/** The files in the order the tree shows them (the first one is selected when the preview opens). */
export function filesInTreeOrder(nodes: readonly FileTreeNode[]): string[] {
  return nodes.flatMap((node) => (node.isLeaf ? [node.key] : filesInTreeOrder(node.children ?? [])));
}

/** The folder keys of a tree (all of them start open). */
export function folderKeys(nodes: readonly FileTreeNode[]): string[] {
  return nodes.flatMap((node) => (node.isLeaf ? [] : [node.key, ...folderKeys(node.children ?? [])]));
}

/** The highlight.js language of a generated file, from its extension; plain text for anything else. */
export function languageOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  if (['ts', 'tsx', 'mts', 'cts'].includes(extension)) return 'typescript';
  if (extension === 'sql') return 'sql';
  if (extension === 'json') return 'json';
  if (extension === 'md' || extension === 'markdown' || name === 'readme') return 'markdown';
  return 'plaintext';
}
