import type { CmsOrder, CmsPage, CmsSettings } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { toPage } from './content.ts';
import type { CmsPageRow, CmsRepository } from './repository.ts';
import { homeOf, managed } from './service.ts';

/** Configure: the order and visibility of the pages, contact details and visiting hours. */
export function createCmsSettingsService(deps: { repo: CmsRepository; audit: Pick<AuditLog, 'recordFor'> }) {
  const { repo, audit } = deps;

  /** A list naming every page of the organisation exactly once (order and settings). */
  function assertAllPages(rows: CmsPageRow[], given: number[], field: string) {
    const all = new Set(rows.map((r) => r.pageNumber));
    if (given.length !== all.size || new Set(given).size !== given.length || given.some((n) => !all.has(n)))
      throw validationError(field, 'Name every page of the organisation exactly once');
  }

  const settings = async (t: Tenancy): Promise<CmsSettings> => {
    const organisationId = managed(t);
    const rows = await repo.pages(organisationId);
    return {
      pages: rows.map((r) => ({ pageNumber: r.pageNumber, visible: r.visible })),
      ...(await homeOf(repo, organisationId)),
    };
  };

  return {
    settings,
    async reorder(t: Tenancy, body: CmsOrder): Promise<{ data: CmsPage[] }> {
      const organisationId = managed(t);
      await repo.transaction(async (tx) => {
        assertAllPages(await repo.pages(organisationId, tx), body.pageNumbers, 'pageNumbers');
        for (const [position, pageNumber] of body.pageNumbers.entries())
          await repo.updatePage(organisationId, pageNumber, { position }, tx);
        await audit.recordFor(
          t,
          { organisationId, action: 'cms.order', detail: { pageNumbers: body.pageNumbers } },
          tx,
        );
      });
      return { data: (await repo.pages(organisationId)).map(toPage) };
    },

    async saveSettings(t: Tenancy, body: CmsSettings): Promise<CmsSettings> {
      const organisationId = managed(t);
      await repo.transaction(async (tx) => {
        const rows = await repo.pages(organisationId, tx);
        assertAllPages(
          rows,
          body.pages.map((p) => p.pageNumber),
          'pages',
        );
        for (const [position, page] of body.pages.entries())
          await repo.updatePage(organisationId, page.pageNumber, { position, visible: page.visible }, tx);
        await repo.saveSettings(
          organisationId,
          { contact: body.contact, visitingHours: body.visitingHours },
          tx,
        );
        await audit.recordFor(t, { organisationId, action: 'cms.settings' }, tx);
      });
      return settings(t);
    },
  };
}
export type CmsSettingsService = ReturnType<typeof createCmsSettingsService>;
