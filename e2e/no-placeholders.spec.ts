import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The built web app (what the e2e server serves from dist/web) holds no placeholder:
 * no "binnenkort", "coming soon" or "Voorbeeldwaarden" in any page, script or style.
 */
const PLACEHOLDERS = [/binnenkort/i, /coming soon/i, /voorbeeldwaarden/i];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(js|mjs|html|css|json|webmanifest)$/.test(name) ? [path] : [];
  });
}

test('the built web app contains no "binnenkort", "coming soon" or "Voorbeeldwaarden"', () => {
  const built = files(join(process.cwd(), 'dist', 'web'));
  expect(built.some((f) => f.endsWith('.js'))).toBe(true);
  const found = built.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return PLACEHOLDERS.flatMap((re) => {
      const m = re.exec(text);
      return m ? [`${file}: …${text.slice(Math.max(0, m.index - 60), m.index + 60)}…`] : [];
    });
  });
  expect(found).toEqual([]);
});
