import type {
  ActivateRequest,
  Message,
  ResetPasswordRequest,
  Session,
  SetPasswordRequest,
  Tokens,
} from '../../../src/api/contracts/index.ts';
import { AccountStatus, UserType } from '../../../src/api/contracts/index.ts';
import { ApiError, conflict, invalidToken } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { refuseCommonPassword } from '../../auth/common-passwords.ts';
import { mailBrandOf } from '../../mail/brand.ts';
import { activationMail, mailLanguageOf, type ActivationReason } from '../../mail/templates.ts';
import type { AuthDeps } from './deps.ts';
import { inTransaction, isUniqueViolation, type NewUserRow, type UserRow } from './repository.ts';
import type { AuditEntry } from '../../audit/audit-log.ts';
import type { Sessions } from './sessions.ts';
import { badLink, createAccountTokens } from './account-tokens.ts';
import type { Db } from '../../db/client.ts';
import { attributeStatusChange } from '../users/index.ts';
import { createPublicAccountCalls } from './public-account-calls.ts';

const duplicateEmail = () => conflict('An account with this e-mail address already exists');

/** A new password passes the spec's rules (checked by the contract) and is not a common one. */
const hashNewPassword = (password: string) => {
  refuseCommonPassword(password);
  return hashPassword(password);
};

/**
 * Invitations, activation, password reset and change, and (from public-account-calls.ts) the
 * anonymous calls: e-mail sign-up and the links sent by e-mail.
 */
/** Whether the person must pass (or enrol) a second factor before holding a session. */
type SecondFactorRule = { required(user: UserRow): Promise<boolean> };

export function createAccountService(deps: AuthDeps, sessions: Sessions, secondFactor: SecondFactorRule) {
  const { db, repo, audit, mailer, throttle, now } = deps;
  const tokens = createAccountTokens(deps);
  const { link } = tokens;
  const newAccountToken = tokens.create;
  const openToken = tokens.open;

  /** `greet`: the names were entered by an admin; a stranger's sign-up is not greeted by name. */
  async function sendActivation(user: UserRow, token: string, greet: boolean, reason: ActivationReason) {
    const organisation = await sessions.organisationOf(user);
    const url = link('/auth/activate', { token });
    const name = greet ? user.firstName : '';
    const language = mailLanguageOf(user, organisation);
    await mailer.send(
      activationMail(
        language,
        user.email ?? '',
        name,
        organisation?.name ?? 'Lantern',
        url,
        reason,
        await mailBrandOf(db, user.organisationId, deps.publicUrl),
      ),
      { organisationId: user.organisationId },
    );
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
    /** Runs in the transaction once the account is written (an invitation's family link). */
    after?: (user: UserRow, executor: Db) => Promise<unknown>;
    /** Greet by name in the activation e-mail (names an admin entered). */
    greet: boolean;
    /** An admin's invitation, or the owner's own registration: the e-mail says which. */
    reason: 'invited' | 'registered';
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
        await input.after?.(user, executor);
        const token = await newAccountToken(user.id, 'activation', tx);
        await audit.record(input.audit(user), executor);
        return { user, token };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail();
      throw error;
    }
    await sendActivation(created.user, created.token, input.greet, input.reason);
    return created.user;
  }

  /** Sends a new activation link to an account pending activation (an admin's approval or renewal). */
  async function resendActivation(email: string): Promise<void> {
    const user = await repo.findUserByEmail(email);
    if (user?.status !== AccountStatus.PendingAccountActivation) return;
    const token = await inTransaction(db, async (tx, executor) => {
      const t = await newAccountToken(user.id, 'activation', tx);
      await audit.recordOwn(user, 'auth.activation.resent', undefined, executor);
      return t;
    });
    // The names of an account awaiting activation may be a stranger's words.
    await sendActivation(user, token, false, 'reminder');
  }

  return {
    resendActivation,
    // The anonymous calls (sign-up, links by e-mail), which answer before their per-address work.
    ...createPublicAccountCalls(deps, { createPendingAccount, resendActivation }),

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
      /** Runs in the invitation's transaction once the account is written (the child's link). */
      afterInsert?: (user: UserRow, executor: Db) => Promise<unknown>;
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
          action: input.type === UserType.Admin ? 'user.admin.invite' : 'user.subscription.invite',
          subject: user.id,
        }),
        before: async (executor) => {
          await attributeStatusChange(executor, input.actorId);
          await input.beforeInsert?.(executor);
        },
        after: input.afterInsert,
        greet: true,
        reason: 'invited',
      });
    },

    /**
     * Signs the person in, unless they need a second factor: the link in an e-mail is one factor,
     * so they sign in (and enrol) like everyone else, and the answer is only an acknowledgement.
     */
    async activate(body: ActivateRequest): Promise<Session | Message> {
      const { row, user } = await openToken(body.token, 'activation');
      if (!user.passwordHash && !body.password) {
        throw badLink('password', 'Choose a password to activate your account');
      }
      const passwordHash = body.password ? await hashNewPassword(body.password) : user.passwordHash;
      const activated = await inTransaction(db, async (tx, executor) => {
        if (!(await tx.markAccountTokenUsed(row.id))) return null;
        const updated = await tx.updateUser(user.id, {
          status: AccountStatus.Active,
          passwordHash,
          activatedAt: new Date(now()),
        });
        await audit.recordOwn(user, 'auth.activate', { password_set: Boolean(body.password) }, executor);
        return updated;
      });
      if (!activated)
        throw badLink(
          'token',
          'This activation link is not valid or has already been used. Ask for a new one.',
        );
      const after = deps.afterActivation;
      if (after) mailer.later(() => after(activated));
      if (await secondFactor.required(activated))
        return { message: 'Your account is active. Sign in to set up your second step.' };
      return sessions.start(activated);
    },

    async resetPassword(body: ResetPasswordRequest): Promise<Message> {
      const { row, user } = await openToken(body.token, 'reset');
      const passwordHash = await hashNewPassword(body.password);
      const done = await inTransaction(db, async (tx, executor) => {
        if (!(await tx.markAccountTokenUsed(row.id))) return false;
        await tx.updateUser(user.id, { passwordHash });
        await tx.spendAccountTokens(user.id, 'reset');
        // Whoever knew the old password may hold a session: end them all.
        await tx.revokeUserRefreshTokens(user.id);
        await audit.recordOwn(user, 'auth.password.reset', undefined, executor);
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

    /** `client`: the caller's address; current-password guesses count like failed sign-ins. */
    async setPassword(userId: string, body: SetPasswordRequest, client: string): Promise<Tokens> {
      const user = await repo.findUserById(userId);
      if (!user) throw invalidToken();
      if (user.passwordHash) {
        if (!body.current_password) throw badLink('current_password', 'Enter your current password');
        const account = user.email ?? user.id;
        await throttle.check(account, client);
        if (!(await verifyPassword(user.passwordHash, body.current_password))) {
          await throttle.fail(account, client);
          throw new ApiError(400, 'IncorrectPassword', 'The current password is incorrect', [
            { path: 'current_password', message: 'The current password is incorrect' },
          ]);
        }
        await throttle.clear(account, client);
      }
      const passwordHash = await hashNewPassword(body.password);
      const updated = await inTransaction(db, async (tx, executor) => {
        const u = await tx.updateUser(user.id, { passwordHash });
        await tx.revokeUserRefreshTokens(user.id);
        await audit.recordOwn(user, 'auth.password.set', undefined, executor);
        return u;
      });
      // Every session ended with the old password, this one too (a thief of its tokens loses them);
      // the caller continues in a new session with the answered tokens.
      return sessions.begin(updated);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
