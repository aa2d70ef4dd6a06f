#!/usr/bin/env node
// LearnCard's DIDKit (SpruceID's Rust verifier compiled to WebAssembly, npm @learncard/didkit-plugin)
// as an independent verifier of our credentials: not this project's code, not Digital Bazaar's
// JavaScript stack the server signs with. Offline: JSON-LD contexts come from a bundle file (a JSON
// object mapping each context URL to its document); did:key is resolved by DIDKit itself.
// Needs `bash scripts/verifiers/didkit/install.sh` first (see README.md).
//
//   node scripts/verifiers/didkit/verify.mjs --contexts contexts.json credential.json …
//
// Prints one JSON line per credential: {"file", "verified", "errors"}; exits 1 when one fails.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const require = createRequire(path.join(here, 'package.json'));
const pluginPath = require.resolve('@learncard/didkit-plugin');
const { getDidKitPlugin } = await import(pluginPath.replace(/index\.cjs$/, 'didkit-plugin.esm.js'));

const args = process.argv.slice(2);
const at = args.indexOf('--contexts');
if (at < 0 || !args[at + 1]) {
  console.error('usage: verify.mjs --contexts contexts.json credential.json …');
  process.exit(2);
}
const contexts = JSON.parse(fs.readFileSync(args[at + 1], 'utf8'));
const files = args.filter((_, i) => i !== at && i !== at + 1);

// The WebAssembly from the package itself, never the plugin's default download.
const wasm = fs.readFileSync(path.join(path.dirname(pluginPath), 'didkit_wasm_bg.wasm'));
const plugin = await getDidKitPlugin(wasm, false);
// The part of a LearnCard wallet the plugin reads: its document resolver (here: the bundle only).
const learnCard = {
  context: { resolveDocument: async (url) => contexts[url] },
  debug: () => {},
};

let failed = false;
for (const file of files) {
  let line;
  try {
    const credential = JSON.parse(fs.readFileSync(file, 'utf8'));
    const check = await plugin.methods.verifyCredential(learnCard, credential, {});
    const verified = Array.isArray(check.errors) && check.errors.length === 0;
    line = { file, verified, errors: check.errors ?? [], warnings: check.warnings ?? [] };
  } catch (error) {
    line = { file, verified: false, errors: [String(error?.message ?? error)] };
  }
  if (!line.verified) failed = true;
  console.log(JSON.stringify(line));
}
process.exit(failed ? 1 : 0);
