#!/usr/bin/env bash
# npm test: typecheck, lint (Biome, import boundaries, knip) and the build; unit + API tests (SQLite,
# and PostgreSQL when reachable; the OpenAPI document through Redocly and a generated client); crash
# safety; end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ] && (echo > /dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
# The static checks and the build need no database: they run on one core from the start, beside
# whatever would otherwise leave the other core idle (decision 292): compiling better-sqlite3 when a
# fresh install skipped it (.ci/run installs with --ignore-scripts; the compile is one long
# single-threaded C file), then crash safety. Their output follows in order once they are done.
checks=$(mktemp -d)
(
  set -e
  step() { echo "== $1"; shift; "$@"; }
  step typecheck npx tsc --noEmit
  step lint npx biome check src e2e bench scripts
  step "import boundaries (resolved paths)" npx tsx scripts/boundaries/check.ts
  step "unused files and exports (knip)" npx knip --no-progress
  step build npm run build
) >"$checks/out" 2>&1 &
checks_pid=$!
if ! node -e "new (require('better-sqlite3'))(':memory:').close()" 2>/dev/null; then
  echo "== better-sqlite3: compiling the native module (beside the checks), at ${SECONDS} s"
  npm rebuild better-sqlite3
fi
echo "== crash safety, at ${SECONDS} s (short: 3 × SIGKILL under write load per engine)"
crash=0
npx tsx scripts/crash-safety.ts --kills 3 --seconds 2 || crash=$?
[ "$crash" = 0 ] || { echo "crash safety failed"; kill "$checks_pid" 2>/dev/null || true; exit "$crash"; }
checks_rc=0
wait "$checks_pid" || checks_rc=$?
cat "$checks/out"
rm -rf "$checks"
[ "$checks_rc" = 0 ] || { echo "typecheck, lint or build failed"; exit "$checks_rc"; }
echo "== unit and API tests (PostgreSQL: ${TEST_DATABASE_URL:-not available, SQLite only}), at ${SECONDS} s"
npx vitest run
echo "== end-to-end (Chromium's headless shell), at ${SECONDS} s"
bash scripts/ensure-chromium.sh
npx playwright test
echo "== npm test passed in ${SECONDS} s"
