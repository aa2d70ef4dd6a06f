import { buildApp } from './app.ts';
import { purgeExpiredSessions } from './auth/sessions.ts';
import { loadConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { migrate } from './db/migrations/index.ts';
import { purgeOldFailures } from './features/auth/store.ts';
import { REMINDER_INTERVAL_MS, sendNoProgressReminders } from './features/notifications/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { seedIfEmpty } from './seed/index.ts';

const config = loadConfig();
const db = connect(config.databaseUrl);
await migrate(db);
const seeded = config.seedDemo ? await seedIfEmpty(db, { passwordHashLogN: config.passwordHashLogN }) : false;

const app = await buildApp({ db, config }, { logger: true });
await app.listen({ port: config.port, host: config.host });

const where = db.engine === 'postgres' ? 'PostgreSQL' : `SQLite (${config.databaseUrl})`;
console.log(
  `\nDe app draait op http://localhost:${config.port} — database: ${where}${seeded ? ', demodata geladen' : ''}`,
);
if (config.seedDemo) {
  console.log(`Demo-accounts (wachtwoord ${DEMO_PASSWORD}):`);
  for (const email of [
    ...DEMO_ACCOUNTS.map((a) => `${a.email} (${a.label})`),
    'instituut@example.nl (Instituut)',
  ]) {
    console.log(`  ${email}`);
  }
}

// Housekeeping: expired sessions and old login failures.
const housekeeping = async () => {
  await purgeExpiredSessions(db.kysely);
  await purgeOldFailures(db.kysely, new Date(Date.now() - 86_400_000).toISOString());
};
await housekeeping();
setInterval(() => housekeeping().catch((err) => app.log.error(err)), 3_600_000).unref();

// Reminders for enrolments without progress for 14 days; safe when several processes run it.
const reminders = () =>
  sendNoProgressReminders(db.kysely).catch((err) => app.log.error({ err }, 'reminder job failed'));
setTimeout(reminders, 30_000).unref();
setInterval(reminders, REMINDER_INTERVAL_MS).unref();

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} ontvangen, afsluiten…`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await db.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error(err);
      process.exit(1);
    }
  });
}
