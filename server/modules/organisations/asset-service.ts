import { ASSET_MAX_BYTES, ASSET_MEDIA_TYPES, type Organisation } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { notFound } from '../../http/errors.ts';
import { acceptImage, type ImageUse } from '../../media/image-store.ts';
import { type Tenancy } from '../../plugins/tenancy.ts';
import { toOrganisation } from '../auth/index.ts';
import type { AssetKind, OrganisationsRepository } from './repository.ts';

/** Logos: no GIF, and no SVG (it can carry script). */
export const ORGANISATION_ASSETS: ImageUse = { mediaTypes: ASSET_MEDIA_TYPES, maxBytes: ASSET_MAX_BYTES };

const urlColumn = { logo: 'logoUrl', white_logo: 'whiteLogoUrl' } as const;

/** The served address: it carries the content hash, so a new upload is a new address. */
const assetUrl = (id: string, kind: AssetKind, hash: string) =>
  `/api/organisations/${id}/assets/${kind}?v=${hash.slice(0, 16)}`;

/** Organisation images (logo, white logo): the super admin uploads them; anyone may fetch them. */
export function createOrganisationAssetsService(deps: {
  repo: Pick<OrganisationsRepository, 'update' | 'saveAsset' | 'asset' | 'transaction'>;
  audit: Pick<AuditLog, 'recordFor'>;
}) {
  const { repo, audit } = deps;
  return {
    /** Stores the image (its bytes must be the declared type) and points the organisation at it. */
    async upload(
      t: Tenancy,
      id: string,
      kind: AssetKind,
      data: unknown,
      declared: string,
    ): Promise<Organisation> {
      const image = await acceptImage(ORGANISATION_ASSETS, data, declared);
      const row = await repo.transaction(async (tx) => {
        const updated = await repo.update(
          id,
          { [urlColumn[kind]]: assetUrl(id, kind, image.hash), updatedAt: new Date() },
          tx,
        );
        if (!updated) throw notFound('Organisation');
        await repo.saveAsset({ organisationId: id, kind, ...image }, tx);
        await audit.recordFor(
          t,
          {
            organisationId: id,
            action: 'organisation.asset',
            subject: id,
            detail: { kind, bytes: image.data.length },
          },
          tx,
        );
        return updated;
      });
      return toOrganisation(row);
    },

    async asset(id: string, kind: AssetKind) {
      const asset = await repo.asset(id, kind);
      if (!asset) throw notFound('Image');
      return asset;
    },
  };
}
export type OrganisationAssetsService = ReturnType<typeof createOrganisationAssetsService>;
