import { describe, expect, it } from 'vitest';
import { prettyLine } from './pretty-log.ts';

describe('prettyLine', () => {
  const time = new Date(2026, 10, 24, 12, 3, 4).getTime();
  it('writes a request as one line: method, url, status, time taken', () => {
    const line = JSON.stringify({
      level: 30,
      time,
      req: { method: 'GET', url: '/api/courses?limit=5' },
      res: { statusCode: 200 },
      responseTime: 3.0512,
      msg: 'request completed',
    });
    expect(prettyLine(line)).toBe('12:03:04 GET /api/courses?limit=5 200 3.1 ms\n');
  });
  it('shows the level of anything above info, and an error stack', () => {
    expect(prettyLine(JSON.stringify({ level: 40, time, msg: 'let op' }))).toBe('12:03:04 WARN let op\n');
    expect(
      prettyLine(JSON.stringify({ level: 50, time, msg: 'kapot', err: { stack: 'Error: x\n  at y' } })),
    ).toBe('12:03:04 ERROR kapot\nError: x\n  at y\n');
  });
  it('passes a line that is not JSON through', () => {
    expect(prettyLine('plain')).toBe('plain\n');
  });
});
