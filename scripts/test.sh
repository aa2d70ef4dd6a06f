#!/usr/bin/env bash
# npm test: typecheck, lint (Biome, import boundaries, knip), unit + API tests (SQLite, and PostgreSQL when
# reachable; the OpenAPI document through Redocly and a generated client), end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"; npx tsc --noEmit
echo "== lint"; npx biome check src e2e bench scripts
echo "== import boundaries (resolved paths)"; npx tsx scripts/boundaries/check.ts
echo "== unused files and exports (knip)"; npx knip --no-progress
if [ -z "${TEST_DATABASE_URL:-}" ] && (echo > /dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
echo "== unit and API tests (PostgreSQL: ${TEST_DATABASE_URL:-not available, SQLite only})"
npx vitest run
echo "== crash safety (short: 3 × SIGKILL under write load per engine)"
npx tsx scripts/crash-safety.ts --kills 3 --seconds 2
echo "== end-to-end (Chromium)"
bash scripts/ensure-chromium.sh
npm run build
npx playwright test
