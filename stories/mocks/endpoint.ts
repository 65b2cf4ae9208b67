/**
 * An MSW handler for an endpoint definition (src/api/contracts/endpoint.ts): the method and path
 * come from the definition the portal calls, so a story's mock follows a renamed path.
 */
import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { EndpointShape } from '../../src/api/contracts/index.ts';

const verbs = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

export const answer = <Params extends PathParams = PathParams>(
  endpoint: Pick<EndpointShape, 'method' | 'path'>,
  resolver: HttpResponseResolver<Params, DefaultBodyType>,
) => verbs[endpoint.method]<Params>(`/api${endpoint.path}`, resolver);
