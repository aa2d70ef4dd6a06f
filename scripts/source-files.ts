import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The checks that read source text for catalogue texts (the problem and message catalogues, the
 * message coverage) share these: every non-test TypeScript source under a folder, and the literals
 * that would hold a text.
 */
export function nonTestSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return nonTestSources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A text as the string literals that would hold it: quoted either way, or a template. */
export const quotedLiterals = (text: string) => [
  `'${text.replaceAll("'", "\\'")}'`,
  `"${text.replaceAll('"', '\\"')}"`,
  `\`${text}\``,
];

/** Each `file: text` where a file holds one of the texts as a literal (paths relative to `root`). */
export function textsHeldIn(files: string[], texts: string[], root: string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const text of texts)
      if (quotedLiterals(text).some((literal) => source.includes(literal)))
        found.push(`${relative(root, file)}: ${text}`);
  }
  return found;
}
