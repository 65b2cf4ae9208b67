/**
 * A route registered from its endpoint definition (src/api/contracts/endpoint.ts): the method, path,
 * schemas, success status and access come from the definition the portal calls; the server adds
 * what only its document and plugins need (tags, summary, rate limits).
 */
import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import { apiErrorSchema, type EndpointShape } from '../../src/api/contracts/index.ts';
import { errorResponses } from './responses.ts';
import type { RouteTarget } from './targets.ts';

/** The errors a public call can answer: bad input and too many tries. */
export const publicErrorResponses = { 400: apiErrorSchema, 429: apiErrorSchema } as const;

/** The names of an endpoint's path parameters. */
type ParamName<E> = E extends { params: infer S extends z.ZodType }
  ? Extract<keyof z.output<S>, string>
  : never;

export interface EndpointDoc<P extends string = string> {
  tags: string[];
  summary: string;
  description?: string;
  /** Error answers in the OpenAPI document: a signed-in call's by default, a public call's for a public one. */
  errors?: Record<number, z.ZodType>;
  /** Route config beyond the access (a rate limit; the target of the permission's condition, by a path parameter). */
  config?: Omit<FastifyContextConfig, 'permission' | 'public' | 'target'> & { target?: RouteTarget<P> };
}

type Schemas<E extends EndpointShape> = (E extends { params: infer P } ? { params: P } : object) &
  (E extends { query: infer Q } ? { querystring: Q } : object) &
  (E extends { body: infer B } ? { body: B } : object);

/**
 * The route options of an endpoint, to spread into `app.route({ ...endpointRoute(def, doc), handler })`:
 * the zod type provider then types the handler's request from the definition's schemas.
 */
export function endpointRoute<const E extends EndpointShape>(endpoint: E, doc: EndpointDoc<ParamName<E>>) {
  const isPublic = 'public' in endpoint.access;
  const errors = doc.errors ?? (isPublic ? publicErrorResponses : errorResponses);
  const schemas = {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
  } as Schemas<E>;
  const config: FastifyContextConfig = { ...doc.config, ...endpoint.access };
  return {
    method: endpoint.method,
    url: endpoint.path,
    config,
    schema: {
      tags: doc.tags,
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      ...(isPublic ? {} : { security: [{ bearer: [] }] }),
      ...schemas,
      // A file is sent as it is read (Fastify serializes objects only): only its errors are JSON.
      response: {
        ...('ok' in endpoint
          ? Object.fromEntries([endpoint.status ?? 200].flat().map((status) => [status, endpoint.ok]))
          : {}),
        ...errors,
      },
    },
  };
}
