import { z } from 'zod';
import {
  cmsImageSchema,
  cmsPageSchema,
  cmsPublishResultSchema,
  cmsScheduleResultSchema,
  type CmsOrder,
  type CmsPageCreate,
  type CmsPublish,
  type CmsSaveDraft,
  type CmsSchedule,
  type CmsSettings,
} from '../../../api/contracts/hospital-information.ts';
import type { ApiClient } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';
import { isCmsKey } from './keys.ts';

// A page write changes the list, what guardians see, the preview and the history alike.
const refreshCms = revalidate(isCmsKey);

const post = (path: string, body: unknown) => (client: ApiClient) =>
  client.request(path, { method: 'POST', body });

/** A new page is named in English first; the title's length is capped by the field itself. */
export const newPageFormSchema = z.object({
  title: z.string().trim().min(1, { message: 'hospitalInformation.titleRequired' }),
});
export type NewPageForm = z.infer<typeof newPageFormSchema>;

export const useCreatePage = () =>
  useWrite(
    'cms:create',
    (client, body: CmsPageCreate) =>
      client.request('/organisation-cms/pages', { method: 'POST', body, schema: cmsPageSchema }),
    refreshCms,
  );

export const useDeletePage = () =>
  useWrite(
    'cms:delete',
    (client, pageNumber: number) =>
      client.request(`/organisation-cms/pages/${pageNumber}`, { method: 'DELETE' }),
    refreshCms,
  );

export const useSaveDraft = () =>
  useWrite(
    'cms:save',
    (client, body: CmsSaveDraft) =>
      client.request('/organisation-cms/save-draft', { method: 'POST', body, schema: cmsPageSchema }),
    refreshCms,
  );

export const useOrderPages = () =>
  useWrite(
    'cms:order',
    (client, body: CmsOrder) => client.request('/organisation-cms/order', { method: 'PUT', body }),
    refreshCms,
  );

/** Publishes, or answers the translation check (`needsConfirmation`) and publishes nothing. */
export const usePublish = () =>
  useWrite(
    'cms:publish',
    (client, body: CmsPublish) =>
      client.request('/organisation-cms/publish', { method: 'POST', body, schema: cmsPublishResultSchema }),
    refreshCms,
  );

export const useUnpublish = () =>
  useWrite(
    'cms:unpublish',
    (client, pageNumber: number) => post('/organisation-cms/unpublish', { pageNumber })(client),
    refreshCms,
  );

/** Sets or clears the schedule; a scheduled publish may answer the translation check first. */
export const useSchedule = () =>
  useWrite(
    'cms:schedule',
    async (client, { pageNumber, body }: { pageNumber: number; body: CmsSchedule }) => {
      const result = await client.request(`/organisation-cms/pages/${pageNumber}/schedule`, {
        method: 'PUT',
        body,
        schema: cmsScheduleResultSchema,
      });
      return result.outcome === 'needsConfirmation' ? result.check : null;
    },
    refreshCms,
  );

export const useRestoreVersion = () =>
  useWrite(
    'cms:restore',
    (client, { pageNumber, versionId }: { pageNumber: number; versionId: string }) =>
      post(`/organisation-cms/pages/${pageNumber}/versions/${versionId}/restore`, {})(client),
    refreshCms,
  );

export const useSaveSettings = () =>
  useWrite(
    'cms:settings',
    (client, body: CmsSettings) => client.request('/organisation-cms/settings', { method: 'PUT', body }),
    refreshCms,
  );

/** Uploads an image (the file as the body; the server sniffs its type) and answers its address. */
export const uploadCmsImage = async (client: ApiClient, file: File): Promise<string> =>
  (await client.request('/organisation-cms/images', { method: 'POST', body: file, schema: cmsImageSchema }))
    .url;
