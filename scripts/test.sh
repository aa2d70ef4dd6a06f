#!/usr/bin/env bash
# npm test: unit + API tests (SQLite, and PostgreSQL when reachable; the OpenAPI document through
# Redocly and a generated client), crash safety, typecheck, lint (Biome, import boundaries, knip),
# the build, end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ] && (echo > /dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
echo "== unit and API tests (PostgreSQL: ${TEST_DATABASE_URL:-not available, SQLite only})"
npx vitest run
# The crash-safety run lasts its fixed seconds of write load whatever else runs; the static checks
# and the build run meanwhile (decision 290), their output follows in order.
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
echo "== crash safety, at ${SECONDS} s (short: 3 × SIGKILL under write load per engine)"
crash=0
npx tsx scripts/crash-safety.ts --kills 3 --seconds 2 || crash=$?
checks_rc=0
wait "$checks_pid" || checks_rc=$?
cat "$checks/out"
rm -rf "$checks"
[ "$crash" = 0 ] || { echo "crash safety failed"; exit "$crash"; }
[ "$checks_rc" = 0 ] || { echo "typecheck, lint or build failed"; exit "$checks_rc"; }
echo "== end-to-end (Chromium's headless shell), at ${SECONDS} s"
bash scripts/ensure-chromium.sh
npx playwright test
echo "== npm test passed in ${SECONDS} s"
