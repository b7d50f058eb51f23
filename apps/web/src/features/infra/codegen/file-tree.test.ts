import { describe, expect, it } from 'vitest';
import { buildFileTree, filesInTreeOrder, folderKeys, languageOf, type FileTreeNode } from './file-tree';

/** The tree as indented lines: folders end with '/', so the test reads like a repository listing. */
function outline(nodes: readonly FileTreeNode[], depth = 0): string[] {
  return nodes.flatMap((node) => [`${'  '.repeat(depth)}${node.title}${node.isLeaf ? '' : '/'}`, ...outline(node.children ?? [], depth + 1)]);
}

const GENERATED = [
  'packages/contracts/src/demo/article.ts',
  'apps/server/src/modules/demo/article/routes.ts',
  'apps/server/src/modules/demo/article/service.ts',
  'apps/server/src/db/migrations/0027_demo_article.sql',
  'apps/server/test/demo-article.test.ts',
  'apps/web/src/features/demo/article/pages/index.tsx',
  'apps/web/src/features/demo/article/locales.ts',
  'README.md',
];

describe('buildFileTree', () => {
  it('folds single-folder chains into one node, folders before files, each by name', () => {
    expect(outline(buildFileTree(GENERATED))).toEqual([
      'apps/',
      '  server/',
      '    src/',
      '      db/migrations/',
      '        0027_demo_article.sql',
      '      modules/demo/article/',
      '        routes.ts',
      '        service.ts',
      '    test/',
      '      demo-article.test.ts',
      '  web/src/features/demo/article/',
      '    pages/',
      '      index.tsx',
      '    locales.ts',
      'packages/contracts/src/demo/',
      '  article.ts',
      'README.md',
    ]);
  });

  it('keys files by their full path and folders by theirs with a trailing slash', () => {
    const tree = buildFileTree(GENERATED);
    expect(filesInTreeOrder(tree)).toEqual([
      'apps/server/src/db/migrations/0027_demo_article.sql',
      'apps/server/src/modules/demo/article/routes.ts',
      'apps/server/src/modules/demo/article/service.ts',
      'apps/server/test/demo-article.test.ts',
      'apps/web/src/features/demo/article/pages/index.tsx',
      'apps/web/src/features/demo/article/locales.ts',
      'packages/contracts/src/demo/article.ts',
      'README.md',
    ]);
    expect(folderKeys(tree)).toContain('apps/server/src/modules/demo/article/');
    expect(folderKeys(tree)).toContain('packages/contracts/src/demo/');
  });

  it('folds the whole path of a lone file folder, and keeps every file once', () => {
    expect(outline(buildFileTree(['a/b/c/d.ts']))).toEqual(['a/b/c/', '  d.ts']);
    expect(filesInTreeOrder(buildFileTree(['x.ts', 'a/y.ts', 'a/b/z.ts']))).toEqual(['a/b/z.ts', 'a/y.ts', 'x.ts']);
    expect(buildFileTree([])).toEqual([]);
  });
});

describe('languageOf', () => {
  it('names the highlight.js language by extension, README as Markdown, anything else as plain text', () => {
    expect(['a/b.ts', 'a/b.tsx', 'x.sql', 'y.json', 'README.md', 'docs/README', 'LICENSE', 'a.b/c'].map(languageOf)).toEqual([
      'typescript',
      'typescript',
      'sql',
      'json',
      'markdown',
      'markdown',
      'plaintext',
      'plaintext',
    ]);
  });
});
