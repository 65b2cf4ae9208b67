import { UserType, type Paged } from '../../../src/api/contracts/index.ts';
import type {
  CrossFeedback,
  NewsletterOptIn,
  NewsletterUser,
  OrganisationUsage,
} from '../../../src/api/contracts/product-reports.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { forbidden } from '../../http/errors.ts';
import { type Tenancy } from '../../plugins/tenancy.ts';
import type { ProductReportsRepository } from './repository.ts';

/** The super admin's /reports, and the guardian's newsletter opt-in those reports list. */
export function createProductReportsService(deps: {
  repo: ProductReportsRepository;
  audit: Pick<AuditLog, 'recordFor'>;
  now?: () => number;
}) {
  const { repo, audit } = deps;
  const now = () => new Date((deps.now ?? Date.now)());

  const guardian = (t: Tenancy) => {
    if (t.principal.type !== UserType.Guardian) throw forbidden('Only guardians subscribe to the newsletter');
  };

  return {
    async organisations(): Promise<{ organisations: OrganisationUsage[] }> {
      return { organisations: await repo.organisationUsage(now()) };
    },

    async newsletterUsers(): Promise<{ users: NewsletterUser[] }> {
      const rows = await repo.newsletterUsers();
      return {
        users: rows.map((r) => ({
          id: r.id,
          first_name: r.firstName,
          surname: r.surname,
          email: r.email,
          organisation_id: r.organisationId,
          organisation_name: r.organisationName,
          subscribed_at: (r.subscribedAt as Date).toISOString(),
        })),
      };
    },

    async feedback(t: Tenancy, q: { page: number; size: number }): Promise<Paged<CrossFeedback>> {
      const { rows, total } = await repo.feedback(q.page, q.size);
      return {
        data: rows.map((r) => ({
          id: r.id,
          organisation_id: r.organisationId,
          organisation_name: r.organisationName,
          category: r.category,
          text: r.text,
          received_at: (r.receivedAt as Date).toISOString(),
        })),
        page: q.page,
        size: q.size,
        total,
      };
    },

    async newsletter(t: Tenancy): Promise<NewsletterOptIn> {
      guardian(t);
      return { subscribed: Boolean((await repo.newsletterOf(t.principal.sub))?.at) };
    },

    async setNewsletter(t: Tenancy, body: NewsletterOptIn): Promise<NewsletterOptIn> {
      guardian(t);
      await repo.transaction(async (tx) => {
        await repo.setNewsletter(t.principal.sub, body.subscribed, now(), tx);
        await audit.recordFor(
          t,
          {
            organisationId: t.principal.org ?? null,
            action: body.subscribed ? 'user.newsletter.subscribe' : 'user.newsletter.unsubscribe',
            subject: t.principal.sub,
          },
          tx,
        );
      });
      return { subscribed: body.subscribed };
    },
  };
}
export type ProductReportsService = ReturnType<typeof createProductReportsService>;
