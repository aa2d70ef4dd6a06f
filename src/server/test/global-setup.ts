import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect, sqliteHandles } from '../db/connect.ts';
import { migrate } from '../db/migrations/index.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { adminQuery, adminRows, databaseUrl, TEST_HASH_LOG_N, type Templates } from './templates.ts';

/**
 * Vitest globalSetup: migrates (and seeds) one database per engine once per run; createTestEnv
 * copies it per test file instead of migrating and seeding again (decision 290). SQLite:
 * a serialized image in a temporary file, opened in memory. PostgreSQL: a template database that
 * `CREATE DATABASE … TEMPLATE` copies. Both are removed again after the run.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'skills-test-templates-'));
  const url = process.env.TEST_DATABASE_URL;
  const run = randomBytes(4).toString('hex');
  const pgTemplates: string[] = [];

  async function sqliteImage(seed: boolean) {
    const db = connect(':memory:');
    await migrate(db);
    if (seed) await seedIfEmpty(db, { passwordHashLogN: TEST_HASH_LOG_N });
    const file = path.join(dir, seed ? 'seeded.sqlite' : 'migrated.sqlite');
    writeFileSync(file, sqliteHandles.get(db.kysely)!.serialize());
    await db.close();
    return file;
  }

  async function pgTemplate(seed: boolean) {
    const name = `vt_tpl_${run}_${seed ? 'seeded' : 'migrated'}`;
    await adminQuery(url!, `create database ${name}`);
    pgTemplates.push(name);
    const db = connect(databaseUrl(url!, name), { schema: 'public' });
    try {
      await migrate(db);
      if (seed) await seedIfEmpty(db, { passwordHashLogN: TEST_HASH_LOG_N });
    } finally {
      await db.close();
    }
    return name;
  }

  const [sqliteSeeded, sqliteMigrated, pgSeeded, pgMigrated] = await Promise.all([
    sqliteImage(true),
    sqliteImage(false),
    url ? pgTemplate(true) : undefined,
    url ? pgTemplate(false) : undefined,
  ]);
  const templates: Templates = { sqliteSeeded, sqliteMigrated, pgSeeded, pgMigrated, run };
  project.provide('testTemplates', templates);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!url) return;
    // The files' own copies: those whose drop had not ended yet and the spare copies the workers
    // made ahead (harness.ts). Dropped side by side: each drop waits for a checkpoint, and
    // concurrent drops share one.
    const left = await adminRows(url, `select datname from pg_database where datname like 'vt\\_${run}\\_%'`);
    await Promise.all(
      left.map((name) => adminQuery(url, `drop database if exists ${name} with (force)`).catch(() => {})),
    );
    for (const name of pgTemplates) await adminQuery(url, `drop database if exists ${name}`);
  };
}
