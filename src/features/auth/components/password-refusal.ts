import type { ApiError } from '../../../api/index.ts';

/**
 * The server's refusal of a new password as a locale key: it also refuses the most common
 * passwords, a list too large to ship to the browser, naming the rule like the live ones do.
 */
export function passwordRefusal(error: ApiError | undefined): string | undefined {
  const message = error?.fields?.find((f) => f.path === 'password')?.message;
  return message?.startsWith('password.rules.') ? message : undefined;
}
