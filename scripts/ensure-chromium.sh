#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium, as its headless shell (package chromium-headless-shell;
# Playwright's own browser download does not work here).
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$chrome" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium ontbreekt: Debian's chromium-headless-shell wordt geïnstalleerd…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  exit 0
fi
echo "Chromium not found at $chrome. Install it (sudo apt-get install -y chromium-headless-shell) or set CHROME_PATH." >&2
exit 1
