import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ssoConfig } from './config.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      DEMO: false,
    });
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

  it('limits sessions to 30 days from sign-in and 7 idle days unless told otherwise; refuses a zero lifetime', () => {
    expect(loadConfig({})).toMatchObject({ SESSION_MAX_AGE_HOURS: 720, SESSION_IDLE_HOURS: 168 });
    expect(loadConfig({ SESSION_MAX_AGE_HOURS: '12', SESSION_IDLE_HOURS: '1.5' })).toMatchObject({
      SESSION_MAX_AGE_HOURS: 12,
      SESSION_IDLE_HOURS: 1.5,
    });
    expect(() => loadConfig({ SESSION_MAX_AGE_HOURS: '0' })).toThrow(/SESSION_MAX_AGE_HOURS: /);
    expect(() => loadConfig({ SESSION_IDLE_HOURS: 'week' })).toThrow(/SESSION_IDLE_HOURS: /);
  });

  // A development server must not be reachable from the whole network (its outbox, its demo accounts).
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  // Metrics tell the load and the failures of the service: off unless the operator names how to reach them.
  it('serves no metrics unless METRICS_TOKEN or METRICS_PORT is set; their listener on this machine only', () => {
    const off = loadConfig({});
    expect([off.METRICS_TOKEN, off.METRICS_PORT, off.METRICS_HOST]).toEqual([
      undefined,
      undefined,
      '127.0.0.1',
    ]);
    const token = 'a'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' })).toMatchObject({
      METRICS_TOKEN: token,
      METRICS_PORT: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: `${token} b` })).toThrow(
      /METRICS_TOKEN: must be printable ASCII/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'metrics' })).toThrow(/METRICS_PORT: /);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT: /);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
  });

  it('builds e-mailed links on PORT when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '4321' }).PUBLIC_URL).toBe('http://localhost:4321');
    expect(loadConfig({ PORT: '4321', PUBLIC_URL: 'https://portal.example' }).PUBLIC_URL).toBe(
      'https://portal.example',
    );
  });

  // The API documentation maps every call for an attacker, so production keeps it off unless asked.
  it('serves the static Storybook outside production, and in production only with SERVE_STORYBOOK=true', () => {
    expect(loadConfig({}).SERVE_STORYBOOK).toBe(true);
    expect(loadConfig({}).STORYBOOK_DIR).toBe('./storybook-static');
    expect(loadConfig({ NODE_ENV: 'production' }).SERVE_STORYBOOK).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SERVE_STORYBOOK: 'true' }).SERVE_STORYBOOK).toBe(true);
    expect(loadConfig({ SERVE_STORYBOOK: '0' }).SERVE_STORYBOOK).toBe(false);
    expect(() => loadConfig({ SERVE_STORYBOOK: 'yes' })).toThrow(/SERVE_STORYBOOK/);
  });

  it('serves /api/docs outside production, and in production only with API_DOCS=true', () => {
    expect(loadConfig({}).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).API_DOCS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
  });

  it('accepts a PostgreSQL URL and DEMO=true', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/lantern', DEMO: 'true' });
    expect(config.DATABASE_URL).toBe('postgres://u:p@127.0.0.1:5432/lantern');
    expect(config.DEMO).toBe(true);
  });
});

describe('configuration of mail, links and single sign-on', () => {
  it('defaults PUBLIC_URL and enables no provider when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.SMTP_URL).toBeUndefined();
    expect(ssoConfig(config)).toEqual({});
  });

  it('enables Google with a client id, and LinkedIn only with both id and secret', () => {
    const google = ssoConfig(
      loadConfig({ GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com', LINKEDIN_CLIENT_ID: 'li' }),
    );
    expect(google).toEqual({
      google: {
        clientId: 'abc.apps.googleusercontent.com',
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      },
    });
    const both = ssoConfig(
      loadConfig({
        LINKEDIN_CLIENT_ID: 'li',
        LINKEDIN_CLIENT_SECRET: 's',
        LINKEDIN_TOKEN_URL: 'http://127.0.0.1:9/token',
      }),
    );
    expect(both.linkedin).toEqual({
      clientId: 'li',
      clientSecret: 's',
      tokenUrl: 'http://127.0.0.1:9/token',
      userinfoUrl: 'https://api.linkedin.com/v2/userinfo',
    });
  });

  it('stops with the variable named when a value is bad', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('reads true, a hop count, or addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('stops on anything else, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(
      /TRUST_PROXY: must be true, false, a hop count/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: .*not 10\.0\.0\.0\/33/);
  });
});
