import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/seed.ts';

/** The secret an in-process benchmark gives the app and the demo seed, so its demo staff are enrolled. */
export const BENCH_SECRET = 'bench-secret-that-is-at-least-32-characters';

/**
 * Signs a demo staff member in on an in-process app: the password, then the demo authenticator's
 * code when the server asks for the second step (docs/demo.md). Answers the bearer header.
 */
export async function staffAuthorization(app: FastifyInstance, email: string): Promise<string> {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: DEMO_PASSWORD },
  });
  let body = signIn.json() as { access_token?: string; second_factor?: { ticket: string } };
  if (body.second_factor) {
    const code = TOTP.generate({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) });
    body = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/second-factor/totp',
        payload: { ticket: body.second_factor.ticket, code },
      })
    ).json() as typeof body;
  }
  if (!body.access_token) throw new Error(`${email} could not sign in: ${JSON.stringify(body)}`);
  return `Bearer ${body.access_token}`;
}
