import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * "One name for the scan everywhere" (decision 270): the scan is called "de scan" / "Scan"
 * (in English "the scan" / "Scan"). Only the texts the spec fixes word for word keep another name;
 * they are listed here per file. Everything else — menus, headings, tours, dashboard, Coach,
 * notifications, e-mails, passport, English texts, OpenAPI tags and summaries, docs — fails this test
 * when it uses one of the other names.
 */
const ROOT = path.join(import.meta.dirname, '..');

/** Other names for the scan (Dutch and English). */
const OTHER_NAMES: RegExp[] = [
  /persoonlijkheids-?\s*(en\s+carrière)?\s*-?scan/i,
  /carrière-?\s*scan/i,
  /loopbaan-?\s*scan/i,
  /persoonlijke\s+scan/i,
  /personality(\s+and\s+career)?\s+scan/i,
  /personal\s+scan/i,
  /career\s+scan/i,
];
/** "assessment" is the code's word (URLs, tables, permissions); in a user-facing text it is a name. */
const ASSESSMENT = /\bassessments?\b/i;
const USER_TEXT_FILES = [
  /^src\/web\/i18n\//,
  /^src\/domain\/coach\/phrases/,
  /^src\/domain\/notifications\/texts\.ts$/,
  /^src\/server\/features\/talent\/activity\.ts$/,
  /^src\/server\/http\/tags\.ts$/,
];

/** The spec's exact texts (§2.9, §2.10, §2.11) that keep their own name, per file. */
const SPEC_FIXED: Record<string, string[]> = {
  'src/web/i18n/scan.ts': ['Log in om je persoonlijke scan te starten', 'Persoonlijkheids- en Carrièrescan'],
  'src/web/i18n/passport.ts': [
    'Voltooi eerst uw persoonlijkheidsscan om uw paspoort te genereren',
    'Start Persoonlijkheidsscan',
  ],
  'src/web/i18n/dashboard.ts': ['Vernieuw assessment', 'Start assessment'],
};

function files(dir: string, keep: (rel: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...files(rel, keep));
    else if (keep(rel)) out.push(rel);
  }
  return out;
}

/** The other names `text` of file `rel` uses, after taking out that file's spec-fixed texts. */
function otherScanNames(rel: string, text: string): string[] {
  let rest = text;
  for (const fixed of SPEC_FIXED[rel] ?? []) rest = rest.split(fixed).join('');
  const patterns = USER_TEXT_FILES.some((p) => p.test(rel)) ? [...OTHER_NAMES, ASSESSMENT] : OTHER_NAMES;
  // One alternation, so "personality and career scan" is one hit, not also "career scan".
  return rest.match(new RegExp(patterns.map((p) => p.source).join('|'), 'gi')) ?? [];
}

const SOURCES = [
  // Product code and its texts; tests quote the spec's texts on purpose, migrations are history.
  ...files(
    'src',
    (rel) => /\.(ts|tsx|html|css)$/.test(rel) && !/\.test\.tsx?$/.test(rel) && !rel.includes('/migrations/'),
  ),
  // Docs, but not the decision records: they are dated history and 270 names the other names.
  ...files('docs', (rel) => rel.endsWith('.md') && !rel.startsWith('docs/decisions/')),
  'README.md',
];

describe('one name for the scan', () => {
  it('no text outside the spec-fixed ones uses another name for the scan', () => {
    const found = SOURCES.flatMap((rel) =>
      otherScanNames(rel, fs.readFileSync(path.join(ROOT, rel), 'utf8')).map((name) => `${rel}: ${name}`),
    );
    expect(found).toEqual([]);
  });

  it('the allow-list holds only texts that are still there (it cannot hide a new use)', () => {
    for (const [rel, fixed] of Object.entries(SPEC_FIXED)) {
      const text = fs.readFileSync(path.join(ROOT, rel), 'utf8');
      for (const f of fixed) expect(text, `${rel}: ${f}`).toContain(f);
    }
  });

  it('finds the other names, in Dutch and English, and "assessment" in user-facing texts', () => {
    expect(
      otherScanNames('src/web/i18n/scan.ts', "title: 'Persoonlijke Scan', x: 'Je persoonlijke scan'"),
    ).toEqual(['Persoonlijke Scan', 'persoonlijke scan']);
    expect(otherScanNames('src/web/i18n/passport.ts', "'Start Personality Scan'")).toEqual([
      'Personality Scan',
    ]);
    expect(otherScanNames('README.md', 'a personality and career scan')).toEqual([
      'personality and career scan',
    ]);
    expect(otherScanNames('src/domain/x.ts', 'Persoonlijkheidsscan voltooid; de Carrièrescan')).toHaveLength(
      2,
    );
    expect(otherScanNames('src/web/i18n/dashboard.ts', "'Renew assessment'")).toEqual(['assessment']);
    expect(
      otherScanNames('src/server/features/scan/routes.ts', "url: '/enhanced-assessment/submit'"),
    ).toEqual([]);
    expect(otherScanNames('src/web/i18n/scan.ts', "'Doe de scan', 'Start scan'")).toEqual([]);
  });
});
