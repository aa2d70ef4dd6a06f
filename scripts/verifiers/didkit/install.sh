#!/usr/bin/env bash
# LearnCard's DIDKit plugin on its own: its WebAssembly and ESM build import nothing at run time, so
# the package's tarball is enough (a full `npm install` pulls @learncard/core and about 530 other
# packages, 450 MB, minutes). The version is the one package.json names.
set -euo pipefail
cd "$(dirname "$0")"
version=$(node -p "require('./package.json').dependencies['@learncard/didkit-plugin']")
dest=node_modules/@learncard/didkit-plugin
if [ -f "$dest/package.json" ] && [ "$(node -p "require('./$dest/package.json').version")" = "$version" ]; then exit 0; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
npm pack "@learncard/didkit-plugin@$version" --pack-destination "$tmp" --silent >/dev/null
rm -rf "$dest"
mkdir -p "$dest"
tar -xzf "$tmp"/*.tgz -C "$dest" --strip-components=1
