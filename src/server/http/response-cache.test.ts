import { describe, expect, it } from 'vitest';
import { VersionedAnswerCache } from './response-cache.ts';

describe('VersionedAnswerCache', () => {
  it('answers only for the version an answer was stored under, and drops older ones', () => {
    const cache = new VersionedAnswerCache(10, 1000);
    const stored = cache.put(1, 'a', [1, 2], { Link: '</next>; rel="next"' });
    expect(stored.body.toString()).toBe('[1,2]');
    expect(stored.etag).toMatch(/^"[\w-]{27}"$/);
    expect(cache.get(1, 'a')).toBe(stored);
    expect(cache.get(2, 'a')).toBeUndefined();
    cache.put(2, 'b', [3], {});
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('never lets a slower request of an older version replace newer answers', () => {
    const cache = new VersionedAnswerCache(10, 1000);
    cache.put(5, 'a', ['new'], {});
    const late = cache.put(4, 'a', ['old'], {});
    expect(late.body.toString()).toBe('["old"]');
    expect(cache.get(5, 'a')?.body.toString()).toBe('["new"]');
  });

  it('keeps within its entry and byte limits, least recently used out first', () => {
    const cache = new VersionedAnswerCache(2, 1000);
    cache.put(1, 'a', 'a', {});
    cache.put(1, 'b', 'b', {});
    cache.get(1, 'a');
    cache.put(1, 'c', 'c', {});
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.get(1, 'a')).toBeDefined();
    const small = new VersionedAnswerCache(100, 20);
    small.put(1, 'x', 'x'.repeat(9), {});
    small.put(1, 'y', 'y'.repeat(9), {});
    expect(small.size).toBe(1);
    small.put(1, 'big', 'z'.repeat(50), {});
    expect(small.get(1, 'big')).toBeUndefined();
    expect(small.get(1, 'y')).toBeDefined();
  });

  it('computes an answer once for concurrent misses, per version; a failure is not kept', async () => {
    const cache = new VersionedAnswerCache(10, 1000);
    let runs = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const compute = async () => {
      runs += 1;
      await gate;
      return { data: [runs], headers: { Link: '</next>; rel="next"' } };
    };
    const waiting = [cache.getOrCompute(1, 'w', compute), cache.getOrCompute(1, 'w', compute)];
    const otherVersion = cache.getOrCompute(2, 'w', compute);
    release();
    const [a, b] = await Promise.all(waiting);
    expect(a).toBe(b);
    expect(runs).toBe(2);
    await otherVersion;
    expect((await cache.getOrCompute(2, 'w', compute)).body.toString()).toBe('[2]');
    expect(runs).toBe(2);

    const failing = async (): Promise<{ data: unknown; headers: Record<string, string> }> => {
      runs += 1;
      throw new Error('database gone');
    };
    await expect(
      Promise.all([cache.getOrCompute(2, 'x', failing), cache.getOrCompute(2, 'x', failing)]),
    ).rejects.toThrow('database gone');
    expect(runs).toBe(3);
    expect((await cache.getOrCompute(2, 'x', compute)).body.toString()).toBe('[4]');
  });
});
