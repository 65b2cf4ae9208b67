import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appUsersEndpoints, UserType, type AppCodeCard } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { notFound } from '../../http/errors.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { managedOrganisation } from './admin-context.ts';
import { renewAppCode } from './app-code.ts';
import type { UsersAdminRepository } from './admin-repository.ts';

const LANGUAGES = new Set(['en', 'ar', 'es']);
const languageOf = (...choices: (string | null)[]): AppCodeCard['language'] =>
  (choices.find((c) => c && LANGUAGES.has(c)) ?? 'en') as AppCodeCard['language'];

/** An admin gives one of the organisation's children a new app code, at any time; audited in its transaction. */
export function createAppCodeService(deps: {
  repo: Pick<UsersAdminRepository, 'patientForAppCode' | 'transaction'>;
  audit: Pick<AuditLog, 'recordFor'>;
  now: () => number;
}) {
  return {
    async renew(t: Tenancy, patientId: string): Promise<AppCodeCard> {
      const organisationId = managedOrganisation(t);
      return deps.repo.transaction(async (tx) => {
        const row = await deps.repo.patientForAppCode(patientId, tx);
        if (!row || row.user.organisationId !== organisationId || row.user.type !== UserType.Patient)
          throw notFound('Patient');
        const code = await renewAppCode(tx, patientId, new Date(deps.now()));
        await deps.audit.recordFor(
          t,
          { organisationId, action: 'user.app_code.renew', subject: patientId },
          tx,
        );
        return {
          patient_id: patientId,
          first_name: row.user.firstName,
          app_code: code,
          url_code: row.organisation.urlCode,
          organisation_name: row.organisation.name,
          language: languageOf(row.user.language, row.organisation.language),
        };
      });
    },
  };
}

/** POST /api/user/:user_id/app-code (admins of the child's organisation). */
export const appCodeRoutes =
  (service: ReturnType<typeof createAppCodeService>): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(appUsersEndpoints.renewAppCode, {
        tags: ['app users'],
        summary:
          "Give a child a new app code: the old one stops signing in and the app's sessions signed in with it end",
      }),
      handler: async (request) => service.renew(request.tenancy, request.params.user_id),
    });
  };
