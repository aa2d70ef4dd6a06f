import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nonTestSources, textsHeldIn } from '../../../scripts/source-files.ts';
import type { AnyProblem } from '../problems/define.ts';
import type { AnyMessage } from './define.ts';
import { declaredMessages } from './define.ts';

/**
 * The message catalogues (decision 515): every message that is not a problem (a field message, an
 * answer, a reason a rule gives) is declared once, by its code, with its Dutch and its English, in
 * its feature's catalogue; nothing else holds its Dutch text, so nothing can match on it. The
 * catalogues are the files of this folder: a new feature's catalogue is checked without a line here.
 */
const HERE = import.meta.dirname;
const SRC = join(HERE, '../..');
const PROBLEMS = join(HERE, '../problems');
const catalogueFiles = (dir: string) =>
  readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts') && n !== 'define.ts');
const CATALOGUES = catalogueFiles(HERE);

// Loading every catalogue registers its messages (declaredMessages) and gives its exports.
const exported: [file: string, codes: string[]][] = await Promise.all(
  CATALOGUES.map(async (file) => {
    const mod = (await import(join(HERE, file))) as Record<string, unknown>;
    const codes = Object.values(mod)
      .filter((v): v is Record<string, { code: string }> => typeof v === 'object' && v !== null)
      .flatMap((catalogue) => Object.values(catalogue).map((entry) => entry.code));
    return [file, codes] as [string, string[]];
  }),
);
const messages = [...declaredMessages().values()];
const problems: AnyProblem[] = (
  await Promise.all(
    catalogueFiles(PROBLEMS).map(
      async (file) => (await import(join(PROBLEMS, file))) as Record<string, Record<string, AnyProblem>>,
    ),
  )
).flatMap((mod) => Object.values(mod).flatMap((catalogue) => Object.values(catalogue)));

/** Any parameter a text may read: a label (`.nl`/`.en`), a number or a text all render. */
const ANY = { nl: 'Veld', en: 'Field', toString: () => '7', valueOf: () => 7 };
const ANY_PARAMS = new Proxy({}, { get: () => ANY });
const render = (text: AnyMessage['nl'], params: unknown = ANY_PARAMS) =>
  typeof text === 'function' ? text(params) : text;

describe('message catalogues (decision 515)', () => {
  it('every catalogue declares messages, each code once, all registered', () => {
    expect(CATALOGUES.length).toBeGreaterThan(10);
    const seen = new Map<string, string>();
    for (const [file, codes] of exported) {
      expect(codes.length, file).toBeGreaterThan(0);
      for (const code of codes) {
        expect(seen.get(code), `${code} in ${file} and ${seen.get(code)}`).toBeUndefined();
        seen.set(code, file);
        expect(code).toMatch(/^[a-z_]+(\.[a-z0-9_]+)+$/);
      }
    }
    expect(new Set(messages.map((m) => m.code))).toEqual(new Set(seen.keys()));
  });

  it('every message has a Dutch and an English text (with a variable part: both render)', () => {
    for (const message of messages) {
      for (const params of message.examples ?? [ANY_PARAMS]) {
        const [nl, en] = [render(message.nl, params), render(message.en, params)];
        for (const text of [nl, en])
          expect(typeof text === 'string' && text.trim().length > 0, `${message.code}: ${text}`).toBe(true);
      }
      expect(typeof message.nl, message.code).toBe(typeof message.en);
    }
  });

  it('no two codes share a Dutch text, nor a message a problem’s (one cause, one code)', () => {
    const byText = new Map<string, string[]>();
    for (const def of [...messages, ...problems]) {
      if (typeof def.nl !== 'string') continue;
      byText.set(def.nl, [...(byText.get(def.nl) ?? []), def.code]);
    }
    expect([...byText.entries()].filter(([, codes]) => codes.length > 1)).toEqual([]);
  });

  it('no source file outside the catalogues holds a message’s Dutch text (nothing matches on it)', () => {
    // A label ("Titel", "Bio") is a word the web's own texts and the seed data may use as well.
    const texts = messages.flatMap((m) =>
      typeof m.nl === 'string' && !m.code.startsWith('label.') ? [m.nl] : [],
    );
    const files = [
      ...nonTestSources(join(SRC, 'server')),
      // The notifications have texts of their own per language (a title may say what an answer says).
      ...nonTestSources(join(SRC, 'domain')).filter((f) => !f.endsWith('/domain/notifications/texts.ts')),
      ...nonTestSources(join(SRC, 'contracts')).filter((f) => !f.startsWith(HERE)),
      // The web's own texts (i18n) may say the same thing in a page of their own; its code may not match on it.
      ...nonTestSources(join(SRC, 'web')).filter((f) => !f.includes('/web/i18n/')),
    ];
    expect(textsHeldIn(files, texts, SRC)).toEqual([]);
  });
});
