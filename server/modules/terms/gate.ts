import type { FastifyRequest } from 'fastify';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '../../../src/api/contracts/index.ts';
import { ApiError } from '../../http/errors.ts';
import type { TermsService } from './service.ts';

/**
 * What a guardian may still call before accepting the current terms: who they are, reading and
 * accepting the terms, choosing the language to read them in (their own profile), changing their
 * password and signing out (public anyway). Everything else waits for the acceptance.
 */
export const OPEN_BEFORE_ACCEPTANCE: ReadonlySet<string> = new Set([
  'GET /api/auth/me',
  'POST /api/auth/logout',
  // Changing a password one fears is known must never wait.
  'POST /api/auth/set-password',
  'GET /api/document-signing',
  'GET /api/document-signing/terms',
  'POST /api/document-signing',
  'PUT /api/user',
]);

export const termsNotAccepted = () => new ApiError(403, 'TermsNotAccepted', TERMS_NOT_ACCEPTED_MESSAGE);

/**
 * An onRequest hook after authentication: a guardian of an organisation whose current terms they
 * have not accepted is refused with 403 `TermsNotAccepted` on every other private call, so no
 * client (the portal or a script) can skip the acceptance. Public calls and other users pass.
 */
export const termsGate =
  (service: Pick<TermsService, 'mustAccept'>) =>
  async (request: FastifyRequest): Promise<void> => {
    const principal = request.principal;
    if (!principal) return;
    const route = `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url ?? ''}`;
    if (OPEN_BEFORE_ACCEPTANCE.has(route)) return;
    if (await service.mustAccept(principal)) throw termsNotAccepted();
  };
