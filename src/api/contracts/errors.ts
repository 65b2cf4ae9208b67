import { z } from 'zod';
import { text } from './text.ts';

/**
 * Error codes of the spec's catalogue (§8), spelt as the spec spells them ("InteralServerError"
 * included), plus the few a server needs that the catalogue does not name: request validation,
 * a missing or invalid session, throttling, upload limits (too large, wrong type, locked), and a
 * database that cannot be reached for the moment (503, retry later).
 */
export const errorCodes = [
  'ResourceNotFound',
  'Conflict',
  'SubscriptionLimitExceeded',
  'NonApiError',
  'IncorrectPassword',
  'Forbidden',
  'TokenExpired',
  'InteralServerError',
  'ValidationError',
  'Unauthorized',
  'TooManyRequests',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'Locked',
  'ServiceUnavailable',
  // The embedded database has more requests waiting than it serves in time (503 with Retry-After):
  // nothing of the request ran.
  'busy',
  // A guardian's private call before they accepted the current terms version (403).
  'TermsNotAccepted',
  // The second factor of a sign-in: a wrong code or passkey (401), a spent or expired ticket (401),
  // and a removal that would leave a person who must have one without any (409).
  'second_factor_invalid',
  'ticket_invalid',
  'second_factor_required',
  // Captions: a WebVTT file that cannot be used (400), and publishing without the organisation's language (409).
  'InvalidCaptions',
  'CaptionsRequired',
  // GET /api/health/ready: the server cannot serve yet (database unreachable, slow, or behind its migrations).
  'not_ready',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The one error body every failing API call answers with. */
export const apiErrorSchema = z
  .object({
    status: z.number().int(),
    code: errorCodeSchema,
    message: text(),
    /** For ValidationError: the failing fields, as dotted paths (e.g. "child.app_code"). */
    fields: z.array(z.object({ path: text(), message: text() })).optional(),
    /** The one field at fault, when an error names a single one (InvalidCaptions: "vtt"). */
    field: text().optional(),
    /** The line of an uploaded file at fault, counted from 1 (InvalidCaptions). */
    line: z.number().int().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The message of the 401 answer to a call that needs a session and has no token (docs/product.md § Error catalogue). */
export const TOKEN_MISSING_MESSAGE = 'Authentication token is missing';
