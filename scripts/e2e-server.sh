#!/usr/bin/env bash
# Starts the built app on a fresh SQLite database for the end-to-end tests.
set -euo pipefail
db="data/e2e-${PORT:-3100}.db"
rm -f "$db" "$db-wal" "$db-shm"
# scrypt at the tests' lower cost (as src/server/test/spawn-server.ts): every demo account's seeded
# hash, each sign-in and each registration costs about an 80th of the production cost (decision 290).
export PASSWORD_HASH_LOG_N="${PASSWORD_HASH_LOG_N:-10}"
export DATABASE_URL="$db" LOG_LEVEL="${LOG_LEVEL:-warn}" API_RATE_LIMIT="${API_RATE_LIMIT:-100000}" AUTH_RATE_LIMIT="${AUTH_RATE_LIMIT:-100000}" COACH_RATE_LIMIT="${COACH_RATE_LIMIT:-100000}"
# Every browser and API client of every worker comes from 127.0.0.1: the per-address socket cap (50,
# for real visitors) would close new sockets of the tests at once (ECONNRESET), as the benchmark lifts it.
export MAX_CONNECTIONS_PER_IP="${MAX_CONNECTIONS_PER_IP:-100000}"
# The tests' API clients (Playwright's request contexts) reuse idle keep-alive sockets and, unlike a
# browser, do not retry a request when the server closes such a socket just as it is reused: after the
# 5 s default a long step (an import) left one idle, and the next GET failed with ECONNRESET.
export KEEP_ALIVE_TIMEOUT_MS="${KEEP_ALIVE_TIMEOUT_MS:-120000}"
# A credential check's time budget (3 s) is for real visitors; five browsers and Vitest beside them can
# make a benign check outlast it.
export CREDENTIAL_VERIFY_BUDGET_MS="${CREDENTIAL_VERIFY_BUDGET_MS:-60000}"
# Several journeys of parallel workers make courses as the demo institute: the hourly and daily
# caps on new courses (10 and 30) are for real institutes; the API tests check them.
export COURSE_CREATE_HOURLY="${COURSE_CREATE_HOURLY:-100000}" COURSE_CREATE_DAILY="${COURSE_CREATE_DAILY:-100000}"
exec node dist/server/main.mjs
