#!/usr/bin/env bash
# Adds "Status: accepted · Date: <today>" under the heading of decision records that lack one.
set -euo pipefail
cd "$(dirname "$0")/../docs/decisions"
for f in [0-9][0-9][0-9]-*.md; do
  [ "$f" = 000-template.md ] && continue
  grep -q '^Status:' "$f" && continue
  sed -i "1a\\
\\
Status: accepted · Date: $(date +%F)" "$f"
done
