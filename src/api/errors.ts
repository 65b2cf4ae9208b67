import { ApiError } from './contracts/api-error.ts';

export { ApiError };

/**
 * Turns a failed response into an ApiError: the API's body when it has one, otherwise
 * NonApiError named after the HTTP status (a proxy page, an HTML 502, …). The error contract (zod)
 * loads with the first failure, not before a signed-out /login's first paint.
 */
export async function normaliseError(status: number, statusText: string, body: unknown): Promise<ApiError> {
  let apiErrorSchema;
  try {
    ({ apiErrorSchema } = await import('./contracts/errors.ts'));
  } catch {
    // Offline, or the portal was redeployed under this page: the answer's status still tells.
    return new ApiError(status, 'NonApiError', statusText || `HTTP ${status}`);
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { status: s, code, message, fields, field, line } = parsed.data;
    const error = new ApiError(s, code, message, fields);
    if (field !== undefined) error.field = field;
    if (line !== undefined) error.line = line;
    return error;
  }
  return new ApiError(status, 'NonApiError', statusText || `HTTP ${status}`);
}

/** A failure before any response: offline, DNS, CORS, aborted. */
export const networkError = (cause: unknown): ApiError =>
  new ApiError(0, 'NonApiError', cause instanceof Error ? cause.message : 'Network request failed');
