import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
