import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createMailer, type Mailer } from './providers/mail';
import { createStorage, type Storage } from './providers/storage';

/** Everything a use-case may need from the outside world, built once per process from config. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: Storage;
  close(): Promise<void>;
}

export async function createContext(
  config: Config,
  log: { info(obj: object, msg: string): void },
): Promise<AppContext> {
  const database = await openDatabase(config.database);
  const mailer = await createMailer(config.mail, log);
  const storage = await createStorage(config.storage, {
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
  });
  return {
    config,
    database,
    mailer,
    storage,
    close: () => database.close(),
  };
}
