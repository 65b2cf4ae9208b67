import { createHash } from 'node:crypto';
import { CMS_IMAGE_PATH } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { assertImage } from '../../http/media-sniff.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { CmsRepository } from './repository.ts';
import { managed } from './service.ts';

/** Cover and inline images of CMS pages: admins upload them; the address (with its hash) serves them. */
export function createCmsImagesService(deps: { repo: CmsRepository; audit: Pick<AuditLog, 'recordFor'> }) {
  const { repo, audit } = deps;
  return {
    /** Stores the image (its bytes must be the declared type: a script sent as image/png is refused). */
    async upload(t: Tenancy, data: unknown, declared: string): Promise<{ url: string }> {
      const organisationId = managed(t);
      if (!Buffer.isBuffer(data) || data.length === 0)
        throw validationError('body', 'Send the image as the request body', 'The image is empty');
      const contentType = await assertImage(data, declared);
      const hash = createHash('sha256').update(data).digest('hex');
      const row = await repo.transaction(async (tx) => {
        const saved = await repo.saveImage(
          { organisationId, contentType, data, hash, createdBy: t.principal.sub },
          tx,
        );
        await audit.recordFor(
          t,
          { organisationId, action: 'cms.image.upload', subject: saved.id, detail: { bytes: data.length } },
          tx,
        );
        return saved;
      });
      return { url: `${CMS_IMAGE_PATH}${row.id}?v=${hash.slice(0, 32)}` };
    },

    /** The image at an address: the id and the hash's first 32 hex digits must both match. */
    async image(id: string, v: string | undefined) {
      const row = await repo.image(id);
      if (!row || !v || v.length < 32 || !row.hash.startsWith(v)) throw notFound('Image');
      return row;
    },
  };
}
export type CmsImagesService = ReturnType<typeof createCmsImagesService>;
