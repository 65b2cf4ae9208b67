import { z } from 'zod';

/**
 * `GET /api/health`: 200 with the database kind while the database is reachable, 503 with
 * `database: "down"` while it is not (from the server's cached view, refreshed every few seconds).
 */
export const healthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['pglite', 'postgres', 'down']),
    version: z.string(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
