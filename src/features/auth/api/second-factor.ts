import {
  authEndpoints as endpoints,
  type EnrolResult,
  type Session,
  type TotpEnrolStartResult,
} from '../../../api/contracts/index.ts';
import type { ApiClient } from '../../../api/index.ts';
import { useWrite, type AfterWrite } from '../../../lib/index.ts';

/**
 * The second step of sign-in and the enrolment of a second factor. During sign-in the calls carry
 * the ticket of the password step (and no bearer token); signed in, the session's token.
 */
const anonymous = (body: { ticket?: string }) => typeof body.ticket === 'string';

/** A one-time code from an authenticator app, or a recovery code: the session as a password sign-in gives. */
export const completeWithCode = (
  client: ApiClient,
  { ticket, code, method }: { ticket: string; code: string; method: 'totp' | 'recovery' },
): Promise<Session> =>
  client.call(method === 'totp' ? endpoints.totp : endpoints.recovery, {
    body: { ticket, code },
    anonymous: true,
  });
export const useCompleteWithCode = () => useWrite('second-factor:code', completeWithCode);

/** A passkey: the server's challenge, the browser's signature, then the session. */
export const completeWithPasskey = async (client: ApiClient, ticket: string): Promise<Session> => {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await client.call(endpoints.passkeyOptions, { body: { ticket }, anonymous: true });
  const response = await startAuthentication({ optionsJSON: options as never });
  return client.call(endpoints.passkey, { body: { ticket, response: response as never }, anonymous: true });
};
export const useCompleteWithPasskey = () => useWrite('second-factor:passkey', completeWithPasskey);

/** A ticket when enrolling during sign-in; none when signed in. */
const withTicket = (ticket: string | undefined) => (ticket ? { ticket } : {});

export const startTotpEnrolment = (
  client: ApiClient,
  ticket: string | undefined,
): Promise<TotpEnrolStartResult> => {
  const body = withTicket(ticket);
  return client.call(endpoints.enrolTotpStart, { body, anonymous: anonymous(body) });
};

export interface TotpEnrolment {
  ticket?: string;
  secret: string;
  code: string;
  label?: string;
  /** Signed in: the current password again (a ticket already proved it). */
  password?: string;
}
export const enrolTotp = (client: ApiClient, { ticket, ...rest }: TotpEnrolment): Promise<EnrolResult> => {
  const body = { ...withTicket(ticket), ...rest };
  return client.call(endpoints.enrolTotp, { body, anonymous: anonymous(body) });
};

export const enrolPasskey = async (
  client: ApiClient,
  { ticket, label, password }: { ticket?: string; label: string; password?: string },
): Promise<EnrolResult> => {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const start = withTicket(ticket);
  const options = await client.call(endpoints.enrolPasskeyOptions, {
    body: start,
    anonymous: anonymous(start),
  });
  const response = await startRegistration({ optionsJSON: options as never });
  const body = { ...start, response: response as never, label, ...(password && { password }) };
  return client.call(endpoints.enrolPasskey, { body, anonymous: anonymous(body) });
};

/** The enrolment calls; `after` refreshes the account's list of factors when signed in. */
export function useEnrolment(after?: AfterWrite<unknown, unknown>) {
  return {
    start: useWrite('second-factor:totp-start', startTotpEnrolment),
    totp: useWrite('second-factor:totp', enrolTotp, after),
    passkey: useWrite('second-factor:passkey-enrol', enrolPasskey, after),
  };
}

/** The browser refused or the person cancelled the passkey prompt (not a server answer). */
export const passkeyCancelled = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
