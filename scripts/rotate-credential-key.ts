/**
 * Retires the credentials signing key and makes a new one (decision 185). Restart the app processes
 * afterwards so they sign with the new key; credentials signed by the old one keep verifying.
 */
import { loadConfig } from '../src/server/config.ts';
import { connect } from '../src/server/db/connect.ts';
import { migrate } from '../src/server/db/migrations/index.ts';
import { rotateSigningKey } from '../src/server/features/credentials/index.ts';

const config = loadConfig();
const db = connect(config.databaseUrl);
await migrate(db);
const key = await rotateSigningKey(db.kysely);
console.log(`Nieuwe ondertekeningssleutel: ${key}. Herstart de app zodat hij ermee ondertekent.`);
await db.close();
