import { useSWRConfig, type Key, type ScopedMutator } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { useApiClient, type ApiClient, type ApiError } from '../api/index.ts';
import { sameKey, unscopeKey } from './organisation-scope.ts';

/** What a write does to the cache once the API has answered: revalidate reads, or store the answer. */
export type AfterWrite<Data, Arg> = (mutate: ScopedMutator, data: Data, arg: Arg) => Promise<unknown>;

/** Revalidates every cached read whose key passes the test (e.g. every page of a list). */
export const revalidate =
  (stale: (key: unknown) => boolean): AfterWrite<unknown, unknown> =>
  (mutate) =>
    mutate(stale);

/**
 * One write of the API as an SWR mutation: `trigger(arg)` calls `write` and, before it resolves,
 * brings the cache up to date with `after`. `trigger` keeps its identity between renders, so
 * callbacks and grid columns built from it need not be rebuilt. Mutations are never retried.
 */
export function useWrite<Arg, Data>(
  key: string,
  write: (client: ApiClient, arg: Arg) => Promise<Data>,
  after?: AfterWrite<Data, Arg>,
): SWRMutationResponse<Data, ApiError, string, Arg> {
  const client = useApiClient();
  const { mutate: cacheMutate } = useSWRConfig();
  // Cached keys carry a super admin's organisation (organisation-scope.ts): a write names keys
  // as its feature's key factory makes them, so a key or a test matches whatever the scope.
  const mutate = ((target: unknown, ...rest: unknown[]) =>
    (cacheMutate as (...args: unknown[]) => Promise<unknown>)(
      typeof target === 'function'
        ? (k: unknown) => (target as (k: unknown) => boolean)(unscopeKey(k))
        : (k: unknown) => sameKey(k, target as Key),
      ...rest,
    )) as ScopedMutator;
  return useSWRMutation<Data, ApiError, string, Arg>(key, async (_key, { arg }) => {
    const data = await write(client, arg);
    await after?.(mutate, data, arg);
    return data;
  });
}
