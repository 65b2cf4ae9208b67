import type { FamilySettings, FamilySettingsUpdate } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { notFound } from '../../http/errors.ts';
import { assertWithinOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { FamiliesRepository } from './repository.ts';

type OrganisationRow = NonNullable<Awaited<ReturnType<FamiliesRepository['organisation']>>>;

const toSettings = (row: OrganisationRow): FamilySettings => ({
  family_link_approval: row.familyLinkApproval,
  guardian_limit_age: row.guardianLimitAge,
  family_languages: row.familyLanguages,
});

/** An organisation's family settings: read and changed by its admins and the super admin. */
export function createFamilySettingsService(deps: {
  repo: FamiliesRepository;
  audit: Pick<AuditLog, 'recordFor'>;
}) {
  const { repo, audit } = deps;

  async function organisationOf(t: Tenancy, id: string) {
    assertWithinOrganisation(t, id, 'path');
    const row = await repo.organisation(id);
    if (!row) throw notFound('Organisation');
    return row;
  }

  return {
    async get(t: Tenancy, id: string): Promise<FamilySettings> {
      return toSettings(await organisationOf(t, id));
    },

    async update(t: Tenancy, id: string, body: FamilySettingsUpdate): Promise<FamilySettings> {
      await organisationOf(t, id);
      const row = await repo.transaction(async (tx) => {
        const updated = await repo.updateSettings(
          id,
          {
            ...(body.family_link_approval !== undefined && { familyLinkApproval: body.family_link_approval }),
            ...(body.guardian_limit_age !== undefined && { guardianLimitAge: body.guardian_limit_age }),
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
