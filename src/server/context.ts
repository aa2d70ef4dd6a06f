import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';

/** What every feature's routes get: the database and the configuration. */
export interface AppContext {
  db: Db;
  config: Config;
}
