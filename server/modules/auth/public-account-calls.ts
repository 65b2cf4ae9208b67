import type { EmailSignUpRequest, Message, SignUpResponse } from '../../../src/api/contracts/index.ts';
import { AccountStatus, UserType } from '../../../src/api/contracts/index.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { Deferred } from '../../http/after-answer.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { refuseCommonPassword } from '../../auth/common-passwords.ts';
import { brandOf, deviceMail, mailLanguageOf, resetMail, signUpNoticeMail } from '../../mail/templates.ts';
import type { AuthDeps } from './deps.ts';
import { inTransaction, type NewUserRow, type UserRow } from './repository.ts';
import type { AuditEntry } from '../../audit/audit-log.ts';
import { createAccountTokens } from './account-tokens.ts';

const ACKNOWLEDGED: Record<'resend' | 'forgot' | 'device', Message> = {
  resend: {
    message: 'If an account is waiting for activation at this address, we have sent a new activation link.',
  },
  forgot: { message: 'If an account exists for this address, we have sent a link to reset its password.' },
  device: {
    message: 'If a guardian account with a child exists for this address, we have sent the app set-up link.',
  },
};

/** What the anonymous calls use of the account service. */
export interface PendingAccounts {
  createPendingAccount(input: {
    account: Omit<NewUserRow, 'status'> & { email: string };
    audit: (user: UserRow) => AuditEntry;
    greet: boolean;
    reason: 'invited' | 'registered';
  }): Promise<UserRow>;
  resendActivation(email: string): Promise<void>;
}

/**
 * The anonymous account calls (e-mail sign-up, activation link, password reset link, device link).
 * Each answers alike for every address: what depends on the address is returned as `later` work
 * that runs after the answer is sent (`answerFirst`), so neither the body nor the time tells.
 */
export function createPublicAccountCalls(deps: AuthDeps, accounts: PendingAccounts) {
  const { db, repo, audit, mailer } = deps;
  const tokens = createAccountTokens(deps);
  const { link } = tokens;
  const newAccountToken = tokens.create;
  const { createPendingAccount, resendActivation } = accounts;

  /** The language a user's e-mails are written in (docs/product.md: guardian's, organisation's, English). */
  async function languageOf(user: UserRow) {
    const organisation = user.organisationId ? await repo.findOrganisation(user.organisationId) : undefined;
    return mailLanguageOf(user, organisation ?? null);
  }

  /** The user's organisation's name, colour and logo for the e-mail's layout. */
  async function brandFor(user: UserRow) {
    const organisation = user.organisationId ? await repo.findOrganisation(user.organisationId) : undefined;
    return brandOf(organisation, deps.publicUrl);
  }

  /** Someone tried to register an address that has an account: its owner is told, nobody else. */
  async function noticeOwner(email: string) {
    const owner = await repo.findUserByEmail(email);
    if (owner?.email)
      await mailer.send(
        signUpNoticeMail(await languageOf(owner), owner.email, link('/login'), await brandFor(owner)),
        {
          organisationId: owner.organisationId,
        },
      );
  }

  return {
    /**
     * Answers 201 with the account as it will be, whether or not the address is taken: the account
     * is created after the answer; a taken address (of any organisation) gets a notice instead.
     */
    async emailSignUp(body: EmailSignUpRequest): Promise<Deferred<SignUpResponse>> {
      const organisation = await repo.findOrganisationByUrlCode(body.url_code);
      if (!organisation) throw notFound('Organisation');
      if (body.password) refuseCommonPassword(body.password);
      const account = {
        id: crypto.randomUUID(),
        type: UserType.Guardian,
        email: body.email.trim(),
        firstName: body.first_name,
        surname: body.surname,
        organisationId: organisation.id,
        language: body.language ?? null,
      };
      const answer: SignUpResponse = {
        user: {
          id: account.id,
          type: UserType.Guardian,
          status: AccountStatus.PendingAccountActivation,
          email: account.email,
          first_name: account.firstName,
          surname: account.surname,
          organisation_id: organisation.id,
          language: account.language,
          child: null,
        },
      };
      const later = async () => {
        if (await repo.findUserByEmail(account.email)) return noticeOwner(account.email);
        try {
          await createPendingAccount({
            account: { ...account, passwordHash: body.password ? await hashPassword(body.password) : null },
            audit: (created) => ({
              actorId: created.id,
              organisationId: organisation.id,
              action: 'auth.signup',
              subject: created.id,
              detail: { method: 'email' },
            }),
            greet: false,
            reason: 'registered',
          });
        } catch (error) {
          // Registered a moment ago by a parallel sign-up.
          if (error instanceof ApiError && error.status === 409) return noticeOwner(account.email);
          throw error;
        }
      };
      return { answer, later };
    },

    /** The same answer for every address, the e-mail after it. */
    requestActivationEmail(email: string): Deferred<Message> {
      return { answer: ACKNOWLEDGED.resend, later: () => resendActivation(email) };
    },

    forgotPassword(email: string): Deferred<Message> {
      const later = async () => {
        const user = await repo.findUserByEmail(email);
        if (!user?.email) return;
        const token = await inTransaction(db, async (tx, executor) => {
          const t = await newAccountToken(user.id, 'reset', tx);
          await audit.recordOwn(user, 'auth.password.reset-requested', undefined, executor);
          return t;
        });
        // Greeted by name only on an active account: its owner has confirmed the address (and the name).
        const name = user.status === AccountStatus.Active ? user.firstName : '';
        await mailer.send(
          resetMail(
            await languageOf(user),
            user.email,
            name,
            link('/auth/reset-password', { token }),
            await brandFor(user),
          ),
          { organisationId: user.organisationId },
        );
      };
      return { answer: ACKNOWLEDGED.forgot, later };
    },

    registerDeviceEmail(email: string): Deferred<Message> {
      const later = async () => {
        const user = await repo.findUserByEmail(email);
        if (!user?.email || user.type !== UserType.Guardian || user.status !== AccountStatus.Active) return;
        const child = await repo.findChildOf(user);
        if (!child) return;
        await audit.recordOwn(user, 'auth.device-email');
        // An active account: its owner confirmed the address, the names are theirs or an admin's.
        const url = link('/deeplink', { app_code: child.app_code });
        await mailer.send(
          deviceMail(
            await languageOf(user),
            user.email,
            user.firstName,
            child.first_name,
            url,
            await brandFor(user),
          ),
          { organisationId: user.organisationId },
        );
      };
      return { answer: ACKNOWLEDGED.device, later };
    },
  };
}
