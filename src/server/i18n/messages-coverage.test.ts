import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nonTestSources } from '../../../scripts/source-files.ts';

/**
 * Every message the API says comes from a catalogue (decision 515), where its code, Dutch and
 * English are declared together (contracts/messages, contracts/problems; their tests check both
 * texts): so no source file of the API may state a message as a literal where a message goes. The
 * files are every non-test source of src/contracts, src/domain and src/server, read from the
 * folders (a new feature is covered without a line here), except these, each with why.
 */
const ROOT = join(import.meta.dirname, '../..');
const OWN_TEXTS: Record<string, string> = {
  'contracts/messages': 'the message catalogues themselves',
  'contracts/problems': 'the problem catalogues themselves',
  'domain/coach': "the Coach's replies are written per language; its tests ask in both",
  'domain/scan/result.ts': "the scan's result is rendered per language; its tests check the English answer",
  'domain/notifications': 'stored notifications are rendered per Accept-Language; its tests check both',
  'server/test': 'test helpers',
  'server/seed': 'demo data',
  'server/config.ts': "the operator's configuration errors at start-up, not answers of the API",
  'server/jobs/worker.ts': "a job's failure is stored for the operator, never answered",
};

const files = ['contracts', 'domain', 'server']
  .flatMap((dir) => nonTestSources(join(ROOT, dir)))
  .map((file) => relative(ROOT, file))
  .filter((file) => !Object.keys(OWN_TEXTS).some((own) => file === own || file.startsWith(`${own}/`)));

/**
 * A literal (quoted or a template) where a message goes: a zod `error:` or an issue's `message:`,
 * a zod check's message argument, an answer's `say(…)`, a contract helper's message or label.
 */
const MESSAGE_PLACE =
  /(?:\berror:|\bmessage:|\bsay\(\s*request,|\.(?:min|max|length|regex|int|email|refine)\([^()'"`\n]*,|\b(?:text|strictText|freeText|textId|isoDate|intId|requiredText|nameText|filterEnum\([^,]+,|optionalText\(\d+,)\()\s*(['"`])((?:(?!\1).)*\s(?:(?!\1).)*)\1/g;

describe('every message of the API comes from a catalogue (code, Dutch and English together)', () => {
  it('reads the folders', () => expect(files.length).toBeGreaterThan(200));

  it.each(files)('%s', (file) => {
    const literal: string[] = [];
    // Words outside `${…}` make it a sentence (a template of only interpolations says nothing itself).
    for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(MESSAGE_PLACE))
      if (/[a-z]{2,}\s|\s[a-z]{2,}/i.test(m[2].replace(/\$\{[^}]*\}/g, ''))) literal.push(m[2]);
    expect(literal).toEqual([]);
  });
});
