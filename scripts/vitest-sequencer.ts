import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that start before all others (decision 529). Vitest runs the longest files first when it
 * has timed them before; a fresh clone (CI) has no such record, so it runs the largest files first,
 * and the route walk (a short file that walks every route on both engines: the longest file by far,
 * 77 s alone) started last and ended alone, with a core idle, after everything else.
 */
const START_FIRST = ['src/server/security/route-walk.test.ts'];

export default class RouteWalkFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    for (const file of START_FIRST)
      if (!fs.existsSync(path.join(root, file))) throw new Error(`vitest-sequencer: ${file} is gone`);
    const first = (f: TestSpecification) => START_FIRST.includes(path.relative(root, f.moduleId));
    const sorted = await super.sort(files);
    return [...sorted.filter(first), ...sorted.filter((f) => !first(f))];
  }
}
