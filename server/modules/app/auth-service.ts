import {
  AccountStatus,
  UserType,
  type AppMe,
  type AppOrganisation,
  type AppPatient,
  type AppSession,
  type AppTokens,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { mayHoldSession } from '../../auth/session-statuses.ts';
import { ApiError, forbidden, invalidToken } from '../../http/errors.ts';
import type { AppPatientScope } from '../../plugins/app-patient.ts';
import type { AuthService } from '../auth/index.ts';
import type { Sessions } from '../auth/index.ts';
import type { OrganisationRow, UserRow } from '../auth/index.ts';
import { canTransition } from '../users/index.ts';
import type { AppRepository } from './repository.ts';
import type { GuessLimits } from './guess-limits.ts';

/** The user types an app session may belong to. */
export const APP_TYPES: ReadonlySet<number> = new Set([UserType.Patient]);

export const incorrectAppCode = () =>
  new ApiError(401, 'IncorrectPassword', 'The hospital code or the app code is incorrect');

export const toPatient = (row: UserRow): AppPatient => ({
  id: row.id,
  first_name: row.firstName,
  organisation_id: row.organisationId ?? '',
});

export const toOrganisation = (row: OrganisationRow): AppOrganisation => ({
  id: row.id,
  name: row.name,
  url_code: row.urlCode,
  language: row.language as AppOrganisation['language'],
  logo_url: row.logoUrl,
  white_logo_url: row.whiteLogoUrl,
  brand_color: row.brandColor,
  features: row.features,
});

// Only the three token fields: the portal's session-cookie marker must not travel with an app's tokens.
export const tokensOf = (t: AppTokens): AppTokens => ({
  access_token: t.access_token,
  refresh_token: t.refresh_token,
  exp: t.exp,
});

/**
 * Sign-in of the patients' app with the organisation's url_code and a child account's app code.
 * Sessions, rotation, reuse detection, lifetimes and sign-out are the portal's own (sessions.ts,
 * auth/service.ts), limited to app accounts; failures count against the code as password failures
 * count against an e-mail address (sign-in-throttle.ts).
 */
export function createAppAuthService(deps: {
  repo: AppRepository;
  auth: Pick<AuthService, 'refresh' | 'signOut'>;
  sessions: Pick<Sessions, 'begin'>;
  /** Failures per code (as per e-mail address at the portal). */
  throttle: SignInThrottle;
  /** The organisation-wide budget and the growing wait per address (guess-limits.ts). */
  limits: GuessLimits;
  audit: Pick<AuditLog, 'record' | 'recordOwn'>;
  now: () => number;
}) {
  const { repo, auth, sessions, throttle, limits, audit, now } = deps;
  // Counted apart from e-mail addresses (an e-mail has an @, this never does).
  const throttleKey = (urlCode: string, appCode: string) => `app-code ${urlCode.toLowerCase()} ${appCode}`;

  async function organisationOf(patient: UserRow): Promise<OrganisationRow> {
    const organisation = patient.organisationId ? await repo.organisation(patient.organisationId) : undefined;
    if (!organisation) throw invalidToken();
    return organisation;
  }

  return {
    async signIn(urlCode: string, appCode: string, client: string): Promise<AppSession> {
      const key = throttleKey(urlCode, appCode);
      await throttle.check(key, client);
      const organisation = await repo.organisationByUrlCode(urlCode);
      const scope = organisation ? limits.organisation(organisation.id, client) : undefined;
      await limits.admit(client, scope);
      const found = organisation ? await repo.patientByCode(organisation.id, appCode) : undefined;
      if (!organisation || !found) {
        await throttle.fail(key, client);
        await limits.failed(client, scope);
        await audit.record({
          actorId: null,
          organisationId: organisation?.id ?? null,
          action: 'app.signin.failed',
          subject: organisation ? null : urlCode.toLowerCase(),
        });
        throw incorrectAppCode();
      }
      await throttle.clear(key, client);
      if (!mayHoldSession(found.status))
        throw forbidden('This app code is not active. Please contact your hospital.');
      const at = new Date(now());
      const patient =
        found.status === AccountStatus.PendingAppActivation &&
        canTransition(found.status, AccountStatus.Active)
          ? await repo.activate(found, at)
          : found;
      const tokens = await sessions.begin(patient);
      await audit.recordOwn(patient, 'auth.signin', { method: 'app-code' });
      await limits.succeeded(client, { id: patient.id, organisationId: organisation.id });
      await repo.touch(patient.id, at);
      return {
        ...tokensOf({ ...tokens, refresh_token: tokens.refresh_token ?? '' }),
        patient: toPatient(patient),
        organisation: toOrganisation(organisation),
      };
    },

    async refresh(refreshToken: string): Promise<AppTokens> {
      const tokens = await auth.refresh(refreshToken, APP_TYPES);
      return tokensOf({ ...tokens, refresh_token: tokens.refresh_token ?? '' });
    },

    signOut: (refreshToken: string | null, accessToken: string | null) =>
      auth.signOut(refreshToken, accessToken, APP_TYPES),

    async me(scope: AppPatientScope, exp: number): Promise<AppMe> {
      const patient = await repo.patientById(scope.userId);
      if (!patient) throw invalidToken();
      return {
        exp,
        patient: toPatient(patient),
        organisation: toOrganisation(await organisationOf(patient)),
      };
    },
  };
}
export type AppAuthService = ReturnType<typeof createAppAuthService>;
