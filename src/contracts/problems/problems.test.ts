import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nonTestSources, textsHeldIn } from '../../../scripts/source-files.ts';
import type { AnyProblem } from './define.ts';

/**
 * The problem catalogues (decision 475): every problem is thrown by its code, its Dutch and English
 * text live once in its feature's catalogue, and no other source file holds that Dutch text to
 * match on.
 */
const HERE = import.meta.dirname;
const SRC = join(HERE, '../..');
const CATALOGUES = readdirSync(HERE).filter(
  (n) => n.endsWith('.ts') && !n.endsWith('.test.ts') && n !== 'define.ts',
);

type Def = AnyProblem;
const catalogues: [file: string, defs: Def[]][] = await Promise.all(
  CATALOGUES.map(async (file) => {
    const mod = (await import(join(HERE, file))) as Record<string, Record<string, Def>>;
    return [file, Object.values(mod).flatMap((exported) => Object.values(exported))] as [string, Def[]];
  }),
);
const all = catalogues.flatMap(([, defs]) => defs);

/** Any parameter a text may read: a text with a variable part is rendered with placeholders. */
const REASON = { nl: 'Ongeldige waarde', en: 'Invalid value' };
const ANY_PARAMS = new Proxy({}, { get: (_t, key) => (key === 'reason' ? REASON : '7') });
const render = (text: Def['nl'], params: unknown = ANY_PARAMS) =>
  typeof text === 'function' ? text(params) : text;

/** Codes that share a Dutch text on purpose (none yet): code → the code it shares with, and why. */
const SHARED_TEXT: Record<string, string> = {};

describe('problem catalogues (decision 475)', () => {
  it('every catalogue declares problems', () => {
    expect(CATALOGUES.length).toBeGreaterThan(5);
    for (const [file, defs] of catalogues) expect(defs.length, file).toBeGreaterThan(0);
  });

  it('every code is declared once, with an error status and a Dutch and an English text', () => {
    const seen = new Map<string, string>();
    for (const [file, defs] of catalogues) {
      for (const def of defs) {
        expect(seen.get(def.code), `${def.code} in ${file} and ${seen.get(def.code)}`).toBeUndefined();
        seen.set(def.code, file);
        expect(def.code).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
        expect(def.status, def.code).toBeGreaterThanOrEqual(400);
        expect(def.status, def.code).toBeLessThan(600);
        for (const params of def.examples ?? [ANY_PARAMS]) {
          const [nl, en] = [render(def.nl, params), render(def.en, params)];
          for (const text of [nl, en])
            expect(typeof text === 'string' && text.trim().length > 0, `${def.code}: ${text}`).toBe(true);
          if (def.examples) expect(en, def.code).not.toBe(nl);
        }
        // An English text that is the Dutch one was never translated (a reason passed through may be).
        if (typeof def.nl === 'string') expect(def.en, def.code).not.toBe(def.nl);
      }
    }
  });

  it('no two codes share a Dutch text (one cause, one code)', () => {
    const byText = new Map<string, string[]>();
    for (const def of all) {
      if (typeof def.nl !== 'string') continue;
      byText.set(def.nl, [...(byText.get(def.nl) ?? []), def.code]);
    }
    const shared = [...byText.values()].filter(
      (codes) => codes.length > 1 && !codes.every((c) => SHARED_TEXT[c] && codes.includes(SHARED_TEXT[c])),
    );
    expect(shared).toEqual([]);
  });

  it('every code thrown from a catalogue is declared there', () => {
    const declared = new Set(all.map((d) => d.code));
    const missing: string[] = [];
    for (const file of nonTestSources(join(SRC, 'server'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/[A-Z_]+_PROBLEMS\['([a-z_.]+)'\]/g))
        if (!declared.has(m[1])) missing.push(`${relative(SRC, file)}: ${m[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it('no source file outside the catalogues holds a catalogue’s Dutch text (nothing matches on it)', () => {
    const texts = all.flatMap((d) => (typeof d.nl === 'string' ? [d.nl] : []));
    const files = [
      ...nonTestSources(join(SRC, 'server')),
      ...nonTestSources(join(SRC, 'domain')),
      ...nonTestSources(join(SRC, 'contracts')).filter((f) => !f.startsWith(HERE)),
      // The web's own texts (i18n) may say the same thing in a page of their own; its code may not match on it.
      ...nonTestSources(join(SRC, 'web')).filter((f) => !f.includes('/web/i18n/')),
    ];
    expect(textsHeldIn(files, texts, SRC)).toEqual([]);
  });
});
