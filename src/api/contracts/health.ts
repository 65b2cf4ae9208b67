import { z } from 'zod';
import { text } from './text.ts';

/**
 * `GET /api/health`: 200 with the database kind while the database is reachable, 503 with
 * `database: "down"` while it is not (from the server's cached view, refreshed every few seconds).
 */
export const healthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['pglite', 'postgres', 'down']),
    version: text(),
  })
  .meta({ id: 'Health' });
