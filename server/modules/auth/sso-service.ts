import type {
  LinkedinQuery,
  SecondFactorChallenge,
  Session,
  SsoProfile,
  SsoSignInRequest,
  SsoSignUpRequest,
} from '../../../src/api/contracts/index.ts';
import { AccountStatus, UserType } from '../../../src/api/contracts/index.ts';
import { ApiError, conflict, notFound } from '../../http/errors.ts';
import type { VerifiedIdentity } from '../../auth/sso.ts';
import type { AuthDeps } from './deps.ts';
import { inTransaction, isUniqueViolation } from './repository.ts';
import type { Sessions } from './sessions.ts';
import type { SecondFactorCore } from './second-factor-service.ts';
import { mayHoldSession } from '../../auth/session-statuses.ts';

const noAccount = () =>
  new ApiError(404, 'ResourceNotFound', 'No account uses this e-mail address. Sign up first.');
const exists = () => conflict('An account with this e-mail address already exists. Sign in instead.');

/** Sign-in and sign-up with a provider-verified identity (Google, LinkedIn). */
export function createSsoService(deps: AuthDeps, sessions: Sessions, secondFactor: SecondFactorCore) {
  const { db, repo, audit, sso } = deps;

  /** A session, or the second-factor step for someone who needs one (as a password sign-in). */
  async function signInAs(
    identity: VerifiedIdentity,
    client: string,
  ): Promise<Session | SecondFactorChallenge> {
    let user = await repo.findUserByEmail(identity.email);
    if (!user) throw noAccount();
    const method = identity.provider;
    if (user.status === AccountStatus.PendingAccountActivation) {
      // The provider has verified the address, which is what the activation e-mail would prove.
      const pending = user;
      user = await inTransaction(db, async (tx, executor) => {
        await tx.spendAccountTokens(pending.id, 'activation');
        const updated = await tx.updateUser(pending.id, { status: AccountStatus.Active });
        await audit.recordOwn(pending, 'auth.activate', { method }, executor);
        return updated;
      });
    }
    const step = mayHoldSession(user.status) ? await secondFactor.challenge(user, method, client) : null;
    return step ?? sessions.signIn(user, method);
  }

  return {
    async signIn(body: SsoSignInRequest, client: string): Promise<Session | SecondFactorChallenge> {
      const identity = await sso.verify(body.provider, body.token);
      if (identity.email.toLowerCase() !== body.email.trim().toLowerCase()) {
        throw new ApiError(401, 'Unauthorized', 'The sign-in token was issued for another e-mail address');
      }
      return signInAs(identity, client);
    },

    async signUp(body: SsoSignUpRequest): Promise<Session> {
      const identity = await sso.verify(body.provider, body.token);
      const organisation = await repo.findOrganisationByUrlCode(body.url_code);
      if (!organisation) throw notFound('Organisation');
      if (await repo.findUserByEmail(identity.email)) throw exists();
      try {
        const user = await inTransaction(db, async (tx, executor) => {
          const created = await tx.insertUser({
            type: UserType.Guardian,
            status: AccountStatus.Active,
            email: identity.email,
            passwordHash: null,
            firstName: body.first_name ?? identity.firstName,
            surname: body.surname ?? identity.surname,
            organisationId: organisation.id,
            language: body.language ?? null,
          });
          await audit.record(
            {
              actorId: created.id,
              organisationId: organisation.id,
              action: 'auth.signup',
              subject: created.id,
              detail: { method: identity.provider },
            },
            executor,
          );
          return created;
        });
        return await sessions.start(user);
      } catch (error) {
        if (isUniqueViolation(error)) throw exists();
        throw error;
      }
    },

    /**
     * The LinkedIn redirect: exchanges the code, then signs in (a session) or, for sign-up, answers
     * the verified profile that POST /auth/sso-signup completes.
     */
    async linkedin(
      query: LinkedinQuery,
      client: string,
    ): Promise<Session | SecondFactorChallenge | SsoProfile> {
      const accessToken = await sso.exchangeLinkedinCode(query.code, query.redirect_uri);
      const identity = await sso.verify('linkedin', accessToken);
      if (query.type === 'signin') return signInAs(identity, client);
      if (await repo.findUserByEmail(identity.email)) throw exists();
      return {
        provider: 'linkedin',
        token: accessToken,
        email: identity.email,
        first_name: identity.firstName,
        surname: identity.surname,
      };
    },
  };
}
export type SsoService = ReturnType<typeof createSsoService>;
