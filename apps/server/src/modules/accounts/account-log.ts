/** The little a use-case needs from the request logger: noting a side effect that failed. */
export interface AccountLog {
  warn(obj: object, msg: string): void;
}
