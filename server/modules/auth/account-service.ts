import type {
  ActivateRequest,
  EmailSignUpRequest,
  Message,
  ResetPasswordRequest,
  Session,
  SetPasswordRequest,
  SignUpResponse,
  Tokens,
} from '../../../src/api/contracts/index.ts';
import { AccountStatus, UserType } from '../../../src/api/contracts/index.ts';
import { ApiError, conflict, invalidToken, notFound } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { hashRefreshToken, newRefreshToken } from '../../auth/tokens.ts';
import { activationMail, deviceMail, mailLanguageOf, resetMail } from '../../mail/templates.ts';
import type { AuthDeps } from './deps.ts';
import { inTransaction, isUniqueViolation, type AccountTokenPurpose, type NewUserRow, type UserRow } from './repository.ts';
import type { AuditEntry } from '../../audit/audit-log.ts';
import type { Sessions } from './sessions.ts';
import { toUser } from './mappers.ts';
import type { Db } from '../../db/client.ts';
import { attributeStatusChange } from '../../db/status-history.ts';

/** How long an e-mailed link works. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  activation: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

const ACKNOWLEDGED: Record<'resend' | 'forgot' | 'device', Message> = {
  resend: {
    message: 'If an account is waiting for activation at this address, we have sent a new activation link.',
  },
  forgot: { message: 'If an account exists for this address, we have sent a link to reset its password.' },
  device: {
    message: 'If a guardian account with a child exists for this address, we have sent the app set-up link.',
  },
};

const duplicateEmail = () => conflict('An account with this e-mail address already exists');

const badLink = (field: string, message: string) =>
  new ApiError(400, 'ValidationError', message, [{ path: field, message }]);

/** E-mail sign-up, activation, password recovery and change, device set-up e-mail. */
export function createAccountService(deps: AuthDeps, sessions: Sessions) {
  const { db, repo, audit, mailer, throttle, publicUrl, now } = deps;
  const link = (path: string, params: Record<string, string>) =>
    `${publicUrl.replace(/\/$/, '')}${path}?${new URLSearchParams(params).toString()}`;

  /** Creates a single-use token and spends the user's older ones of the same purpose. */
  async function newAccountToken(userId: string, purpose: AccountTokenPurpose, r = repo): Promise<string> {
    await r.spendAccountTokens(userId, purpose);
    const token = newRefreshToken();
    await r.insertAccountToken({
      userId,
      purpose,
      tokenHash: token.hash,
      expiresAt: new Date(now() + ACCOUNT_TOKEN_TTL_MS[purpose]),
    });
    return token.token;
  }

  /** The token's row and user, or a 400 naming the field `token` (invalid, used or expired). */
  async function openToken(token: string, purpose: AccountTokenPurpose) {
    const what = purpose === 'activation' ? 'activation' : 'password reset';
    const row = await repo.findAccountToken(hashRefreshToken(token));
    if (!row || row.purpose !== purpose || row.usedAt) {
      throw badLink('token', `This ${what} link is not valid or has already been used. Ask for a new one.`);
    }
    if (row.expiresAt.getTime() <= now())
      throw badLink('token', `This ${what} link has expired. Ask for a new one.`);
    const user = await repo.findUserById(row.userId);
    if (!user)
      throw badLink('token', `This ${what} link is not valid or has already been used. Ask for a new one.`);
    return { row, user };
  }

  async function sendActivation(user: UserRow, token: string) {
    const organisation = await sessions.organisationOf(user);
    const url = link('/auth/activate', { token });
    const language = mailLanguageOf(user, organisation);
    await mailer.send(activationMail(language, user.email ?? '', user.firstName, organisation?.name ?? 'Lantern', url));
  }

  /**
   * An account awaiting activation: the user, the activation token and the audit entry in one
   * transaction, then the activation e-mail. A second account for the e-mail address is a 409.
   */
  async function createPendingAccount(input: {
    account: Omit<NewUserRow, 'status'> & { email: string };
    audit: (user: UserRow) => AuditEntry;
    /** Runs first in the transaction (who is acting, a seat check). */
    before?: (executor: Db) => Promise<void>;
  }): Promise<UserRow> {
    if (await repo.findUserByEmail(input.account.email)) throw duplicateEmail();
    let created: { user: UserRow; token: string };
    try {
      created = await inTransaction(db, async (tx, executor) => {
        await input.before?.(executor);
        const user = await tx.insertUser({
          ...input.account,
          email: input.account.email.trim(),
          status: AccountStatus.PendingAccountActivation,
        });
        const token = await newAccountToken(user.id, 'activation', tx);
        await audit.record(input.audit(user), executor);
        return { user, token };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail();
      throw error;
    }
    await sendActivation(created.user, created.token);
    return created.user;
  }

  return {
    /**
     * Creates an account that its owner activates from an e-mailed link, choosing a password
     * (an admin inviting a guardian or another admin). The caller checks who may invite whom.
     */
    async invite(input: {
      type: 1 | 2;
      email: string;
      firstName: string;
      surname: string;
      organisationId: string;
      actorId: string;
      /** Runs in the invitation's transaction before the account is written (a seat check). */
      beforeInsert?: (executor: Db) => Promise<void>;
    }): Promise<UserRow> {
      return createPendingAccount({
        account: {
          type: input.type,
          email: input.email,
          passwordHash: null,
          firstName: input.firstName,
          surname: input.surname,
          organisationId: input.organisationId,
        },
        audit: (user) => ({
          actorId: input.actorId,
          organisationId: input.organisationId,
          action: input.type === 1 ? 'user.admin.invite' : 'user.subscription.invite',
          subject: user.id,
        }),
        before: async (executor) => {
          await attributeStatusChange(executor, input.actorId);
          await input.beforeInsert?.(executor);
        },
      });
    },

    async emailSignUp(body: EmailSignUpRequest): Promise<SignUpResponse> {
      const organisation = await repo.findOrganisationByUrlCode(body.url_code);
      if (!organisation) throw notFound('Organisation');
      if (await repo.findUserByEmail(body.email)) throw duplicateEmail();
      const user = await createPendingAccount({
        account: {
          type: UserType.Guardian,
          email: body.email,
          passwordHash: body.password ? await hashPassword(body.password) : null,
          firstName: body.first_name,
          surname: body.surname,
          organisationId: organisation.id,
          language: body.language ?? null,
        },
        audit: (created) => ({
          actorId: created.id,
          organisationId: organisation.id,
          action: 'auth.signup',
          subject: created.id,
          detail: { method: 'email' },
        }),
      });
      return { user: toUser(user) };
    },

    async activate(body: ActivateRequest): Promise<Session> {
      const { row, user } = await openToken(body.token, 'activation');
      if (!user.passwordHash && !body.password) {
        throw badLink('password', 'Choose a password to activate your account');
      }
      const passwordHash = body.password ? await hashPassword(body.password) : user.passwordHash;
      const activated = await inTransaction(db, async (tx, executor) => {
        if (!(await tx.markAccountTokenUsed(row.id))) return null;
        const updated = await tx.updateUser(user.id, {
          status: AccountStatus.Active,
          passwordHash,
          activatedAt: new Date(now()),
        });
        await audit.record(
          {
            actorId: user.id,
            organisationId: user.organisationId,
            action: 'auth.activate',
            subject: user.id,
            detail: { password_set: Boolean(body.password) },
          },
          executor,
        );
        return updated;
      });
      if (!activated)
        throw badLink(
          'token',
          'This activation link is not valid or has already been used. Ask for a new one.',
        );
      return sessions.start(activated);
    },

    async resendActivation(email: string): Promise<Message> {
      const user = await repo.findUserByEmail(email);
      if (user?.status === AccountStatus.PendingAccountActivation) {
        const token = await inTransaction(db, async (tx, executor) => {
          const t = await newAccountToken(user.id, 'activation', tx);
          await audit.record(
            {
              actorId: user.id,
              organisationId: user.organisationId,
              action: 'auth.activation.resent',
              subject: user.id,
            },
            executor,
          );
          return t;
        });
        await sendActivation(user, token);
      }
      return ACKNOWLEDGED.resend;
    },

    async forgotPassword(email: string): Promise<Message> {
      const user = await repo.findUserByEmail(email);
      if (user?.email) {
        const token = await inTransaction(db, async (tx, executor) => {
          const t = await newAccountToken(user.id, 'reset', tx);
          await audit.record(
            {
              actorId: user.id,
              organisationId: user.organisationId,
              action: 'auth.password.reset-requested',
              subject: user.id,
            },
            executor,
          );
          return t;
        });
        const language = mailLanguageOf(user, await sessions.organisationOf(user));
        await mailer.send(resetMail(language, user.email, user.firstName, link('/auth/reset-password', { token })));
      }
      return ACKNOWLEDGED.forgot;
    },

    async resetPassword(body: ResetPasswordRequest): Promise<Message> {
      const { row, user } = await openToken(body.token, 'reset');
      const passwordHash = await hashPassword(body.password);
      const done = await inTransaction(db, async (tx, executor) => {
        if (!(await tx.markAccountTokenUsed(row.id))) return false;
        await tx.updateUser(user.id, { passwordHash });
        await tx.spendAccountTokens(user.id, 'reset');
        // Whoever knew the old password may hold a session: end them all.
        await tx.revokeUserRefreshTokens(user.id);
        await audit.record(
          {
            actorId: user.id,
            organisationId: user.organisationId,
            action: 'auth.password.reset',
            subject: user.id,
          },
          executor,
        );
        return true;
      });
      if (!done)
        throw badLink(
          'token',
          'This password reset link is not valid or has already been used. Ask for a new one.',
        );
      if (user.email) await throttle.clear(user.email);
      return { message: 'Your password has been changed. Sign in with the new one.' };
    },

    async setPassword(userId: string, body: SetPasswordRequest): Promise<Tokens> {
      const user = await repo.findUserById(userId);
      if (!user) throw invalidToken();
      if (user.passwordHash) {
        if (!body.current_password) throw badLink('current_password', 'Enter your current password');
        if (!(await verifyPassword(user.passwordHash, body.current_password))) {
          throw new ApiError(400, 'IncorrectPassword', 'The current password is incorrect', [
            { path: 'current_password', message: 'The current password is incorrect' },
          ]);
        }
      }
      const passwordHash = await hashPassword(body.password);
      const updated = await inTransaction(db, async (tx, executor) => {
        const u = await tx.updateUser(user.id, { passwordHash });
        await tx.revokeUserRefreshTokens(user.id);
        await audit.record(
          {
            actorId: user.id,
            organisationId: user.organisationId,
            action: 'auth.password.set',
            subject: user.id,
          },
          executor,
        );
        return u;
      });
      // Every other session ended with the old password; this one continues with fresh tokens.
      return sessions.issue(updated, crypto.randomUUID());
    },

    async registerDeviceEmail(email: string): Promise<Message> {
      const user = await repo.findUserByEmail(email);
      if (
        user?.email &&
        user.type === UserType.Guardian &&
        user.status === AccountStatus.Active &&
        user.childAppCode
      ) {
        await audit.record({
          actorId: user.id,
          organisationId: user.organisationId,
          action: 'auth.device-email',
          subject: user.id,
        });
        const url = link('/deeplink', { app_code: user.childAppCode });
        const language = mailLanguageOf(user, await sessions.organisationOf(user));
        await mailer.send(deviceMail(language, user.email, user.firstName, user.childFirstName ?? '', url));
      }
      return ACKNOWLEDGED.device;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
