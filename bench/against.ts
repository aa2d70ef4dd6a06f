/**
 * `npm run bench -- --against <git-ref>`: this build side by side with another (issue 48, part 4).
 * Builds the ref in a temporary git worktree (kept in $TMPDIR/skills-bench-against/<commit> for
 * later runs; this checkout's node_modules is linked in, so both builds run the same packages),
 * gives each build a fresh demo database made by its own migrations and seed, starts both bench
 * servers and a bare Fastify route, and runs the same reads against both in one run, interleaved:
 * every round measures each read on both builds back to back, the order swapped every round, so a
 * change of machine load hits both alike. Prints, per read, the req/s of each build per round and
 * the ratio this ÷ ref (median of the rounds), this build's share of the bare route and both p99s.
 *   npm run bench -- --against ded89ab [--rounds 2] [--seconds 5] [--connections 50] [--warmup 1]
 *     [--only <part of a read's name>] [--pin]
 * `--pin` runs every server on the last core and autocannon on the others (taskset): on two cores,
 * which server shares a core with the client otherwise moves its figures more than builds differ.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { percentile } from './catalogue.ts';
import { availablePinning, type BenchServer, pinSelf, startServer } from './servers.ts';

const root = path.join(import.meta.dirname, '..');

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
function count(name: string, fallback: number, max: number): number {
  const v = Number(option(name) ?? fallback);
  if (!Number.isInteger(v) || v < 0 || v > max) throw new Error(`--${name} must be an integer 0..${max}`);
  return v;
}

const git = (args: string[], cwd = root) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const tsx = (args: string[], cwd: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', ...args], { cwd, stdio: 'inherit' });

/** The ref checked out and its server bundled, in a worktree kept per commit. Returns its root. */
function buildRef(ref: string): { dir: string; commit: string } {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = path.join(os.tmpdir(), 'skills-bench-against', commit.slice(0, 12));
  if (!fs.existsSync(path.join(dir, '.git'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    git(['worktree', 'add', '--detach', dir, commit]);
  }
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
  // The generated route and migration lists, where the ref has them (decision 390).
  if (fs.existsSync(path.join(dir, 'scripts/generate.ts'))) tsx(['scripts/generate.ts', '--scan'], dir);
  tsx(['scripts/build-server.ts'], dir);
  return { dir, commit };
}

/**
 * A fresh SQLite file with the demo data, made by the migrations and seed of the tree at `dir`
 * (each build reads a database of its own schema).
 */
function demoDatabase(dir: string, name: string): string {
  const file = path.join(os.tmpdir(), 'skills-bench-against', `${name}-${process.pid}.db`);
  for (const s of ['', '-wal', '-shm']) fs.rmSync(file + s, { force: true });
  const script = path.join(os.tmpdir(), 'skills-bench-against', `seed-${process.pid}.mts`);
  fs.writeFileSync(
    script,
    [
      `import { connect } from '${dir}/src/server/db/connect.ts';`,
      `import { migrate } from '${dir}/src/server/db/migrations/index.ts';`,
      `import { seedIfEmpty } from '${dir}/src/server/seed/index.ts';`,
      `const db = connect(${JSON.stringify(file)});`,
      'await migrate(db);',
      'await seedIfEmpty(db, { passwordHashLogN: 14 });',
      'await db.close();',
    ].join('\n'),
  );
  tsx([script], dir);
  fs.rmSync(script);
  return file;
}

/** The demo talent's session cookie on `server` (the reads of the issue are that talent's). */
async function signIn(server: BenchServer): Promise<string> {
  const res = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ email: 'talent@example.nl', password: 'Welkom2026!' }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in on ${server.base}: ${res.status}`);
  return cookie;
}

interface Read {
  name: string;
  path: string;
  signedIn: boolean;
}

/** The reads of issue 48's table, plus the leaderboard page. */
const READS: Read[] = [
  { name: 'GET /api/user signed in', path: '/api/user', signedIn: true },
  { name: 'recent activity', path: '/api/user/recent-activity', signedIn: true },
  { name: 'vacancies', path: '/api/vacancies', signedIn: true },
  { name: 'enrolments', path: '/api/user/enrollments', signedIn: true },
  { name: 'leaderboard page (limit=50)', path: '/api/social/leaderboard?limit=50', signedIn: true },
  { name: 'community side panel', path: '/api/social/stats', signedIn: true },
  { name: 'community lists', path: '/api/social/community', signedIn: true },
  { name: 'catalogue page (limit=24)', path: '/api/courses?limit=24', signedIn: false },
  { name: 'signed-out GET /api/user', path: '/api/user', signedIn: false },
];

interface Sample {
  rps: number;
  p99: number;
  non2xx: number;
  /** The server process's CPU time (user + system) per answered request, in µs. */
  cpuUs: number;
}

/** CPU time a process has used so far, in ms (Linux /proc; NaN elsewhere). */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function load(
  server: BenchServer,
  p: string,
  headers: Record<string, string>,
  opts: { seconds: number; connections: number; warmup: number },
): Promise<Sample> {
  const base = server.base;
  if (opts.warmup > 0)
    await autocannon({ url: base + p, connections: opts.connections, duration: opts.warmup, headers });
  const ms: number[] = [];
  const cpu0 = cpuMs(server.pid);
  const run = autocannon({ url: base + p, connections: opts.connections, duration: opts.seconds, headers });
  run.on('response', (_c, _s, _b, t) => ms.push(t));
  const r = await run;
  const cpu = cpuMs(server.pid) - cpu0;
  return {
    rps: Math.round(r.requests.average),
    p99: percentile(Float64Array.from(ms).sort(), 0.99),
    non2xx: r.non2xx,
    cpuUs: ms.length > 0 ? Math.round((cpu * 1000) / ms.length) : Number.NaN,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const two = (x: number) => Math.round(x * 100) / 100;

export async function runAgainst(ref: string): Promise<string> {
  const rounds = count('rounds', 2, 20) || 1;
  // `--only <text>`: just the reads whose name holds the text (to look at one closely).
  const only = option('only');
  const reads = only ? READS.filter((r) => r.name.includes(only)) : READS;
  const opts = {
    seconds: count('seconds', 5, 60),
    connections: count('connections', 50, 500),
    warmup: count('warmup', 1, 60),
  };
  const uptime = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  const them = buildRef(ref);
  const ours = { dir: root, commit: git(['rev-parse', 'HEAD']) };
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  tsx(['scripts/build-server.ts'], root);
  const builds = [
    { label: 'this', ...ours, db: demoDatabase(ours.dir, 'this') },
    { label: 'ref', ...them, db: demoDatabase(them.dir, 'ref') },
  ];
  const { pinning, why } = availablePinning(process.argv.includes('--pin'));
  if (pinning) pinSelf(pinning.client);
  const cpus = pinning?.server ?? null;
  const loadBefore = uptime();
  const bare = await startServer(['bare'], { script: path.join(root, 'dist/server/bench-server.mjs'), cpus });
  const servers = await Promise.all(
    builds.map((b) =>
      startServer(['app', b.db], { script: path.join(b.dir, 'dist/server/bench-server.mjs'), cpus }),
    ),
  );
  const results = new Map<string, { this: Sample[]; ref: Sample[] }>();
  const bareRuns: Sample[] = [];
  try {
    const cookies = await Promise.all(servers.map(signIn));
    for (let round = 0; round < rounds; round++) {
      bareRuns.push(await load(bare, '/bare', {}, opts));
      console.log(`round ${round + 1}: bare ${bareRuns[round].rps} req/s`);
      for (const read of reads) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        const entry = results.get(read.name) ?? { this: [], ref: [] };
        for (const i of order) {
          const headers: Record<string, string> = read.signedIn ? { cookie: cookies[i] } : {};
          const sample = await load(servers[i], read.path, headers, opts);
          entry[i === 0 ? 'this' : 'ref'].push(sample);
        }
        results.set(read.name, entry);
        const [a, b] = [entry.this[round], entry.ref[round]];
        console.log(
          `  ${read.name}: this ${a.rps}, ref ${b.rps} req/s → ${two(a.rps / b.rps)}; CPU per request ${a.cpuUs} / ${b.cpuUs} µs`,
        );
      }
    }
  } finally {
    await Promise.all([...servers, bare].map((s) => s.stop()));
    for (const b of builds) for (const s of ['', '-wal', '-shm']) fs.rmSync(b.db + s, { force: true });
  }
  const bareRps = median(bareRuns.map((r) => r.rps));
  const cpu = os.cpus();
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}: this build ${ours.commit.slice(0, 7)}` +
      `${dirty ? ' (with uncommitted changes)' : ''} against ${ref} (${them.commit.slice(0, 7)}), each on a fresh demo SQLite ` +
      `database, the demo talent's session; ${rounds} interleaved rounds, ${opts.seconds} s per read and build, ` +
      `${opts.connections} connections, ${opts.warmup} s warm-up; CPU pinning: ${why}; bare route ${bareRuns.map((r) => r.rps).join(', ')} req/s ` +
      `(${median(bareRuns.map((r) => r.cpuUs))} µs CPU per request); ` +
      `load average before ${loadBefore}, after ${uptime()}.`,
    '',
    `| read | this build req/s | ${ref} req/s | this ÷ ${ref} per round | median | this ÷ bare | server CPU µs per request, this / ${ref} (median) | ${ref} CPU ÷ this CPU | p99 ms this / ${ref} | non-2xx this / ${ref} |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const read of READS) {
    const r = results.get(read.name);
    if (!r) continue;
    const ratios = r.this.map((s, i) => s.rps / r.ref[i].rps);
    const rps = (xs: Sample[]) => xs.map((s) => s.rps).join(', ');
    const p99 = (xs: Sample[]) => Math.round(median(xs.map((s) => s.p99)) * 10) / 10;
    const non2xx = (xs: Sample[]) => xs.reduce((n, s) => n + s.non2xx, 0);
    const cpu = (xs: Sample[]) => median(xs.map((s) => s.cpuUs));
    lines.push(
      `| ${read.name} \`${read.path}\` | ${rps(r.this)} | ${rps(r.ref)} | ${ratios.map(two).join(', ')} | ` +
        `**${two(median(ratios))}** | ${two(median(r.this.map((s) => s.rps)) / bareRps)} | ` +
        `${cpu(r.this)} / ${cpu(r.ref)} | **${two(cpu(r.ref) / cpu(r.this))}** | ${p99(r.this)} / ${p99(r.ref)} | ` +
        `${non2xx(r.this)} / ${non2xx(r.ref)} |`,
    );
  }
  return lines.join('\n');
}
