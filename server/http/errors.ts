import { ApiError } from '../../src/api/contracts/api-error.ts';
import { TOKEN_MISSING_MESSAGE } from '../../src/api/contracts/index.ts';

/** Every failure the client is told about is the contracts' ApiError; these build the common ones. */
export { ApiError };

/**
 * A 400 naming the bad field; `fieldMessage` is what the field itself is told when it differs
 * from the overall message.
 */
export const validationError = (field: string, message: string, fieldMessage = message) =>
  new ApiError(400, 'ValidationError', message, [{ path: field, message: fieldMessage }]);
/** A 429 whose Retry-After header says when (`retryAt`, ms since the epoch) to try again. */
export function tooManyRequests(message: string, retryAt: number, now: number): ApiError {
  const error = new ApiError(429, 'TooManyRequests', message);
  error.retryAfter = Math.max(1, Math.ceil((retryAt - now) / 1000));
  return error;
}
/** Seconds a caller told "took too long" waits before trying again. */
export const TOOK_TOO_LONG_RETRY_SECONDS = 5;
/** A 503 for a request that ran out of time (its statement or the request's own deadline), with Retry-After. */
export function tookTooLong(): ApiError {
  const error = new ApiError(
    503,
    'ServiceUnavailable',
    'This request took too long to answer. Please narrow it down or try again in a moment.',
  );
  error.retryAfter = TOOK_TOO_LONG_RETRY_SECONDS;
  return error;
}
/** A 503 for a request the embedded database had no room or time for: nothing of it ran. */
export function databaseBusy(retryAfterSeconds: number): ApiError {
  const error = new ApiError(
    503,
    'busy',
    'The service is busy: this request was not run. Please try again in a moment.',
  );
  error.retryAfter = retryAfterSeconds;
  return error;
}
export const notFound = (what: string) => new ApiError(404, 'ResourceNotFound', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') =>
  new ApiError(403, 'Forbidden', message);
export const conflict = (message: string) => new ApiError(409, 'Conflict', message);
export const tokenMissing = () => new ApiError(401, 'Unauthorized', TOKEN_MISSING_MESSAGE);
export const tokenExpired = () => new ApiError(401, 'TokenExpired', 'The session has expired');
export const invalidToken = () => new ApiError(401, 'Unauthorized', 'The authentication token is invalid');
