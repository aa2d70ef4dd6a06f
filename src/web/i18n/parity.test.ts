import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { detectLanguage, getLanguage, section, setLanguage, t } from './index.ts';
import { nl } from './nl.ts';

/** Every leaf of a catalogue as `path: kind`, functions with their arity, lists with their length. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}: function/${value.length}`];
  if (Array.isArray(value))
    return [`${path}: list/${value.length}`, ...value.flatMap((v, i) => shape(v, `${path}[${i}]`))];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => shape(v, path ? `${path}.${k}` : k));
  return [`${path}: ${typeof value}`];
}

/** Every text of a catalogue, functions called with sample arguments. */
function texts(value: unknown): string[] {
  if (typeof value === 'function') return texts(value(...Array.from({ length: value.length }, () => 2)));
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return typeof value === 'string' ? [value] : [];
}

describe('message catalogues', () => {
  it('English has exactly the keys, functions and list lengths of Dutch (and vice versa)', () => {
    const nlShape = shape(nl);
    const enShape = shape(en);
    expect(enShape.filter((k) => !nlShape.includes(k))).toEqual([]);
    expect(nlShape.filter((k) => !enShape.includes(k))).toEqual([]);
  });

  it('the parity check fails on a key missing in one language', () => {
    const broken = { ...en, nav: { ...en.nav, home: undefined } };
    delete (broken.nav as { home?: string }).home;
    expect(shape(broken)).not.toEqual(shape(nl));
  });

  it('every text file in this folder adds its own section to both catalogues, without a list to edit', async () => {
    const own = [
      './nl.ts',
      './en.ts',
      './index.ts',
      './language.ts',
      './public.ts',
      './shell.ts',
      './types.ts',
    ];
    const all = import.meta.glob<{ nl?: object; en?: object }>('./*.ts');
    const files = Object.keys(all).filter((f) => !f.endsWith('.test.ts') && !own.includes(f));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const mod = await all[file]();
      expect(mod.nl, file).toBeTypeOf('object');
      expect(Object.keys(mod.en ?? {}), file).toEqual(Object.keys(mod.nl ?? {}));
      for (const [key, texts] of Object.entries(mod.nl ?? {}))
        expect(nl[key as keyof typeof nl], file).toBe(texts);
      for (const [key, texts] of Object.entries(mod.en ?? {}))
        expect(en[key as keyof typeof en], file).toBe(texts);
    }
  });

  it('no text is empty, and functions return text', () => {
    for (const text of [...texts(nl), ...texts(en)]) expect(text.trim()).not.toBe('');
  });
});

describe('language mechanism', () => {
  it('a first visit follows the browser, a stored choice wins, Dutch is the default', () => {
    expect(detectLanguage(null, ['en-GB', 'nl'])).toBe('en');
    expect(detectLanguage(null, ['de-DE', 'nl-BE'])).toBe('nl');
    expect(detectLanguage(null, ['de-DE', 'fr'])).toBe('nl');
    expect(detectLanguage('nl', ['en-US'])).toBe('nl');
    expect(detectLanguage('xx', undefined)).toBe('nl');
  });

  it('t and sections read the active language live', async () => {
    const catalog = section((m) => m.courses.catalog);
    expect(getLanguage()).toBe('nl');
    expect(t.nav.courses).toBe('Studieaanbod');
    expect(catalog.count(2)).toBe('2 cursussen gevonden');
    await setLanguage('en', { remember: false });
    try {
      expect(t.nav.courses).toBe('Courses');
      expect(catalog.count(2)).toBe('2 courses found');
      expect(Object.keys(catalog)).toEqual(Object.keys(en.courses.catalog));
    } finally {
      await setLanguage('nl', { remember: false });
    }
    expect(t.nav.courses).toBe('Studieaanbod');
  });
});
