import { apiErrorSchema } from '../../src/api/contracts/index.ts';

/** The error answers a signed-in call can give, each in the one error shape (for route schemas). */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;

/** What an idempotent post stored: the record, and whether this call created it (201) or found it (200). */
export interface Stored<T> {
  record: T;
  /** False when the record was already there (a retried post). */
  created: boolean;
}
