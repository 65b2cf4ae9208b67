import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { configSchema, loadConfig } from '../config.ts';

const root = path.resolve(import.meta.dirname, '../..');
interface Service {
  build?: unknown;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
}
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
/** The services that run Lantern's image (the others are PostgreSQL, MinIO and Mailpit's own). */
const lantern = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);

/** Compose's interpolation: `${NAME:-default}`, `${NAME:?error}`, `${NAME}`, as with these operator values. */
const operator: Record<string, string> = {
  POSTGRES_PASSWORD: 'a-database-password',
  JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  MINIO_ROOT_PASSWORD: 'a-store-password',
};
const interpolate = (value: string) =>
  value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_all, name: string, op?: string, rest?: string) => operator[name] ?? (op === '-' ? (rest ?? '') : ''),
  );

describe('compose.yaml', () => {
  it('runs the migration, two servers and a worker from the one image', () => {
    expect(Object.fromEntries(lantern.map(([name, s]) => [name, s.command]))).toEqual({
      migrate: ['migrate'],
      'server-1': ['server'],
      'server-2': ['server'],
      worker: ['worker'],
    });
    expect(new Set(lantern.map(([, s]) => s.image)).size).toBe(1);
  });

  it.each(lantern)(
    'gives %s only variables server/config.ts reads, with values it accepts',
    (_name, service) => {
      const names = Object.keys(service.environment ?? {});
      const known = Object.keys(configSchema.shape);
      expect(names.filter((n) => !known.includes(n))).toEqual([]);
      const env = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(v)]),
      );
      const config = loadConfig(env);
      expect(config).toMatchObject({
        NODE_ENV: 'production',
        HOST: '0.0.0.0',
        SEPARATE_WORKER: true,
        DATABASE_URL: 'postgres://lantern:a-database-password@postgres:5432/lantern',
        S3_ENDPOINT: 'http://minio:9000',
        SMTP_URL: 'smtp://mailpit:1025',
      });
    },
  );
});
