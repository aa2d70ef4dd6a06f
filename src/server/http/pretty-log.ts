/**
 * One readable line per log record for a developer's terminal: `12:03:04 GET /api/courses
 * 200 3.1 ms`, or `12:03:04 WARN message`. main.ts uses it only when stdout is a TTY outside
 * production; everywhere else pino's JSON lines go out unchanged.
 */
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

export function prettyLine(json: string): string {
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(json);
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(typeof rec.time === 'number' ? rec.time : Date.now()).toTimeString().slice(0, 8);
  const req = rec.req as { method?: string; url?: string } | undefined;
  const res = rec.res as { statusCode?: number } | undefined;
  if (req?.method && res?.statusCode) {
    const ms = typeof rec.responseTime === 'number' ? ` ${rec.responseTime.toFixed(1)} ms` : '';
    return `${time} ${req.method} ${req.url} ${res.statusCode}${ms}\n`;
  }
  const level = LEVELS[Number(rec.level)] ?? 'INFO';
  const err = rec.err as { stack?: string; message?: string } | undefined;
  const detail = err ? `\n${err.stack ?? err.message}` : '';
  return `${time} ${level === 'INFO' ? '' : `${level} `}${String(rec.msg ?? '')}${detail}\n`;
}

export const prettyStream = (out: { write(s: string): void }) => ({
  write: (line: string) => out.write(prettyLine(line)),
});
