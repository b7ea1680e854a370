import type { Config } from '../config.js';
import type { Database } from '../db/database.js';

/** What every resource module receives when it is registered. */
export interface ModuleOptions {
  db: Database;
  config: Config;
  /** The time, in milliseconds since the epoch, that keys expire against: the system's, or a test's. */
  now: () => number;
}
