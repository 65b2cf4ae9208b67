import useSWRMutation from 'swr/mutation';
import { z } from 'zod';
import { useApiClient, type ApiError } from '../../../api/index.ts';

/**
 * A public auth call as an SWR mutation (never retried): POST `path` with the argument as body,
 * checking the answer against `schema`.
 */
export function useAuthMutation<Arg, S extends z.ZodType>(path: string, schema: S) {
  const client = useApiClient();
  return useSWRMutation<z.infer<S>, ApiError, string, Arg>(path, (_key, { arg }) =>
    client.request(path, { method: 'POST', body: arg, schema, anonymous: true }),
  );
}

/** Answer of the calls that only confirm (activation, reset, forgot, sign-up). */
export const acknowledgementSchema = z.object({ message: z.string() }).partial().passthrough();
