import { createHash } from 'node:crypto';
import type {
  CurrentTerms,
  DocumentSignRequest,
  DocumentSigning,
  Language,
  Paged,
  SigningReportQuery,
  SigningReportRow,
  TermsPublish,
  TermsVersion,
} from '../../../src/api/contracts/index.ts';
import { UserType } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { conflict, forbidden, validationError } from '../../http/errors.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { SigningRow, TermsRepository, TermsVersionRow } from './repository.ts';

/** The SHA-256 of a text as UTF-8, in hex: what the portal computes over the text it shows. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const toVersion = (row: TermsVersionRow, acceptedCount?: number): TermsVersion => ({
  id: row.id,
  version: row.version,
  texts: row.texts,
  published_at: row.publishedAt.toISOString(),
  ...(acceptedCount === undefined ? {} : { accepted_count: acceptedCount }),
});

const toSigning = (row: SigningRow, version: string): DocumentSigning => ({
  id: row.id,
  version,
  language: row.language as Language,
  text_sha256: row.textSha256,
  signed_at: row.signedAt.toISOString(),
});

export function createTermsService(deps: { repo: TermsRepository; audit: Pick<AuditLog, 'recordFor'> }) {
  const { repo, audit } = deps;

  /** The organisation whose terms the caller accepts: their own (a super admin belongs to none). */
  function ownOrganisation(t: Tenancy): string {
    if (t.superAdmin || !t.principal.org) throw forbidden('Only members of an organisation accept its terms');
    return t.principal.org;
  }

  return {
    /** Whether a signed-in user must accept the current terms before anything else: guardians only. */
    async mustAccept(principal: { sub: string; type: number; org: string | null }): Promise<boolean> {
      if (principal.type !== UserType.Guardian || !principal.org) return false;
      return !(await repo.acceptedCurrent(principal.sub, principal.org));
    },

    async current(t: Tenancy): Promise<CurrentTerms> {
      if (t.superAdmin) return { terms: null, accepted: true };
      const organisationId = ownOrganisation(t);
      const row = await repo.current(organisationId);
      if (!row) return { terms: null, accepted: true };
      return { terms: toVersion(row), accepted: await repo.acceptedCurrent(t.principal.sub, organisationId) };
    },

    async signings(t: Tenancy): Promise<DocumentSigning[]> {
      const rows = await repo.signingsOf(t.principal.sub);
      return rows.map((r) => toSigning(r.signing, r.version));
    },

    /**
     * Records that the caller accepted the current version as shown in `language`: the hash must be
     * that of the version's text in that language, so the record says exactly what they read.
     * Accepting twice answers the first acceptance (`created` false).
     */
    async sign(
      t: Tenancy,
      body: DocumentSignRequest,
    ): Promise<{ signing: DocumentSigning; created: boolean }> {
      const organisationId = ownOrganisation(t);
      const current = await repo.current(organisationId);
      if (!current) throw conflict('Your organisation has no terms to accept');
      if (current.version !== body.version)
        throw conflict(
          `The terms changed: version ${current.version} is the current one. Read it and accept again.`,
        );
      const shown = current.texts[body.language];
      if (shown === undefined)
        throw validationError('language', `Version ${current.version} has no text in this language`);
      if (sha256Hex(shown) !== body.text_sha256)
        throw validationError(
          'text_sha256',
          'This is not the hash of the current terms text in this language',
        );
      const created = await repo.transaction(async (tx) => {
        const row = await repo.insertSigning(
          {
            userId: t.principal.sub,
            organisationId,
            termsVersionId: current.id,
            language: body.language,
            textSha256: body.text_sha256,
          },
          tx,
        );
        if (row)
          await audit.recordFor(
            t,
            {
              organisationId,
              action: 'terms.accept',
              subject: row.id,
              detail: { version: current.version, language: body.language },
            },
            tx,
          );
        return row;
      });
      if (created) return { signing: toSigning(created, current.version), created: true };
      const earlier = (await repo.signingsOf(t.principal.sub)).find(
        (r) => r.signing.termsVersionId === current.id,
      );
      if (!earlier) throw conflict('The terms changed while you accepted them. Read them and accept again.');
      return { signing: toSigning(earlier.signing, current.version), created: false };
    },

    async versions(t: Tenancy): Promise<TermsVersion[]> {
      const rows = await repo.versionsOf(requireOrganisation(t));
      return rows.map((r) => toVersion(r, r.acceptedCount));
    },

    /** A new current version: every guardian of the organisation is asked to accept it at their next call. */
    async publish(t: Tenancy, body: TermsPublish): Promise<TermsVersion> {
      const organisationId = requireOrganisation(t);
      const row = await repo.transaction(async (tx) => {
        const inserted = await repo.insertVersion(
          { organisationId, version: body.version, texts: body.texts, publishedBy: t.principal.sub },
          tx,
        );
        if (!inserted)
          throw conflict(`The organisation already has a terms version called "${body.version}"`);
        await audit.recordFor(
          t,
          {
            organisationId,
            action: 'terms.publish',
            subject: inserted.id,
            detail: { version: body.version, languages: Object.keys(body.texts) },
          },
          tx,
        );
        return inserted;
      });
      return toVersion(row, 0);
    },

    async report(t: Tenancy, q: SigningReportQuery): Promise<Paged<SigningReportRow>> {
      const { rows, total } = await repo.report(requireOrganisation(t), q);
      return {
        data: rows.map((r) => ({
          ...toSigning(r.signing, r.version),
          user_id: r.signing.userId,
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
export type TermsService = ReturnType<typeof createTermsService>;
