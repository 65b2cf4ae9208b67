import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development', DEMO: false });
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
  });

  it('treats an empty value as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops on bad values, naming each variable and why', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/PORT: /);
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(message).toContain('JWT_SECRET: must be at least 32 characters');
  });

  it('accepts a PostgreSQL URL and DEMO=true', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/lantern', DEMO: 'true' });
    expect(config.DATABASE_URL).toBe('postgres://u:p@127.0.0.1:5432/lantern');
    expect(config.DEMO).toBe(true);
  });
});
