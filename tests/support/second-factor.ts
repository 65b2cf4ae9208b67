import { Secret, TOTP } from 'otpauth';

/** The demo staff's authenticator-app secret (README). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const STEP_MS = 30_000;

/** Per server data and person, the newest time step whose code was handed to a server. */
const spent = new Map<string, number>();

/**
 * What data each server URL runs on (its data directory or database URL). A server restarted on
 * the same data (another port) remembers the steps its predecessor took, so they share what was spent.
 */
const dataOf = new Map<string, string>();
export const nameServerData = (url: string, data: string): void => void dataOf.set(url, data);

/**
 * A code the server will accept for this person: the server takes a code of the previous, current or
 * next 30-second step, and each step once, never one at or before the newest it took. This picks the
 * earliest such step after the newest this process used (per server data and e-mail), and waits for
 * the next step only when all three are used.
 */
export async function freshTotpCode(url: string, email: string, secret = DEMO_TOTP_SECRET): Promise<string> {
  const key = `${dataOf.get(url) ?? url} ${email.toLowerCase()}`;
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / STEP_MS);
    const newest = spent.get(key) ?? -Infinity;
    // A code of the previous step is accepted only until this step ends: used only with a few seconds
    // to spare, so that a slow request cannot reach the server after its window closed.
    const previousStillSafe = now - current * STEP_MS < STEP_MS - 5_000;
    const candidates = previousStillSafe ? [current - 1, current, current + 1] : [current, current + 1];
    const step = candidates.find((s) => s > newest);
    if (step !== undefined) {
      spent.set(key, step);
      return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * STEP_MS });
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * STEP_MS - now + 50));
  }
}

/**
 * Signs in through the API as the portal does, completing the second step with the demo
 * authenticator when the server asks for it; answers the session body.
 */
export async function apiSignIn<Session extends { access_token: string } = { access_token: string }>(
  url: string,
  email: string,
  password: string,
): Promise<Session> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let res = await post('/auth/signin', { email, password });
  if (!res.ok) throw new Error(`${email} could not sign in: ${res.status}`);
  let body = (await res.json()) as {
    access_token?: string;
    second_factor?: { ticket: string; enrol: boolean };
  };
  if (body.second_factor && !body.second_factor.enrol) {
    res = await post('/auth/second-factor/totp', {
      ticket: body.second_factor.ticket,
      code: await freshTotpCode(url, email),
    });
    if (!res.ok) throw new Error(`${email} could not complete the second factor: ${res.status}`);
    body = (await res.json()) as typeof body;
  }
  if (!body.access_token) throw new Error(`${email} was not signed in`);
  return body as unknown as Session;
}
