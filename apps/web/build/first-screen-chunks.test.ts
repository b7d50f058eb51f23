// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { antdNamesImportedBy, staticClosure } from './first-screen-chunks';

const ANTD = '/repo/node_modules/antd/es/index.js';
const dir = (name: string) => `/repo/node_modules/antd/es/${name}/index.js`;

/** A module graph as the bundler describes it: each module's code and the modules it imports statically. */
function graphOf(modules: Record<string, { code?: string; imports?: string[] }>) {
  return {
    getModuleInfo: (id: string) => (modules[id] ? { code: modules[id].code ?? '', importedIds: modules[id].imports ?? [] } : null),
  };
}

describe('the first screen’s chunk', () => {
  it('reads the antd components a module imports, aliases and all', () => {
    expect(antdNamesImportedBy('import { Button, Table as AntTable } from "antd";\nimport { Tag } from \'antd\';\nimport x from "antd-x";')).toEqual([
      'Button',
      'Table',
      'Tag',
    ]);
  });

  it('follows what the roots import, and through antd’s index only the components they name', () => {
    const graph = graphOf({
      '/src/page.tsx': { code: 'import { Table } from "antd";\nimport { helper } from "./helper";', imports: ['/src/helper.ts', ANTD] },
      '/src/helper.ts': { code: 'import { Button } from "antd";', imports: [ANTD] },
      '/src/elsewhere.tsx': { code: 'import { Tree } from "antd";', imports: [ANTD] },
      [ANTD]: {
        code: "export { default as Button } from './button';\nexport { default as Table } from './table';\nexport { default as Tree } from './tree';",
        imports: [dir('button'), dir('table'), dir('tree')],
      },
      [dir('button')]: { imports: ['/repo/node_modules/antd/es/button/button.js'] },
      '/repo/node_modules/antd/es/button/button.js': {},
      [dir('table')]: { imports: [dir('button')] },
      [dir('tree')]: {},
    });
    const closure = staticClosure(graph, ['/src/page.tsx']);
    expect([...closure].sort()).toEqual(['/repo/node_modules/antd/es/button/button.js', dir('button'), dir('table'), '/src/helper.ts', '/src/page.tsx'].sort());
    expect(closure.has(dir('tree'))).toBe(false);
    expect(closure.has(ANTD)).toBe(false);
  });
});
