/**
 * One definition per API call: its method, path, parameters, query, body, success answer and who
 * may call it. The server registers its route from it (server/http/endpoint-route.ts), the portal
 * calls it with `client.call(definition, …)`, and the stories answer it with `answer(definition, …)`
 * (stories/mocks/endpoint.ts); the OpenAPI document, and the access matrix and fuzz suite that walk
 * it, follow from the routes. A renamed path changes in one place, and "go to definition" crosses
 * the HTTP seam.
 *
 * A small typed helper rather than a contract library: ts-rest's Fastify 5 adapter is unreleased,
 * and oRPC's contract mode serves its routes through its own handler instead of Fastify's, which
 * would bypass the permission hook, the rate limits and the zod type provider every route uses.
 */
import type { z } from 'zod';
import type { Permission } from './permissions.ts';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call it: a permission of the table, or why a stranger may. */
export type EndpointAccess = { permission: Permission } | { public: string };

interface EndpointBase {
  method: EndpointMethod;
  /** Under `/api`, Fastify's and MSW's syntax: `/questionnaire/:id/answers`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is a file of one of these media types, sent as it is (an image upload), not JSON. */
  upload?: readonly string[];
  access: EndpointAccess;
}

/** An endpoint that answers JSON. */
export interface JsonEndpoint extends EndpointBase {
  /** The success answer's body. */
  ok: z.ZodType;
  /**
   * The success answer's status: 200 unless said. Two when an idempotent create answers 201 for a
   * new record and 200 for the one an earlier call made, with the same body.
   */
  status?: 200 | 201 | 202 | 204 | readonly [200, 201];
}

/** An endpoint that answers a file to download (an export): its media type, or the types it may have. */
export interface FileEndpoint extends EndpointBase {
  file: string;
}

export type EndpointShape = JsonEndpoint | FileEndpoint;

/** Declares an endpoint, keeping its literal types for the server's route and the portal's call. */
export const defineEndpoint = <const E extends EndpointShape>(endpoint: E): E => endpoint;

type Input<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : never;

/** What a call of the endpoint sends: its path parameters, query and body, each when it has one. */
export type EndpointInput<E extends EndpointShape> = ([Input<E, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: Input<E, 'params'> }) &
  ([Input<E, 'query'>] extends [never] ? { query?: undefined } : { query?: Input<E, 'query'> }) &
  (E extends { upload: readonly string[] }
    ? { body: Blob }
    : [Input<E, 'body'>] extends [never]
      ? { body?: undefined }
      : { body: Input<E, 'body'> });

/** The success answer's body, as its schema reads it. */
export type EndpointOk<E extends JsonEndpoint> = z.output<E['ok']>;

/**
 * The endpoint's path with its parameters filled in, each encoded: `/registration_feedback/token/a%2Fb`.
 * A parameter the path names and the call does not give is a programming error.
 */
export function endpointPath(endpoint: Pick<EndpointShape, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new TypeError(`${endpoint.path} needs its "${name}" parameter`);
    return encodeURIComponent(String(value));
  });
}
