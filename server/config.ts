import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every variable the server reads, validated once at start. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** HMAC secret of access tokens; when absent one is generated and kept in DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lifetime of an access token in seconds (spec §9 names a constant 1800). */
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).max(86_400).default(1800),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built portal that the server serves at `/`. */
  PUBLIC_DIR: z.string().min(1).default('./dist'),
  /** Load the demo data on an empty database even when NODE_ENV=production. */
  DEMO: booleanish,
});
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value stops the start naming the variable and why. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value (`DATABASE_URL=` in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
