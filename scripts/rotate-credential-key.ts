/**
 * Retires the credentials signing keys (decisions 185, 300): each institute's next credential is
 * signed with a new key of its own; credentials signed by the old ones keep verifying.
 */
import { loadConfig } from '../src/server/config.ts';
import { connect } from '../src/server/db/connect.ts';
import { migrate } from '../src/server/db/migrations/index.ts';
import { rotateSigningKey } from '../src/server/features/credentials/index.ts';

const config = loadConfig();
const db = connect(config.databaseUrl);
await migrate(db);
const retired = await rotateSigningKey(db.kysely);
console.log(
  `${retired} ondertekeningssleutel(s) buiten gebruik; het volgende certificaat krijgt een nieuwe.`,
);
await db.close();
