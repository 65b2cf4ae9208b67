import { delay, HttpResponse } from 'msw';
import type {
  EnrolResult,
  RecoveryCodes,
  SecondFactorChallenge,
  SecondFactorMethod,
  SecondFactors,
  Session,
  TotpEnrolStartResult,
} from '../../src/api/contracts/index.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { accountEndpoints, authEndpoints } from '../../src/api/contracts/index.ts';

/** The code the stories' authenticator app shows, a recovery code that works once, the demo password. */
export const RIGHT_CODE = '123456';
export const RECOVERY_CODE = 'k7q2-m9xd-4hta';
export const PASSWORD = 'Lantern-demo-2026!';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

/** Ten codes as the server writes them: the person saves them when they first add a factor. */
export const recoveryCodes = [
  'k7q2-m9xd-4hta',
  'p3nf-8wzc-q2lm',
  'x9re-t4kd-7bvn',
  'a2hs-6jqp-m8cw',
  'd5yt-n3fx-w7kr',
  'g8mb-2vcs-h4pe',
  'r6wq-k9dn-3xzt',
  'c4jl-7ptf-b2mh',
  'v3ex-q8rk-n6sd',
  'z7ta-5mwg-j9cp',
];

const TEN_MINUTES = 10 * 60_000;
const wrongCode = () =>
  apiError({
    status: 401,
    code: 'second_factor_invalid',
    message: 'The code or passkey is not right. Try again.',
  });
const ticketInvalid = () =>
  apiError({
    status: 401,
    code: 'ticket_invalid',
    message: 'This sign-in has expired or was already completed. Sign in again.',
  });

/** The password step's answer for an account asked for a second step (ten minutes from now). */
const challenge = (methods: SecondFactorMethod[], enrol = false) =>
  answer(authEndpoints.signIn, () =>
    HttpResponse.json<SecondFactorChallenge>({
      second_factor: { ticket: 'story-ticket', methods, enrol, expires_at: Date.now() + TEN_MINUTES },
    }),
  );

/** A code call that signs in with `right` (spaces and case as the server ignores them) and refuses others. */
const codeAnswer = (method: 'totp' | 'recovery', right: string) =>
  answer(method === 'totp' ? authEndpoints.totp : authEndpoints.recovery, async ({ request }) => {
    const { code } = (await request.json()) as { ticket: string; code: string };
    return code.replace(/\s/g, '').toLowerCase() === right
      ? HttpResponse.json<Session>(fixtures.adminSession)
      : wrongCode();
  });

export const secondStepHandlers = {
  /** A staff member with an authenticator app and a passkey (and their recovery codes). */
  asksAll: challenge(['totp', 'passkey', 'recovery']),
  asksCode: challenge(['totp', 'recovery']),
  /** Required by the hospital, nothing set up yet: the ticket allows only the enrol calls. */
  asksEnrolment: challenge([], true),
  /** A ticket with two seconds left: the screen itself says when the ten minutes are over. */
  asksCodeExpiringSoon: answer(authEndpoints.signIn, () =>
    HttpResponse.json<SecondFactorChallenge>({
      second_factor: {
        ticket: 'story-ticket',
        methods: ['totp'],
        enrol: false,
        expires_at: Date.now() + 2_000,
      },
    }),
  ),
  totp: codeAnswer('totp', RIGHT_CODE),
  recovery: codeAnswer('recovery', RECOVERY_CODE),
  /** The ten minutes have passed (or the ticket was spent) by the time the code arrives. */
  ticketExpired: answer(authEndpoints.totp, () => ticketInvalid()),
  passkeyOptions: answer(authEndpoints.passkeyOptions, () =>
    HttpResponse.json({ challenge: 'c3RvcnktY2hhbGxlbmdl', rpId: location.hostname, timeout: 60_000 }),
  ),
  passkeyEnrolOptions: answer(authEndpoints.enrolPasskeyOptions, () =>
    HttpResponse.json({
      challenge: 'c3RvcnktY2hhbGxlbmdl',
      rp: { name: 'Lantern', id: location.hostname },
      user: { id: 'c3RvcnktdXNlcg', name: 'admin@stmarys.test', displayName: 'Amira Hassan' },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      timeout: 60_000,
    }),
  ),
  totpStart: answer(authEndpoints.enrolTotpStart, () =>
    HttpResponse.json<TotpEnrolStartResult>({
      secret: TOTP_SECRET,
      otpauth_uri: `otpauth://totp/Lantern:admin%40stmarys.test?secret=${TOTP_SECRET}&issuer=Lantern`,
    }),
  ),
  /** The first factor: ten recovery codes, and the session when enrolling to sign in. */
  totpEnrol: answer(authEndpoints.enrolTotp, async ({ request }) => {
    const { ticket, code, password } = (await request.json()) as {
      ticket?: string;
      code: string;
      password?: string;
    };
    // Signed in, the server asks for the password again (a ticket already proved it).
    if (!ticket && password !== PASSWORD)
      return apiError({ status: 400, code: 'IncorrectPassword', message: 'The password is incorrect' });
    if (code !== RIGHT_CODE) return wrongCode();
    return HttpResponse.json<EnrolResult>({
      recovery_codes: recoveryCodes,
      ...(ticket ? { session: fixtures.adminSession } : {}),
    });
  }),
};

const day = (iso: string) => new Date(iso).toISOString();

/** An authenticator app used this morning and a passkey never used yet. */
const someFactors: SecondFactors = {
  required: true,
  factors: [
    {
      id: '7a1e0c52-4b9d-4f3e-8a21-5c6d7e8f9a01',
      kind: 'totp',
      label: 'Authenticator app',
      created_at: day('2026-09-14T08:30:00Z'),
      last_used_at: day('2026-11-26T07:45:00Z'),
    },
    {
      id: '7a1e0c52-4b9d-4f3e-8a21-5c6d7e8f9a02',
      kind: 'passkey',
      label: 'Work laptop',
      created_at: day('2026-10-02T13:10:00Z'),
      last_used_at: null,
    },
  ],
  recovery_codes_left: 7,
};

/** As the server: 400, not 401, so that a wrong password does not look like an ended session. */
const wrongPassword = () =>
  apiError({
    status: 400,
    code: 'IncorrectPassword',
    message: 'The password is incorrect',
    fields: [{ path: 'password', message: 'The password is incorrect' }],
  });

export const accountFactorHandlers = {
  /** A guardian: a second step is offered, not required. */
  none: answer(accountEndpoints.secondFactors, () =>
    HttpResponse.json<SecondFactors>({ required: false, factors: [], recovery_codes_left: 0 }),
  ),
  some: answer(accountEndpoints.secondFactors, () => HttpResponse.json<SecondFactors>(someFactors)),
  pending: answer(accountEndpoints.secondFactors, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(accountEndpoints.secondFactors, () => new HttpResponse('Bad gateway', { status: 502 })),
  /** The password again, as the server asks before a change to how one signs in. */
  remove: answer(accountEndpoints.removeSecondFactor, async ({ request }) => {
    const { password } = (await request.json()) as { password: string };
    return password === PASSWORD ? new HttpResponse(null, { status: 204 }) : wrongPassword();
  }),
  newCodes: answer(accountEndpoints.regenerateRecoveryCodes, async ({ request }) => {
    const { password } = (await request.json()) as { password: string };
    return password === PASSWORD
      ? HttpResponse.json<RecoveryCodes>({ recovery_codes: recoveryCodes })
      : wrongPassword();
  }),
};

/**
 * The browser's passkey prompt, dismissed: what a person who cancels it (or a browser with no
 * authenticator) gives back, both to sign in and to add one. Returns the restore for a story's beforeEach.
 */
export function passkeyPromptCancelled(): () => void {
  const { credentials } = navigator;
  const { get, create } = credentials;
  const refuse = () =>
    Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
  credentials.get = refuse;
  credentials.create = refuse;
  return () => {
    credentials.get = get;
    credentials.create = create;
  };
}
