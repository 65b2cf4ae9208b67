import { defineModule } from '../module.ts';
import { uploadRoutes } from './routes.ts';

/** Resumable video uploads (tus); abandoned ones are swept once they expire. */
export const uploadsModule = defineModule({
  name: 'uploads',
  plugin: ({ uploads, videos }) => uploadRoutes(uploads.tus, uploads.settings, videos),
  background: [
    {
      name: 'sweep expired uploads',
      every: ({ uploads }) => Math.min(uploads.settings.expiryMs, 3_600_000),
      run: ({ uploads }) => uploads.tus.sweep(),
    },
  ],
});
