import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * `GET /api/health`: 200 with the database kind while the database is reachable, 503 with
 * `database: "down"` while it is not (from the server's cached view, refreshed every few seconds),
 * and the job queue's state as last measured (every 30 s).
 */
export const healthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['pglite', 'postgres', 'down']),
    version: text(),
    queue: z.object({
      /** Seconds the oldest job due to run has waited; null when none waits. */
      oldestWaitingSeconds: z.number().int().min(0).nullable(),
      /** Jobs whose every attempt failed (their dead letters wait for people). */
      failed: z.number().int().min(0),
    }),
  })
  .meta({ id: 'Health' });

/**
 * `GET /api/health/live` (the process answers) and `GET /api/health/ready` (it can serve: its
 * database answers and has every migration of this release); a not-ready server answers 503 in the
 * one error shape, code `not_ready`, with the reason.
 */
export const probeSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Probe' });

/** The server's health as the portal reads it (the version a report carries). */
export const healthEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/health',
    ok: healthSchema,
    access: { public: 'liveness for load balancers and monitors' },
  }),
};
