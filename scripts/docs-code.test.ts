import fs from 'node:fs';
import path from 'node:path';
import { Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';

/**
 * The recipe is executed, not only read (issue 52 part 6): every `ts` code block of
 * docs/architecture.md whose first line names its file (`// src/server/features/<feature>/routes.ts`)
 * is compiled as that file of this repository, `<feature>` standing for a new feature's name, with
 * the project's compiler settings and the real modules it imports. A renamed helper, a changed
 * signature or a wrong import in the guide fails here, naming the line.
 */
const root = path.resolve(import.meta.dirname, '..');
const GUIDE = 'docs/architecture.md';

interface Block {
  file: string;
  code: string;
  line: number;
}

function namedBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const m of markdown.matchAll(/^```ts\n(\/\/ (src\/\S+\.tsx?)[^\n]*\n[\s\S]*?)^```$/gm)) {
    const line = markdown.slice(0, m.index).split('\n').length + 1;
    blocks.push({ file: m[2].replaceAll('<feature>', 'recipe-example'), code: m[1], line });
  }
  return blocks;
}

describe(`the code of ${GUIDE} compiles against the code it describes`, () => {
  const blocks = namedBlocks(fs.readFileSync(path.join(root, GUIDE), 'utf8'));

  it('has code blocks that name their file', () => {
    expect(blocks.map((b) => b.file)).toEqual(
      expect.arrayContaining([
        'src/contracts/recipe-example.ts',
        'src/server/features/recipe-example/routes.ts',
      ]),
    );
  });

  // One project for every block (loading the repository's types is most of the time).
  const project = new Project({
    tsConfigFilePath: path.join(root, 'tsconfig.json'),
    skipAddingFilesFromTsConfig: true,
  });
  const sources = blocks.map((b) => project.createSourceFile(path.join(root, b.file), b.code));
  project.resolveSourceFileDependencies();

  it.each(blocks.map((b, i) => [b.file, i] as const))(
    '%s',
    (_file, i) => {
      const block = blocks[i];
      const problems = sources[i].getPreEmitDiagnostics().map((d) => {
        const text = d.getMessageText();
        const message = typeof text === 'string' ? text : text.getMessageText();
        return `${GUIDE}:${block.line + (d.getLineNumber() ?? 1) - 1}: ${message}`;
      });
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
