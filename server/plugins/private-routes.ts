import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { isPublicRequest } from '../http/permissions.ts';
import { assertAudience } from './app-patient.ts';

/**
 * The onRequest hook of the API scope: a route that does not declare itself public (its
 * `config.public`, server/http/permissions.ts) needs a signed-in caller
 * (`app.authenticate`), whose token is of the route's audience (plugins/app-patient.ts), and then
 * passes `gate` (the terms gate). A callback hook, so that a public call (a health probe) goes on
 * at once, without a promise; a private one makes one chain for all three checks.
 */
export function guardPrivateRoutes(
  app: FastifyInstance,
  gate: (request: FastifyRequest) => Promise<void>,
): onRequestHookHandler {
  return (request, _reply, done) => {
    if (isPublicRequest(request)) return done();
    app
      .authenticate(request)
      .then(() => {
        assertAudience(request);
        return gate(request);
      })
      .then(() => done(), done);
  };
}
