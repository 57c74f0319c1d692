/** The little a provider needs of the server's logger (pino's methods, which it is in production). */
export interface ProviderLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** A logger that drops everything: providers built without one (unit tests, scripts). */
export const silentLog: ProviderLog = { info: () => {}, warn: () => {} };
