#!/usr/bin/env bash
# No import circles in any workspace (docs/web-app.md and docs/server.md, import boundaries): static, dynamic and type-only imports
# all count. dpdm reads each file once with the TypeScript parser (a few seconds), where ESLint's import-x/no-cycle
# skips type-only imports. Inline `import('…').T` types, which dpdm does not follow, are refused by ESLint instead.
set -euo pipefail
cd "$(dirname "$0")/.."
circles() {
  npx dpdm --no-tree --no-warning --no-progress --exit-code circular:1 --exclude 'node_modules' "$@"
}
# The web app resolves its `@/…` alias through its own tsconfig.
circles --tsconfig apps/web/tsconfig.json --ext ts,tsx 'apps/web/src/**/*.{ts,tsx}' 'apps/web/build/**/*.{ts,tsx}' 'apps/web/vite.config.ts'
circles --tsconfig tsconfig.base.json --ext ts 'apps/server/{src,test,scripts}/**/*.ts' 'packages/contracts/src/**/*.ts' 'e2e/{tests,support}/**/*.ts' 'bench/*.ts'
