/**
 * After `vite build`: writes .br and .gz siblings of every text asset in dist/web (or WEB_DIR /
 * the first argument), which @fastify/static serves with `preCompressed`. No runtime compression cost.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist/web');
const TEXT = /\.(js|css|html|svg|txt|json)$/;

function* files(root: string): Generator<string> {
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(dir)) {
  const data = fs.readFileSync(file);
  // Small chunks too (a page loads a dozen icon and UI chunks of a few hundred bytes): a twin is
  // written whenever it is smaller than the file itself.
  const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = zlib.gzipSync(data, { level: 9 });
  if (gz.length >= data.length) continue;
  if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  count++;
}
console.log(`compressed ${count} files in ${dir}`);
