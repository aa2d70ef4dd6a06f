import fs from 'node:fs';
import path from 'node:path';

export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  status: string;
  date: string;
}

/** Reads `# NNN — Title` and `Status: … · Date: …` from every record except the template. */
export function readDecisions(dir: string): DecisionRecord[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}-.*\.md$/.test(f) && !f.startsWith('000-'))
    .sort()
    .map((file) => {
      const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
      const heading = /^#\s*(?:ADR[- ]?)?(\d{3})\s*[—–:.-]?\s*(.+)$/.exec(lines[0] ?? '');
      const meta = lines.slice(1, 6).find((l) => l.startsWith('Status:')) ?? '';
      const status = /Status:\s*([^·]+)/.exec(meta)?.[1]?.trim() ?? 'accepted';
      const date = /Date:\s*(\S+)/.exec(meta)?.[1] ?? '';
      return {
        file,
        number: heading?.[1] ?? file.slice(0, 3),
        title: heading?.[2]?.trim() ?? file,
        status,
        date,
      };
    });
}

export function decisionIndex(dir: string): string {
  const rows = readDecisions(dir).map(
    (d) => `| [${d.number}](${d.file}) | ${d.title} | ${d.date} | ${d.status} |`,
  );
  return [
    '# Decision records',
    '',
    'Choices the spec left open or that shape the code. New record: copy',
    '[000-template.md](000-template.md), take the next free number, then run `npm run decisions:index`.',
    '',
    '| number | title | date | status |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
