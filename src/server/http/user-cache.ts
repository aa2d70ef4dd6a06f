import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { KeptValues } from '../db/kept-values.ts';
import type { SignalledTable } from '../db/migrations/060-table-change-signals.ts';
import type { TableChanges } from '../db/table-changes.ts';
import { type CachedAnswer, finishedAnswer } from './response-cache.ts';
import { checkAnswer } from './validation.ts';

/**
 * Finished per-user answers (the scan result, recent activity, vacancy list, enrolments),
 * kept until one of the tables they are made of changes (decision 252: the change signals reach
 * every process, at commit on PostgreSQL). A request that hits sends the kept bytes with their
 * ETag: no query, no rendering, no JSON per request. An entry also ends after `maxAgeMs`, which
 * bounds anything the signals cannot see (today's date, say).
 */
export class AnswerCache {
  private readonly kept: KeptValues<CachedAnswer>;

  constructor(
    changes: TableChanges | undefined,
    tables: readonly string[],
    private readonly opts: {
      maxEntries?: number;
      maxAgeMs?: number;
      schema?: z.ZodType;
      label?: string;
    } = {},
  ) {
    this.kept = new KeptValues(changes, tables, opts);
  }

  get hits() {
    return this.kept.hits;
  }

  /**
   * The answer for `key`: kept, being computed for another request, or computed now; `headersOf`
   * gives the headers kept with it (a page's Link).
   */
  get<T>(
    key: string,
    compute: () => Promise<T>,
    headersOf?: (data: T) => Record<string, string>,
  ): Promise<CachedAnswer> {
    return this.kept.get(key, async () => {
      const data = await compute();
      // Under test the answer must match the route's declared schema, as serialized answers do.
      if (this.opts.schema) checkAnswer(this.opts.schema, data, this.opts.label ?? 'cached answer');
      return finishedAnswer(data, headersOf?.(data));
    });
  }
}

/**
 * An AnswerCache for a route of `ctx`'s database, made of `tables`; under test every answer is
 * checked against the route's declared `schema`.
 */
export function answerCache(
  ctx: AppContext,
  tables: readonly SignalledTable[],
  schema: z.ZodType,
  opts: { maxEntries?: number; maxAgeMs?: number; label: string },
): AnswerCache {
  return new AnswerCache(ctx.db.changes, tables, {
    ...opts,
    ...(ctx.config.nodeEnv === 'test' ? { schema } : {}),
  });
}
