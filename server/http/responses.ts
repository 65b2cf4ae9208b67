import { apiErrorSchema } from '../../src/api/contracts/index.ts';

/** The error answers a signed-in call can give, each in the one error shape (for route schemas). */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;
