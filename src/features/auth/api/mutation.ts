import useSWRMutation from 'swr/mutation';
import type { EndpointInput, EndpointOk, JsonEndpoint } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';

type Body<E extends JsonEndpoint> = EndpointInput<E>['body'];

/**
 * A public auth call as an SWR mutation (never retried): POST to the endpoint with the argument as
 * body, its answer checked against the definition.
 */
export function useAuthMutation<E extends JsonEndpoint & { body: unknown }>(endpoint: E) {
  const client = useApiClient();
  return useSWRMutation<EndpointOk<E>, ApiError, string, Body<E>>(endpoint.path, (_key, { arg }) =>
    (client.call as (e: JsonEndpoint, input: object) => Promise<EndpointOk<E>>)(endpoint, {
      body: arg,
      anonymous: true,
    }),
  );
}
