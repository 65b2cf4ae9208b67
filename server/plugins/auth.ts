import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessClaims, TokenIssuer } from '../auth/tokens.ts';
import { invalidToken, tokenMissing } from '../http/errors.ts';

export type Principal = AccessClaims & { exp: number };

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** onRequest hook: rejects a request without a valid bearer token of a live session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** The bearer token of the Authorization header, if any. */
export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/**
 * `sessionAlive` says whether the token's session still stands (not signed out, not past its
 * lifetime, its user still allowed to hold it): a well-signed token of an ended session is refused
 * at once rather than when it expires.
 */
export function registerAuth(
  app: FastifyInstance,
  tokens: TokenIssuer,
  sessionAlive: (claims: Principal) => Promise<boolean>,
): void {
  app.decorateRequest('principal', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw tokenMissing();
    const claims = await tokens.verify(token);
    if (!(await sessionAlive(claims))) throw invalidToken();
    request.principal = claims;
  });
}

/** The principal of a request that passed `app.authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw tokenMissing();
  return request.principal;
}
