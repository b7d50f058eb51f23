#!/usr/bin/env bash
# `npm test`: everything, on a fresh machine. Installs PostgreSQL and Chromium through apt when missing.
# Stages: lint, type check, web unit tests, API tests on PGlite, the code generator's proof, the same API tests on a
# real PostgreSQL started here on loopback (on Node 24 when TEST_NODE_24 is set), production build, end-to-end tests
# in Chromium against the built server.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
results_dir="$root/.tmp/test-results"
rm -rf "$results_dir"
mkdir -p "$results_dir"

bash scripts/ensure-system-deps.sh || { echo "could not install system packages"; exit 1; }

stages=()
failed_logs=()
failed=0
stage() {
  local name=$1
  shift
  echo
  echo "=== $name"
  local start=$SECONDS
  # Each stage's output is also kept, so a failure's first errors can be repeated at the end: CI shows the tail.
  local log="$results_dir/${name//[^A-Za-z0-9]/-}.log"
  if "$@" 2>&1 | tee "$log"; then
    stages+=("ok    $name ($((SECONDS - start)) s)")
  else
    stages+=("FAIL  $name ($((SECONDS - start)) s)")
    failed_logs+=("$name|$log")
    failed=1
  fi
}

# Stages side by side: each of these is one single-threaded process, and the machine has two cores. Arguments are
# pairs of a name and a command line; each stage's output is kept in its log and printed when all have ended.
together() {
  local names=() logs=()
  while [ $# -gt 0 ]; do
    local name=$1 command=$2
    shift 2
    local log="$results_dir/${name//[^A-Za-z0-9]/-}.log"
    names+=("$name")
    logs+=("$log")
    (
      start=$SECONDS
      if bash -c "$command" >"$log" 2>&1; then result=ok; else result=FAIL; fi
      printf '%-5s %s (%s s)\n' "$result" "$name" "$((SECONDS - start))" >"$log.status"
    ) &
  done
  wait
  local i
  for i in "${!names[@]}"; do
    echo
    echo "=== ${names[$i]} (side by side)"
    cat "${logs[$i]}"
    local status
    status=$(cat "${logs[$i]}.status")
    stages+=("$status")
    if [[ $status == FAIL* ]]; then
      failed_logs+=("${names[$i]}|${logs[$i]}")
      failed=1
    fi
  done
}

# The first lines of a failed stage's log that say what went wrong (a failed test, an unhandled error, a timeout),
# without colours.
why_failed() {
  sed -e 's/\x1b\[[0-9;]*m//g' "$1" |
    grep -E -m 12 'FAIL |Unhandled|[A-Za-z]*[Ee]rror[:( ]|originated in|timed out|Errors +[0-9]|✘|[0-9]+\) .*›|exit code' || tail -n 12 "$1"
}

# Outside the checkout: PostgreSQL runs as its own user and must reach the directory (a clone may sit under a
# private temporary directory).
pg_dir=$(mktemp -d /tmp/console-test-pg.XXXXXX)
chmod 755 "$pg_dir"
# A free port, so a PostgreSQL already running on this machine never collides with ours.
pg_port=${TEST_PG_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
cleanup() { bash scripts/postgres.sh stop "$pg_dir"; rm -rf "$pg_dir"; }
trap cleanup EXIT

together "lint" "npx eslint ." \
  "type check" "npm run typecheck --workspaces --if-present" \
  "import circles" "bash scripts/import-circles.sh"
if [ -f apps/web/vitest.config.ts ] || grep -q '"test"' apps/web/package.json; then
  stage "web unit tests" npm test -w @console/web -- --reporter=default --reporter=json --outputFile="$results_dir/web-unit.json"
fi
stage "API tests on PGlite" npm test -w @console/server -- --reporter=default --reporter=json --outputFile="$results_dir/api-pglite.json"
# 代码生成's proof: a generated module type-checks, lints and passes its own test in a copy of the repository.
stage "code generator proof" npm run test:codegen-proof -w @console/server -- --reporter=default --reporter=json --outputFile="$results_dir/codegen-proof.json"
# One API pass per (database, Node) pair: PGlite on the machine's Node 20 above, PostgreSQL below on Node 24, the
# current LTS, when TEST_NODE_24 is set (CI sets it; the machine's Node 20 is past its end of life). A third pass
# (PGlite again on Node 24) cost CI about 11 minutes and covered nothing these two do not.
api_node_path=$PATH
api_node_label=""
if [ -n "${TEST_NODE_24:-}" ]; then
  if node24_bin=$(bash scripts/node24.sh); then
    api_node_path="$node24_bin:$PATH"
    api_node_label=", Node 24"
  else
    stages+=("FAIL  install Node 24"); failed=1
  fi
fi
if bash scripts/postgres.sh start "$pg_dir" "$pg_port"; then
  # The start-up test exercises the embedded database only; it ran above.
  stage "API tests on PostgreSQL$api_node_label" env PATH="$api_node_path" TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres" \
    npm test -w @console/server -- --exclude test/startup.test.ts --reporter=default --reporter=json --outputFile="$results_dir/api-postgres.json"
  bash scripts/postgres.sh stop "$pg_dir"
else
  stages+=("FAIL  start PostgreSQL"); failed=1
fi
stage "production build" npm run build
if ls e2e/tests/*.spec.ts >/dev/null 2>&1; then
  stage "end-to-end tests (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/e2e.json" npm test -w @console/e2e
fi

echo
echo "=== summary"
printf '%s\n' "${stages[@]}"
for entry in "${failed_logs[@]}"; do
  echo
  echo "=== why \"${entry%%|*}\" failed (first lines; the whole log is ${entry#*|})"
  why_failed "${entry#*|}" | cut -c1-300
done
node scripts/summarize-results.mjs "$results_dir" || failed=1
exit $failed
