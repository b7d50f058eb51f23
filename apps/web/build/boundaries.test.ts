// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own ESLint config (eslint.config.js at the root) bites on the import boundaries of
// docs/web-app.md: snippets linted as if they sat in a given folder, against the real files they import.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BOUNDARY = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';
const WIRE_TYPES = '@typescript-eslint/no-restricted-imports';

let eslint: ESLint;
beforeAll(() => {
  // The probes are not files of any tsconfig: the import rules read them without types.
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js'), overrideConfig: [{ files: ['**/probe.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }] });
});

/** The import rules' findings for `code` placed at `file` (relative to the repository root). */
async function importFindings(file: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId?.startsWith('import-x/') || m.ruleId === WIRE_TYPES || m.fatal)
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

const importing = (specifier: string) => `import * as target from '${specifier}';\nexport const probe = target;\n`;

describe('wire types in the web app', () => {
  it('come from the contracts as types only: a value import of a schema module is refused', async () => {
    const value = await importFindings('apps/web/src/shared/probe.ts', "import { PostRow } from '@console/contracts/system/post';\nexport const probe = PostRow;\n");
    expect(value).toEqual([{ ruleId: WIRE_TYPES, message: expect.stringContaining('`import type` only') }]);
    const typeOnly = await importFindings(
      'apps/web/src/shared/probe.ts',
      "import type { Static } from 'typebox';\nimport type { PostRow } from '@console/contracts/system/post';\nexport type Probe = Static<typeof PostRow>;\n",
    );
    expect(typeOnly).toEqual([]);
  }, 60_000);
});

describe('import boundaries (web)', () => {
  it.each([
    ['a feature', '../features/audit/lawyer/lawyer-api'],
    ['the layout', '../layout/menu-items'],
    ['the app', '../app/component-registry'],
    ['the locale aggregate', '../locales/zh-CN'],
  ])('shared/ does not import %s', async (_what, specifier) => {
    const findings = await importFindings('apps/web/src/shared/probe.ts', importing(specifier));
    expect(findings).toEqual([{ ruleId: BOUNDARY, message: expect.stringContaining('shared/ imports no feature') }]);
  }, 60_000);

  it('the layout imports no feature (features reach it through a registry the app fills)', async () => {
    const findings = await importFindings('apps/web/src/layout/probe.ts', importing('../features/audit/lawyer/use-pending-count'));
    expect(findings).toEqual([{ ruleId: BOUNDARY, message: expect.stringContaining('layout/ imports shared/ only') }]);
  }, 60_000);

  it.each([
    ['the app', '../../../app/component-registry'],
    ['the layout', '../../../layout/menu-items'],
  ])('a feature does not import %s', async (_what, specifier) => {
    const findings = await importFindings('apps/web/src/features/system/user/probe.ts', importing(specifier));
    expect(findings).toEqual([{ ruleId: BOUNDARY, message: expect.stringContaining('features/ import shared/ only') }]);
  }, 60_000);

  it('a feature imports no other feature, but its own files and shared/ freely', async () => {
    const other = await importFindings('apps/web/src/features/system/user/pages/probe.tsx', importing('../../dept/dept-api'));
    expect(other).toEqual([{ ruleId: BOUNDARY, message: expect.stringContaining('features/system/user imports no other feature') }]);
    const otherArea = await importFindings('apps/web/src/features/system/user/probe.ts', importing('../../audit/lawyer/lawyer-api'));
    expect(otherArea).toEqual([{ ruleId: BOUNDARY, message: expect.stringContaining('features/system/user imports no other feature') }]);
    const own = await importFindings('apps/web/src/features/system/user/pages/probe.tsx', importing('../user-api'));
    expect(own).toEqual([]);
    const shared = await importFindings('apps/web/src/features/system/user/probe.ts', importing('../../../shared/api/http'));
    expect(shared).toEqual([]);
  }, 60_000);

  it('the app imports features and the layout', async () => {
    const findings = await importFindings(
      'apps/web/src/app/probe.ts',
      `${importing('../features/audit/lawyer/use-pending-count')}export * from '../layout/menu-badges';\n`,
    );
    expect(findings).toEqual([]);
  }, 60_000);

  it('an import circle is an error', async () => {
    // settings-store.ts imports storage-keys.ts: storage-keys importing it back closes a circle.
    const findings = await importFindings('apps/web/src/shared/config/storage-keys.ts', importing('../ui/settings-store'));
    expect(findings).toEqual([{ ruleId: CYCLE, message: expect.stringContaining('Dependency cycle') }]);
  }, 60_000);
});

describe('import boundaries (server)', () => {
  it.each([
    ['platform/', 'apps/server/src/platform/probe.ts', '../modules/system/user/service'],
    ['db/', 'apps/server/src/db/probe.ts', '../modules/system/user/service'],
    ['db/seed', 'apps/server/src/db/seed/probe.ts', '../../modules/system/user/service'],
    ['platform/ (app.ts)', 'apps/server/src/platform/probe.ts', '../app'],
  ])('%s does not import a module or the app', async (_what, file, specifier) => {
    const findings = await importFindings(file, importing(specifier));
    expect(findings).toEqual([{ ruleId: BOUNDARY, message: expect.stringContaining('platform/ and db/ import no module') }]);
  }, 60_000);

  it('platform/ does not import a module even for a type', async () => {
    const findings = await importFindings('apps/server/src/platform/probe.ts', "import type { PayRuntime } from '../modules/pay/runtime';\nexport type Probe = PayRuntime;\n");
    expect(findings).toEqual([{ ruleId: BOUNDARY, message: expect.stringContaining('platform/ and db/ import no module') }]);
  }, 60_000);

  it('an inline import() type, which the boundaries and the circle check would not see, is refused', async () => {
    const [result] = await eslint.lintText("export type Probe = import('../modules/pay/runtime').PayRuntime;\n", { filePath: path.join(root, 'apps/server/src/platform/probe.ts') });
    expect(result!.messages.map(({ ruleId, message }) => ({ ruleId, message }))).toEqual([{ ruleId: 'no-restricted-syntax', message: expect.stringContaining('import type') }]);
  }, 60_000);

  it('a module imports the platform', async () => {
    const findings = await importFindings('apps/server/src/modules/system/user/probe.ts', importing('../../../platform/paging'));
    expect(findings).toEqual([]);
  }, 60_000);
});
