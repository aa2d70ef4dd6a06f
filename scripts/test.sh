#!/usr/bin/env bash
# npm test: unit + API tests (SQLite, and PostgreSQL when reachable; the OpenAPI document through
# Redocly and a generated client), crash safety, typecheck, lint (Biome, import boundaries, knip),
# the build, end-to-end in Chromium. It writes the generated files first (decision 390).
#
# Order (decisions 290, 294, 345; 528 tried another): the build starts first, then the static
# checks, on one core; Vitest and the crash-safety run (which lasts its fixed seconds of write load
# whatever else runs) start once the SQLite driver is there; the end-to-end tests start as soon as
# the build is done, beside them: every phase leaves a core idle part of the time (the compile is
# single-threaded, Vitest waits on PostgreSQL, crash safety on its timers), and the e2e suite fills
# it. The e2e output streams; each background step's output is printed whole once it has ended.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ] && (echo > /dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
# CI compiles better-sqlite3 beside the build (.ci/run): it writes the compile's exit status into
# the file NATIVE_BUILD_STATUS names. Elsewhere the driver is there already.
sqlite_ready() {
  [ -n "${NATIVE_BUILD_STATUS:-}" ] || return 0
  for _ in $(seq 1 1200); do [ -s "$NATIVE_BUILD_STATUS" ] && break; sleep 0.5; done
  if [ "$(cat "$NATIVE_BUILD_STATUS" 2>/dev/null)" != 0 ]; then
    cat "$NATIVE_BUILD_STATUS.log"
    echo "better-sqlite3 did not compile (or not within 10 minutes)"
    return 1
  fi
}
# The generated files are build outputs, not committed (decision 390). The migration and route
# lists need no database: written first, before anything imports them (Vitest may start at once).
npx tsx scripts/generate.ts --scan
out=$(mktemp -d)
# A failing step ends the script only after the background steps have finished (crash safety stops
# the servers it started), so nothing is left running and nothing writes into a removed folder.
trap 'wait; rm -rf "$out"' EXIT
(
  set -e
  step() { echo "== $1"; shift; "$@"; }
  step build npm run build
  echo "   built at ${SECONDS} s"
  touch "$out/built"
  # The table types and the web's API types come from a migrated in-memory SQLite database: written
  # once the driver is compiled (in CI mostly before the build ends), and before tsc reads them.
  sqlite_ready >/dev/null
  step "generated types (migrated SQLite)" npx tsx scripts/generate.ts --outputs
  step typecheck npx tsc --noEmit
  step lint npx biome check src e2e bench scripts
  step "import boundaries (resolved paths)" npx tsx scripts/boundaries/check.ts
  # --no-gitignore: the generated files are ignored by git, yet they import the migrations and routes.
  step "unused files and exports (knip)" npx knip --no-progress --no-gitignore
) >"$out/checks" 2>&1 &
checks_pid=$!
# Nothing below runs before the SQLite driver is there (the e2e server and its helpers open SQLite too).
if [ -n "${NATIVE_BUILD_STATUS:-}" ]; then
  echo "== waiting for better-sqlite3 to compile"
  sqlite_ready || exit 1
  echo "   compiled at ${SECONDS} s"
fi
# Server processes of this run (crash safety, the two-process and nginx tests) run the bundle the
# build above made, when it is there already (in CI it mostly is), instead of compiling the sources
# with tsx in every process (src/server/test/spawn-server.ts).
if [ -e "$out/built" ]; then
  export SERVER_BUNDLE="$PWD/dist/server/main.mjs"
  echo "   server processes run the bundle of this build"
fi
npx tsx scripts/crash-safety.ts --kills 3 --seconds 2 >"$out/crash" 2>&1 &
crash_pid=$!
echo "== unit and API tests started at ${SECONDS} s (PostgreSQL: ${TEST_DATABASE_URL:-not available, SQLite only})"
(
  s=$SECONDS
  rc=0
  npx vitest run || rc=$?
  echo "   Vitest took $((SECONDS - s)) s"
  exit "$rc"
) >"$out/vitest" 2>&1 &
vitest_pid=$!
vitest=
# E2E_AFTER_VITEST=1 runs the end-to-end tests after Vitest, as before decision 345 (to tell a
# failure that only shows under the extra load apart from others).
if [ "${E2E_AFTER_VITEST:-0}" = 1 ]; then
  vitest=0
  wait "$vitest_pid" || vitest=$?
fi
# The end-to-end tests need the build only: wait for it (or for the checks to fail before it).
while [ ! -e "$out/built" ] && kill -0 "$checks_pid" 2>/dev/null; do sleep 0.5; done
e2e=0
if [ -e "$out/built" ]; then
  echo "== end-to-end (Chromium's headless shell) started at ${SECONDS} s"
  bash scripts/ensure-chromium.sh
  npx playwright test || e2e=$?
  echo "   end-to-end ended at ${SECONDS} s"
else
  e2e=1
fi
if [ -z "$vitest" ]; then
  vitest=0
  wait "$vitest_pid" || vitest=$?
fi
echo "== unit and API tests (PostgreSQL: ${TEST_DATABASE_URL:-not available, SQLite only})"
cat "$out/vitest"
crash=0
wait "$crash_pid" || crash=$?
echo "== crash safety (short: 3 × SIGKILL under write load per engine)"
cat "$out/crash"
checks=0
wait "$checks_pid" || checks=$?
cat "$out/checks"
[ "$vitest" = 0 ] || { echo "unit and API tests failed"; exit "$vitest"; }
[ "$crash" = 0 ] || { echo "crash safety failed"; exit "$crash"; }
[ "$checks" = 0 ] || { echo "build, typecheck or lint failed"; exit "$checks"; }
[ "$e2e" = 0 ] || { echo "end-to-end tests failed"; exit "$e2e"; }
echo "== npm test passed in ${SECONDS} s"
