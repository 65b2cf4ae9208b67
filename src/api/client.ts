import type { z } from 'zod';
import { CLIENT_HEADER, PORTAL_CLIENT } from './contracts/constants.ts';
import {
  endpointPath,
  type EndpointInput,
  type EndpointOk,
  type EndpointShape,
  type FileEndpoint,
  type JsonEndpoint,
} from './contracts/endpoint.ts';
import { ApiError, networkError, normaliseError } from './errors.ts';
import { noteCachedAt } from './offline.ts';

/**
 * Every call names the portal: the server then keeps refresh tokens in its HttpOnly session cookie
 * instead of answer bodies, and accepts cookie-carried calls (which need this header against CSRF).
 */
export const PORTAL_HEADERS: Readonly<Record<string, string>> = { [CLIENT_HEADER]: PORTAL_CLIENT };

export interface TokenSource {
  /** The current access token, if any. */
  accessToken(): string | null;
  /**
   * Called once when a signed-in call is refused with 401 (TokenExpired, or a session ended
   * elsewhere); resolves to a new access token, or null when the session cannot be refreshed.
   */
  refresh(): Promise<string | null>;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Zod schema of the success body; the answer is checked against it. */
  schema?: S;
  signal?: AbortSignal;
  /** Send no bearer header (public calls). */
  anonymous?: boolean;
  /** Read a success body as a file (a download: xlsx, FHIR JSON) rather than as checked JSON. */
  as?: 'blob';
  /** Headers of this call only (the usage screen's analytics token). */
  headers?: Record<string, string>;
  /** Reads the success answer's headers (a calendar window's total), before its body is checked. */
  onHeaders?: (headers: Headers) => void;
  /** The call outlives the page (a save as the page closes); its body must stay under 64 KiB. */
  keepalive?: boolean;
}

/** What a call of a definition may add to what it sends: how it is sent, not where. */
export type CallOptions = Pick<
  RequestOptions<z.ZodType>,
  'signal' | 'anonymous' | 'headers' | 'onHeaders' | 'keepalive'
>;

/** The call's input, optional when the endpoint needs no parameters and no body. */
type CallArgs<E extends EndpointShape> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions];

export interface ApiClient {
  /** Calls an endpoint by its definition (src/api/contracts/endpoint.ts); the answer is checked against it. */
  call<E extends JsonEndpoint>(endpoint: E, ...input: CallArgs<E>): Promise<EndpointOk<E>>;
  /** Downloads the file an endpoint answers (an export). */
  download<E extends FileEndpoint>(endpoint: E, ...input: CallArgs<E>): Promise<Blob>;
  request<S extends z.ZodType>(path: string, options?: RequestOptions<S>): Promise<z.infer<S>>;
  baseUrl: string;
  /** Where the bearer token comes from; the session lifecycle refreshes through it. */
  tokens?: TokenSource;
}

const buildUrl = (baseUrl: string, path: string, query?: RequestOptions<z.ZodType>['query']) => {
  const url = `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
};

/**
 * The HTTP client: bearer header from the token source, error normalisation, and one refresh and
 * retry on TokenExpired. It never touches the UI (no toasts, no redirects): callers decide.
 */
export function createApiClient(options: {
  baseUrl: string;
  tokens?: TokenSource;
  /** Extra headers of every call (the super admin's selected organisation). */
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
}): ApiClient {
  const { baseUrl, tokens } = options;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(path: string, opts: RequestOptions<z.ZodType>, token: string | null) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...PORTAL_HEADERS,
      ...options.headers?.(),
      ...opts.headers,
    };
    // A file (Blob) goes as it is, typed by itself; anything else as JSON.
    const raw = typeof Blob !== 'undefined' && opts.body instanceof Blob;
    if (opts.body !== undefined)
      headers['content-type'] = raw ? (opts.body as Blob).type : 'application/json';
    if (token && !opts.anonymous) headers.authorization = `Bearer ${token}`;
    try {
      return await doFetch(buildUrl(baseUrl, path, opts.query), {
        method: opts.method ?? 'GET',
        headers,
        // The session cookie (sign-in answers set it) goes only to our own origin.
        credentials: 'same-origin',
        body: opts.body === undefined ? undefined : raw ? (opts.body as Blob) : JSON.stringify(opts.body),
        signal: opts.signal,
        keepalive: opts.keepalive,
      });
    } catch (error) {
      throw networkError(error);
    }
  }

  async function readBody(response: Response): Promise<unknown> {
    if (response.status === 204) return undefined;
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }

  async function request(path: string, opts: RequestOptions<z.ZodType> = {}): Promise<unknown> {
    const token = opts.anonymous ? null : (tokens?.accessToken() ?? null);
    let response = await send(path, opts, token);
    if (response.ok && opts.as === 'blob') return response.blob();
    let body = await readBody(response);
    if (!response.ok) {
      let error = await normaliseError(response.status, response.statusText, body);
      // An expired token, or one whose session ended (signed out in another tab, password
      // changed): one refresh tells which — it fails, and the session ends, in the second case.
      const refusedToken = error.code === 'TokenExpired' || (error.status === 401 && token !== null);
      if (refusedToken && tokens && !opts.anonymous) {
        const fresh = await tokens.refresh();
        if (fresh) {
          response = await send(path, opts, fresh);
          if (response.ok && opts.as === 'blob') return response.blob();
          body = await readBody(response);
          if (response.ok) return checked(path, response, body, opts);
          error = await normaliseError(response.status, response.statusText, body);
        }
      }
      throw error;
    }
    return checked(path, response, body, opts);
  }

  /** The success body against the schema: a mismatch is an ApiError, on the first try or the retry. */
  function checked(
    path: string,
    response: Response,
    body: unknown,
    opts: RequestOptions<z.ZodType>,
  ): unknown {
    opts.onHeaders?.(response.headers);
    // Read from the service worker's offline cache? The screen then says when it was last updated.
    noteCachedAt(path, response.headers);
    if (!opts.schema) return body;
    const parsed = opts.schema.safeParse(body);
    if (!parsed.success)
      throw new ApiError(response.status, 'NonApiError', 'Unexpected response from the server');
    return parsed.data;
  }

  function call(
    endpoint: EndpointShape,
    input: { params?: object; query?: object; body?: unknown } & CallOptions = {},
  ): Promise<unknown> {
    const { params, query, body, ...options } = input;
    return request(endpointPath(endpoint, params), {
      ...options,
      method: endpoint.method,
      query: query as RequestOptions<z.ZodType>['query'],
      body,
      ...('ok' in endpoint ? { schema: endpoint.ok } : { as: 'blob' as const }),
    });
  }

  return {
    baseUrl,
    tokens,
    call: call as ApiClient['call'],
    download: call as ApiClient['download'],
    request: request as ApiClient['request'],
  };
}
