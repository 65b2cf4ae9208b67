import type { Db } from '../db/client.ts';
import { MODULES } from './index.ts';
import type { Repositories } from './module.ts';

/**
 * Every module's repository over one database: the only place queries are written (besides the
 * video host adapters and the cross-cutting stores in server/auth, server/http and server/mail).
 * Built once by buildApp and handed to the modules in their context.
 */
export function createRepositories(db: Db): Repositories {
  return Object.assign({}, ...MODULES.map((module) => module.repositories?.(db) ?? {})) as Repositories;
}
