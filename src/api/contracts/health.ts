import { z } from 'zod';
import { text } from './text.ts';

export const healthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: text(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
