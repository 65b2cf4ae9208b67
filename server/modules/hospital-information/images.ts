import { CMS_IMAGE_MAX_BYTES, CMS_IMAGE_PATH, CMS_IMAGE_TYPES } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { notFound } from '../../http/errors.ts';
import { acceptImage, addressMatches, type ImageUse } from '../../media/image-store.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { CmsRepository } from './repository.ts';
import { managed } from './service.ts';

export const CMS_IMAGES: ImageUse = { mediaTypes: CMS_IMAGE_TYPES, maxBytes: CMS_IMAGE_MAX_BYTES };

/** Cover and inline images of CMS pages: admins upload them; the address (with its hash) serves them. */
export function createCmsImagesService(deps: { repo: CmsRepository; audit: Pick<AuditLog, 'recordFor'> }) {
  const { repo, audit } = deps;
  return {
    /** Stores the image (its bytes must be the declared type: a script sent as image/png is refused). */
    async upload(t: Tenancy, data: unknown, declared: string): Promise<{ url: string }> {
      const organisationId = managed(t);
      const image = await acceptImage(CMS_IMAGES, data, declared);
      const row = await repo.transaction(async (tx) => {
        const saved = await repo.saveImage({ organisationId, ...image, createdBy: t.principal.sub }, tx);
        await audit.recordFor(
          t,
          {
            organisationId,
            action: 'cms.image.upload',
            subject: saved.id,
            detail: { bytes: image.data.length },
          },
          tx,
        );
        return saved;
      });
      return { url: `${CMS_IMAGE_PATH}${row.id}?v=${image.hash.slice(0, 32)}` };
    },

    /** The image at an address: the id and the hash's first 32 hex digits must both match. */
    async image(id: string, v: string | undefined) {
      const row = await repo.image(id);
      if (!row || !addressMatches(row, v, 32)) throw notFound('Image');
      return row;
    },
  };
}
export type CmsImagesService = ReturnType<typeof createCmsImagesService>;
