/**
 * A failed delivery's reason in words an admin can act on: what went wrong, not a stack or the
 * mail server's internals. The mail server's own answer is kept when it gave one (it names the
 * refused address or the rule), shortened.
 */
export function plainDeliveryError(error: unknown): string {
  const e = (error ?? {}) as { code?: string; responseCode?: number; response?: string; message?: string };
  const answer =
    typeof e.response === 'string' ? ` (${e.response.replace(/\s+/g, ' ').trim().slice(0, 200)})` : '';
  switch (e.code) {
    case 'ECONNECTION':
    case 'ECONNREFUSED':
    case 'ESOCKET':
    case 'EDNS':
      return 'The mail server could not be reached.';
    case 'ETIMEDOUT':
    case 'ETIMEOUT':
      return 'The mail server did not answer in time.';
    case 'EAUTH':
      return 'The mail server refused Lantern’s sign-in: check the SMTP settings.';
    case 'EENVELOPE':
      return `The mail server refused the address${answer}.`;
    case 'EMESSAGE':
      return `The mail server refused the message${answer}.`;
  }
  if (typeof e.responseCode === 'number')
    return e.responseCode >= 500
      ? `The mail server refused the message${answer}.`
      : `The mail server asked to try again later${answer}.`;
  return 'The message could not be delivered.';
}
