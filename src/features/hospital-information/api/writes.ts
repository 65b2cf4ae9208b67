import { z } from 'zod';
import { hospitalInformationEndpoints as endpoints } from '../../../api/contracts/hospital-information-endpoints.ts';
import type {
  CmsOrder,
  CmsPageCreate,
  CmsPublish,
  CmsSaveDraft,
  CmsSchedule,
  CmsSettings,
} from '../../../api/contracts/hospital-information.ts';
import type { ApiClient } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';
import { isCmsKey } from './keys.ts';

// A page write changes the list, what guardians see, the preview and the history alike.
const refreshCms = revalidate(isCmsKey);

/** A new page is named in English first; the title's length is capped by the field itself. */
export const newPageFormSchema = z.object({
  title: z.string().trim().min(1, { message: 'hospitalInformation.titleRequired' }),
});
export type NewPageForm = z.infer<typeof newPageFormSchema>;

export const useCreatePage = () =>
  useWrite(
    'cms:create',
    (client, body: CmsPageCreate) => client.call(endpoints.create, { body }),
    refreshCms,
  );

export const useDeletePage = () =>
  useWrite(
    'cms:delete',
    (client, pageNumber: number) => client.call(endpoints.remove, { params: { pageNumber } }),
    refreshCms,
  );

export const useSaveDraft = () =>
  useWrite(
    'cms:save',
    (client, body: CmsSaveDraft) => client.call(endpoints.saveDraft, { body }),
    refreshCms,
  );

export const useOrderPages = () =>
  useWrite('cms:order', (client, body: CmsOrder) => client.call(endpoints.order, { body }), refreshCms);

/** Publishes, or answers the translation check (`needsConfirmation`) and publishes nothing. */
export const usePublish = () =>
  useWrite('cms:publish', (client, body: CmsPublish) => client.call(endpoints.publish, { body }), refreshCms);

export const useUnpublish = () =>
  useWrite(
    'cms:unpublish',
    (client, pageNumber: number) => client.call(endpoints.unpublish, { body: { pageNumber } }),
    refreshCms,
  );

/** Sets or clears the schedule; a scheduled publish may answer the translation check first. */
export const useSchedule = () =>
  useWrite(
    'cms:schedule',
    async (client, { pageNumber, body }: { pageNumber: number; body: CmsSchedule }) => {
      const result = await client.call(endpoints.schedule, { params: { pageNumber }, body });
      return result.outcome === 'needsConfirmation' ? result.check : null;
    },
    refreshCms,
  );

export const useRestoreVersion = () =>
  useWrite(
    'cms:restore',
    (client, { pageNumber, versionId }: { pageNumber: number; versionId: string }) =>
      client.call(endpoints.restore, { params: { pageNumber, versionId } }),
    refreshCms,
  );

export const useSaveSettings = () =>
  useWrite(
    'cms:settings',
    (client, body: CmsSettings) => client.call(endpoints.saveSettings, { body }),
    refreshCms,
  );

/** Uploads an image (the file as the body; the server sniffs its type) and answers its address. */
export const uploadCmsImage = async (client: ApiClient, file: File): Promise<string> =>
  (await client.call(endpoints.uploadImage, { body: file })).url;
