import { ApiError } from '../api/index.ts';

/**
 * The message id that explains why something could not be loaded, from the API's answer: a
 * refusal, a missing record or a conflict is said as such; only a failure without an answer from
 * the API (offline, a proxy's error page, a 5xx) asks the user to check their connection.
 */
export function loadErrorMessageId(error: unknown): string {
  if (!(error instanceof ApiError)) return 'loadError.connection';
  if (error.status === 401) return 'loadError.signedOut';
  if (error.status === 403) return 'loadError.forbidden';
  if (error.status === 404) return 'loadError.notFound';
  if (error.status === 409) return 'loadError.conflict';
  if (error.status === 429) return 'loadError.tooMany';
  if (error.status >= 400 && error.status < 500) return 'loadError.refused';
  return 'loadError.connection';
}
