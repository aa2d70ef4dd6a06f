import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { migrate } from './db/migrations/index.ts';
import { prettyStream } from './http/pretty-log.ts';
import { jobDefinitions } from './jobs/registry.ts';
import { createWorker } from './jobs/worker.ts';
import { createMailer } from './mail/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { demoSeedDecision } from './seed/demo-policy.ts';
import { seedIfEmpty } from './seed/index.ts';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`\n${err.message}\n\nDe app start niet. Pas de omgevingsvariabelen aan (zie README).`);
  process.exit(1);
}
const demo = demoSeedDecision(config);
if (demo.warning) console.warn(demo.warning);
const db = connect(config.databaseUrl);
await migrate(db);
const seeded = demo.seed ? await seedIfEmpty(db, { passwordHashLogN: config.passwordHashLogN }) : false;

// One readable line per request in a developer's terminal; JSON lines when not a TTY or in production.
const pretty = process.stdout.isTTY && config.nodeEnv !== 'production';
const app = await buildApp(
  { db, config },
  { logger: true, ...(pretty ? { logStream: prettyStream(process.stdout) } : {}) },
);
await app.listen({ port: config.port, host: config.host });

const where = db.engine === 'postgres' ? 'PostgreSQL' : `SQLite (${config.databaseUrl})`;
console.log(
  `\nDe app draait op http://localhost:${config.port} — database: ${where}${seeded ? ', demodata geladen' : ''}`,
);
if (seeded) {
  console.log(`Demo-accounts (wachtwoord ${DEMO_PASSWORD}):`);
  for (const email of [
    ...DEMO_ACCOUNTS.map((a) => `${a.email} (${a.label})`),
    'instituut@example.nl (Instituut)',
  ]) {
    console.log(`  ${email}`);
  }
}

// The background worker: queued mails and periodic jobs (decision 200). Every process runs one;
// claims are exclusive, so each job runs once in the cluster.
const mailer = createMailer(config);
app.log.info(`E-mail: ${mailer.describe()}`);
if (!config.smtpUrl)
  console.log(`E-mails worden niet verstuurd maar bewaard als .eml in ${config.mailOutboxDir}`);
const worker = createWorker(db, jobDefinitions({ db, config, mailer, log: app.log }), { log: app.log });
worker.start();

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.readiness.shuttingDown = true;
    app.log.info(`${signal} ontvangen, afsluiten…`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await worker.stop();
      mailer.close();
      await db.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error(err);
      process.exit(1);
    }
  });
}
