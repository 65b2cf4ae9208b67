import type { ErrorCode } from './errors.ts';

/**
 * A failed call as `{ status, code, message }` (docs/product.md § Error catalogue): what the server throws and
 * what the portal's client hands its callers. One class for both sides, so a status or code means the same thing
 * wherever it is read. It imports no zod (the error codes are a type only), so that the portal's first paint
 * does not load the error contract.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields?: { path: string; message: string }[];
  /** Seconds until a refused call may be tried again: the server sends it as the Retry-After header. */
  retryAfter?: number;
  /** The one field at fault, when the error names a single one (sent as `field`). */
  field?: string;
  /** The line of an uploaded file at fault, counted from 1 (sent as `line`). */
  line?: number;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    fields?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}
