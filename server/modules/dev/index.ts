import { defineModule } from '../module.ts';
import { createDevRepository } from './repository.ts';
import { devRoutes } from './routes.ts';

declare module '../module.ts' {
  interface Repositories {
    dev: ReturnType<typeof createDevRepository>;
  }
}

/** Development-only calls (never registered in production). */
export const devModule = defineModule({
  name: 'dev',
  repositories: (db) => ({ dev: createDevRepository(db) }),
  plugin: ({ production, repos }) => (production ? async () => undefined : devRoutes(repos.dev)),
});
