import type {
  FeedbackCategory,
  FeedbackEntry,
  FeedbackListQuery,
  FeedbackSubmit,
  FeedbackTokenStatus,
  Language,
  Paged,
} from '../../../src/api/contracts/index.ts';
import { UserType } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { hashRefreshToken, newRefreshToken } from '../../auth/tokens.ts';
import { validationError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { brandOf, feedbackMail, mailLanguageOf } from '../../mail/templates.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { FeedbackRepository } from './repository.ts';

/** How long a feedback link works. */
export const FEEDBACK_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const invalidLink = () =>
  validationError('token', 'This feedback link is not valid, has expired or has already been used');

export function createFeedbackService(deps: {
  repo: FeedbackRepository;
  audit: Pick<AuditLog, 'record'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  now: () => number;
}) {
  const { repo, audit, mailer, publicUrl, now } = deps;
  const link = (token: string) =>
    `${publicUrl.replace(/\/$/, '')}/feedback?${new URLSearchParams({ token }).toString()}`;

  return {
    /**
     * After a guardian activates their account: a one-use link to say how registering went, in their
     * language. Others (invited admins) get none.
     */
    async invite(user: {
      id: string;
      type: number;
      email: string | null;
      firstName: string;
      language: string | null;
      organisationId: string | null;
    }): Promise<void> {
      if (user.type !== UserType.Guardian || !user.organisationId || !user.email) return;
      const organisation = await repo.organisation(user.organisationId);
      const language = mailLanguageOf(user, organisation ?? null);
      const token = newRefreshToken();
      await repo.insertLink({
        organisationId: user.organisationId,
        userId: user.id,
        tokenHash: token.hash,
        language,
        expiresAt: new Date(now() + FEEDBACK_LINK_TTL_MS),
      });
      await mailer.send(
        feedbackMail(
          language,
          user.email,
          user.firstName,
          organisation?.name ?? 'Lantern',
          link(token.token),
          brandOf(organisation, publicUrl),
        ),
        { organisationId: user.organisationId },
      );
    },

    async status(token: string): Promise<FeedbackTokenStatus> {
      const row = await repo.byTokenHash(hashRefreshToken(token));
      return { valid: Boolean(row && !row.receivedAt && row.expiresAt.getTime() > now()) };
    },

    /** Records the feedback; the link then stops working. A bad, used or expired link: 400 naming `token`. */
    async submit(body: FeedbackSubmit): Promise<{ received: true }> {
      const at = new Date(now());
      await repo.transaction(async (tx) => {
        const row = await repo.receive(
          hashRefreshToken(body.token),
          { category: body.category, text: body.text },
          at,
          tx,
        );
        if (!row) throw invalidLink();
        await audit.record(
          {
            actorId: row.userId,
            organisationId: row.organisationId,
            action: 'feedback.receive',
            subject: row.id,
            detail: { category: body.category },
          },
          tx,
        );
      });
      return { received: true };
    },

    async list(t: Tenancy, q: FeedbackListQuery): Promise<Paged<FeedbackEntry>> {
      const { rows, total } = await repo.list(requireOrganisation(t), q);
      return {
        data: rows.map((r) => ({
          id: r.feedback.id,
          category: r.feedback.category as FeedbackCategory,
          text: r.feedback.text ?? '',
          language: r.feedback.language as Language,
          received_at: (r.feedback.receivedAt ?? r.feedback.createdAt).toISOString(),
          user_id: r.feedback.userId,
          first_name: r.firstName,
          surname: r.surname,
          email: r.email,
        })),
        page: q.page,
        size: q.size,
        total,
      };
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
