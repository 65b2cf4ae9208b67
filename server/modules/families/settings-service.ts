import type { FamilySettings, FamilySettingsUpdate } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { FamiliesRepository } from './repository.ts';

type OrganisationRow = NonNullable<Awaited<ReturnType<FamiliesRepository['organisation']>>>;

const toSettings = (row: OrganisationRow): FamilySettings => ({
  family_link_approval: row.familyLinkApproval,
  assent_age: row.assentAge,
  control_age: row.controlAge,
  limited_parts: row.limitedParts,
  link_review_months: row.linkReviewMonths,
  family_languages: row.familyLanguages,
});

/** An organisation's family settings: read and changed by its admins and the super admin. */
export function createFamilySettingsService(deps: {
  repo: FamiliesRepository;
  audit: Pick<AuditLog, 'recordFor'>;
}) {
  const { repo, audit } = deps;

  /** The organisation's row (the permission check has answered another organisation's id 404). */
  async function organisationOf(id: string) {
    const row = await repo.organisation(id);
    if (!row) throw notFound('Organisation');
    return row;
  }

  return {
    async get(id: string): Promise<FamilySettings> {
      return toSettings(await organisationOf(id));
    },

    async update(t: Tenancy, id: string, body: FamilySettingsUpdate): Promise<FamilySettings> {
      const current = await organisationOf(id);
      const assentAge = body.assent_age ?? current.assentAge;
      const controlAge = body.control_age ?? current.controlAge;
      if (assentAge > controlAge)
        throw validationError(
          body.assent_age === undefined ? 'control_age' : 'assent_age',
          'The assent age must not be after the control age',
        );
      const row = await repo.transaction(async (tx) => {
        const updated = await repo.updateSettings(
          id,
          {
            ...(body.family_link_approval !== undefined && { familyLinkApproval: body.family_link_approval }),
            ...(body.assent_age !== undefined && { assentAge: body.assent_age }),
            ...(body.control_age !== undefined && { controlAge: body.control_age }),
            ...(body.limited_parts !== undefined && { limitedParts: body.limited_parts }),
            ...(body.link_review_months !== undefined && { linkReviewMonths: body.link_review_months }),
            ...(body.family_languages !== undefined && { familyLanguages: body.family_languages }),
          },
          tx,
        );
        await audit.recordFor(
          t,
          {
            organisationId: id,
            action: 'organisation.family-settings.update',
            subject: id,
            detail: { ...body },
          },
          tx,
        );
        return updated;
      });
      if (!row) throw notFound('Organisation');
      return toSettings(row);
    },
  };
}
export type FamilySettingsService = ReturnType<typeof createFamilySettingsService>;
