import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import type { SsoConfig } from '../auth/sso.ts';

export const GOOGLE_CLIENT_ID = 'lantern-test.apps.googleusercontent.com';
export const LINKEDIN_CLIENT = { id: 'linkedin-test-client', secret: 'linkedin-test-secret' };
export const REDIRECT_URI = 'http://localhost:3000/auth/linkedin';

/** A LinkedIn authorisation code the stand-in exchanges for the given e-mail's identity. */
export const linkedinCode = (email: string) => `code-for:${email}`;

export interface SsoStandIns {
  config: SsoConfig;
  /** Signs a Google-shaped ID token with the served key (or `key`, to forge one). */
  googleIdToken(
    claims: JWTPayload,
    options?: { audience?: string; key?: CryptoKey; expiresIn?: string },
  ): Promise<string>;
  /** Another RSA key, not in the served key set. */
  foreignKey: CryptoKey;
  close(): Promise<void>;
}

const identity = (email: string) => {
  const [local = 'someone'] = email.split('@');
  const given = local.charAt(0).toUpperCase() + local.slice(1);
  return {
    sub: `li-${local}`,
    email,
    email_verified: true,
    given_name: given,
    family_name: 'Linked',
    name: `${given} Linked`,
    locale: { country: 'GB', language: 'en' },
  };
};

/**
 * Local stand-ins on 127.0.0.1 for Google's key set and LinkedIn's OpenID Connect endpoints
 * (token: form-encoded authorization_code grant → { access_token, expires_in, scope };
 * userinfo: bearer → { sub, email, email_verified, given_name, family_name, name, locale }).
 */
export async function startSsoStandIns(): Promise<SsoStandIns> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const { privateKey: foreignKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };

  const server: Server = createServer((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/google/certs') return json(200, { keys: [jwk] });
    if (req.method === 'GET' && url.pathname === '/linkedin/userinfo') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!token.startsWith('token-for:'))
        return json(401, { serviceErrorCode: 65600, message: 'Invalid access token', status: 401 });
      return json(200, identity(token.slice('token-for:'.length)));
    }
    if (req.method === 'POST' && url.pathname === '/linkedin/token') {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const code = form.get('code') ?? '';
        const valid =
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === LINKEDIN_CLIENT.id &&
          form.get('client_secret') === LINKEDIN_CLIENT.secret &&
          form.get('redirect_uri') === REDIRECT_URI &&
          code.startsWith('code-for:');
        if (!valid)
          return json(400, {
            error: 'invalid_request',
            error_description:
              'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code',
          });
        json(200, {
          access_token: `token-for:${code.slice('code-for:'.length)}`,
          expires_in: 5_183_999,
          scope: 'email,openid,profile',
        });
      });
      return undefined;
    }
    return json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    config: {
      google: { clientId: GOOGLE_CLIENT_ID, jwksUrl: `${base}/google/certs` },
      linkedin: {
        clientId: LINKEDIN_CLIENT.id,
        clientSecret: LINKEDIN_CLIENT.secret,
        tokenUrl: `${base}/linkedin/token`,
        userinfoUrl: `${base}/linkedin/userinfo`,
      },
    },
    foreignKey,
    googleIdToken: (claims, options = {}) =>
      new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1', typ: 'JWT' })
        .setIssuer('https://accounts.google.com')
        .setAudience(options.audience ?? GOOGLE_CLIENT_ID)
        .setSubject(`google-${String(claims.email)}`)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.key ?? privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
