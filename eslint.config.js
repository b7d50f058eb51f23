import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Paths from the repository root, wherever ESLint runs from (the boundaries test lints through the Node API).
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

/** `features/<area>/<entity>` folders: each one a feature that imports no other feature. */
function featureFolders() {
  const root = path.join(ROOT, WEB, 'features');
  return readdirSync(root, { withFileTypes: true })
    .filter((area) => area.isDirectory())
    .flatMap((area) =>
      readdirSync(path.join(root, area.name), { withFileTypes: true })
        .filter((entity) => entity.isDirectory())
        .map((entity) => `${area.name}/${entity.name}`),
    );
}

// The layering of docs/web-app.md ("Import boundaries") and docs/server.md ("Layering"): `target` files may not import
// `from` paths.
const webZones = [
  {
    target: `${WEB}/shared`,
    from: [`${WEB}/features`, `${WEB}/layout`, `${WEB}/app`, `${WEB}/locales`, `${WEB}/main.tsx`],
    message: 'shared/ imports no feature, layout, app or locale-aggregate code (docs/web-app.md, import boundaries).',
  },
  {
    target: `${WEB}/layout`,
    from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/locales`, `${WEB}/main.tsx`],
    message: 'layout/ imports shared/ only; features reach it through a registry the app fills (docs/web-app.md).',
  },
  {
    target: `${WEB}/features`,
    from: [`${WEB}/app`, `${WEB}/layout`, `${WEB}/locales`, `${WEB}/main.tsx`],
    message: 'features/ import shared/ only, never app, layout or the locale aggregate (docs/web-app.md).',
  },
  ...featureFolders().map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: `features/${feature} imports no other feature; move the shared piece to shared/ or wire it in app/ (docs/web-app.md).`,
  })),
];

const serverZones = [
  {
    target: [`${SERVER}/platform`, `${SERVER}/db`],
    from: [`${SERVER}/modules`, `${SERVER}/app.ts`, `${SERVER}/main.ts`, `${SERVER}/start.ts`],
    message: 'platform/ and db/ import no module and no app wiring (docs/server.md, layering).',
  },
  {
    target: `${SERVER}/modules`,
    from: [`${SERVER}/app.ts`, `${SERVER}/main.ts`, `${SERVER}/start.ts`],
    message: 'modules/ import platform/ and db/, never the app wiring (docs/server.md, layering).',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'data/**', '.tmp/**', 'bench/results/**'] },
  js.configs.recommended,
  // Type-aware rules everywhere (each file is read with its workspace's tsconfig): floating promises, unbound methods,
  // needless assertions, unsafe any… An exception is a one-line `eslint-disable-next-line <rule> -- <why>`.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module', parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: {
      // Function-typed members as properties, so passing `crud.invalidate` or `props.onClose` along is safe (unbound-method).
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]", message: 'No focused or skipped tests.' },
        // Inline `import('…').T` types slip past import-x's boundaries and scripts/import-circles.sh: a type comes in by `import type`.
        { selector: 'TSImportType', message: "Import the type with `import type { … } from '…'`: an inline import('…') type escapes the import boundaries and the circle check." },
      ],
    },
  },
  {
    // Vitest's asymmetric matchers (expect.any, expect.stringContaining…) are typed `any` by design: placing one in an
    // expected object is the point of them, not an unsafe assignment.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  // Plain JavaScript (build scripts, this file) belongs to no tsconfig: linted without types.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The wire types come from the contracts the server validates with, as types only: a value import would put
      // TypeBox and every schema into the bundle (docs/server.md, wire types).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@console/contracts/system/*', '@console/contracts/infra/*', '@console/contracts/audit/*', '@console/contracts/schema', '@console/contracts/envelope', 'typebox'],
              allowTypeImports: true,
              message: 'The web app takes wire types from the contracts with `import type` only (no TypeBox in the bundle).',
            },
            {
              regex: '^dayjs/',
              allowTypeImports: true,
              message: "Import dayjs from '@/shared/utils/dayjs', which sets its locale to the app's language.",
            },
          ],
          paths: [{ name: 'dayjs', allowTypeImports: true, message: "Import dayjs from '@/shared/utils/dayjs', which sets its locale to the app's language." }],
        },
      ],
    },
  },
  // The one module that imports dayjs itself.
  {
    files: ['apps/web/src/shared/utils/dayjs.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`, `${SERVER}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      // The typescript preset's extensions and parser, so no-cycle reads .ts/.tsx dependencies (without them it sees none).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: [path.join(ROOT, 'apps/web/tsconfig.json'), path.join(ROOT, 'apps/server/tsconfig.json')], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...webZones, ...serverZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The web app imports from its root alias (`@/shared/…`, tsconfig paths), never through `../../` chains.
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./', message: 'Import from the root alias `@/…` instead of climbing `../../`.' }] }],
    },
  },
);
