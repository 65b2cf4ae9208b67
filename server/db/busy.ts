/**
 * The database has more requests waiting than it may queue, or a request waited past its deadline:
 * nothing of the request ran, and the caller may try again after `retryAfterSeconds` (503 `busy`).
 */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('the database has more requests waiting than it serves in time');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
