#!/usr/bin/env bash
# npm test: unit + API tests (SQLite, and PostgreSQL when reachable; the OpenAPI document through
# Redocly and a generated client), crash safety, typecheck, lint (Biome, import boundaries, knip),
# the build, end-to-end in Chromium.
#
# Order (decisions 290, 294): the static checks and the build start first on one core; Vitest and
# the crash-safety run (which lasts its fixed seconds of write load whatever else runs) share the
# rest; the end-to-end tests, which need the build, come last. Each background step's output is
# printed whole once it has ended.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ] && (echo > /dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
out=$(mktemp -d)
# A failing step ends the script early: let the background steps finish first (crash safety stops
# the servers it started), so nothing is left running and nothing writes into a removed folder.
trap 'wait; rm -rf "$out"' EXIT
(
  set -e
  step() { echo "== $1"; shift; "$@"; }
  step typecheck npx tsc --noEmit
  step lint npx biome check src e2e bench scripts
  step "import boundaries (resolved paths)" npx tsx scripts/boundaries/check.ts
  step "unused files and exports (knip)" npx knip --no-progress
  step build npm run build
) >"$out/checks" 2>&1 &
checks_pid=$!
# CI compiles better-sqlite3 beside the checks (.ci/run): it writes the build's exit status into
# the file NATIVE_BUILD_STATUS names. Nothing below runs before the driver is there.
if [ -n "${NATIVE_BUILD_STATUS:-}" ]; then
  echo "== waiting for better-sqlite3 to compile"
  for _ in $(seq 1 1200); do [ -s "$NATIVE_BUILD_STATUS" ] && break; sleep 0.5; done
  if [ "$(cat "$NATIVE_BUILD_STATUS" 2>/dev/null)" != 0 ]; then
    cat "$NATIVE_BUILD_STATUS.log"
    echo "better-sqlite3 did not compile (or not within 10 minutes)"
    exit 1
  fi
  echo "   compiled at ${SECONDS} s"
fi
npx tsx scripts/crash-safety.ts --kills 3 --seconds 2 >"$out/crash" 2>&1 &
crash_pid=$!
echo "== unit and API tests (PostgreSQL: ${TEST_DATABASE_URL:-not available, SQLite only})"
npx vitest run
crash=0
wait "$crash_pid" || crash=$?
echo "== crash safety (short: 3 × SIGKILL under write load per engine)"
cat "$out/crash"
[ "$crash" = 0 ] || { echo "crash safety failed"; exit "$crash"; }
checks=0
wait "$checks_pid" || checks=$?
cat "$out/checks"
[ "$checks" = 0 ] || { echo "typecheck, lint or build failed"; exit "$checks"; }
echo "== end-to-end (Chromium's headless shell), at ${SECONDS} s"
bash scripts/ensure-chromium.sh
npx playwright test
echo "== npm test passed in ${SECONDS} s"
