import { defineModule } from '../module.ts';
import { uploadRoutes } from './routes.ts';
import { createUploadServices, type UploadServices } from './services.ts';

declare module '../module.ts' {
  interface Services {
    uploads: UploadServices;
  }
}

/** Resumable video uploads (tus); abandoned ones are swept once they expire. */
export const uploadsModule = defineModule({
  name: 'uploads',
  provides: (context, app) => ({ uploads: createUploadServices(context, app) }),
  plugin: ({ services: { uploads, videos } }) => uploadRoutes(uploads.tus, uploads.settings, videos),
  jobs: ({ services: { uploads } }) => [
    {
      // Unfinished uploads past their expiry, and their files.
      name: 'uploads.sweep-expired',
      cron: '*/10 * * * *',
      run: () => uploads.tus.sweep(),
    },
  ],
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export { UPLOADS_PATH } from './tus.ts';
export type { TusServer } from './tus.ts';
