import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessClaims, TokenIssuer } from '../auth/tokens.ts';
import { tokenMissing } from '../http/errors.ts';

export type Principal = AccessClaims & { exp: number };

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** onRequest hook: rejects a request without a valid bearer token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

export function registerAuth(app: FastifyInstance, tokens: TokenIssuer): void {
  app.decorateRequest('principal', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw tokenMissing();
    request.principal = await tokens.verify(token);
  });
}

/** The principal of a request that passed `app.authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw tokenMissing();
  return request.principal;
}
