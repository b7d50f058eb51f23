#!/usr/bin/env bash
# Node 24, the current LTS, from the npm registry (the `node` package ships the binary), under .tmp/node24 beside
# the machine's Node: prints the directory to put first on PATH. Used by `TEST_NODE_24=1 npm test` (CI).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.tmp/node24
if [ ! -x "$dir/node_modules/.bin/node" ]; then
  mkdir -p "$dir"
  echo '{"name":"node24","private":true}' >"$dir/package.json"
  npm install --prefix "$dir" --no-audit --no-fund --no-save --silent node@24 >/dev/null
fi
"$dir/node_modules/.bin/node" --version >&2
echo "$(pwd)/$dir/node_modules/.bin"
