import { defineModule } from '../module.ts';
import { uploadRoutes } from './routes.ts';

/** Resumable video uploads (tus); abandoned ones are swept once they expire. */
export const uploadsModule = defineModule({
  name: 'uploads',
  plugin: ({ uploads, videos }) => uploadRoutes(uploads.tus, uploads.settings, videos),
  jobs: ({ uploads }) => [
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
